const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type services throw; the error plugin maps its code to an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly data?: unknown;

  constructor(code: ErrorCode, message: string, extra: { errors?: Record<string, string>; retryAfterSeconds?: number; data?: unknown } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = extra.errors;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.data = extra.data;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }

  static badRequest(message: string, errors?: Record<string, string>) {
    return new AppError('BAD_REQUEST', message, { errors });
  }
  static notFound(what: string) {
    return new AppError('NOT_FOUND', `${what} not found`);
  }
  static conflict(message: string) {
    return new AppError('CONFLICT', message);
  }
  static forbidden(message = 'You do not have permission to perform this action') {
    return new AppError('FORBIDDEN', message);
  }
  static unauthorized(message = 'Authentication required') {
    return new AppError('UNAUTHORIZED', message);
  }
}
