import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/app-error';
import { pgErrorCode } from '../lib/db-errors';

// invalid byte sequence, untranslatable character, character not in repertoire, invalid text representation, value too long
const BAD_TEXT_CODES = new Set(['22021', '22P05', '22P02', '22001']);

interface ErrorBody {
  status: false;
  statusCode: number;
  /** The sign-in screens read the numeric code here. */
  response: number;
  message: string | string[];
  errors?: Record<string, string>;
  requestId: string;
  data?: unknown;
}

/** `age` + `must be ≥ 0` → `age must be ≥ 0`; a full sentence ('Bank name is required') stays as it is. */
function fieldMessage(field: string, message: string): string {
  if (!field) return message;
  return /^[a-z≥≤<>]/.test(message) ? `${field} ${message}` : message;
}

function zodIssuesToBody(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    const text = fieldMessage(field, issue.message);
    if (!(field in errors)) errors[field] = issue.message;
    messages.push(text);
  }
  return { messages, errors };
}

function send(reply: FastifyReply, request: FastifyRequest, statusCode: number, message: string | string[], extra: Partial<ErrorBody> = {}) {
  const body: ErrorBody = { status: false, statusCode, response: statusCode, message, requestId: request.id, ...extra };
  return reply.status(statusCode).send(body);
}

/** One place that turns every failure into the envelope; 5xx details go to the log only. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return send(reply, request, error.statusCode, error.message, { errors: error.errors, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').split('/').filter(Boolean),
        message: v.message ?? 'is invalid',
      }));
      const { messages, errors } = zodIssuesToBody(issues);
      return send(reply, request, 400, messages, { errors });
    }
    if (error instanceof ZodError) {
      const { messages, errors } = zodIssuesToBody(error.issues);
      return send(reply, request, 400, messages, { errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(reply, request, 500, 'Internal server error');
    }
    // A second line behind the input guard: text PostgreSQL cannot store or read is bad input.
    const code = pgErrorCode(error);
    if (code && BAD_TEXT_CODES.has(code)) {
      request.log.warn({ err: error }, 'database refused a value');
      return send(reply, request, 400, 'A value cannot be stored: it holds characters or a form the database refuses');
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const message = status === 413 ? 'File too large' : status === 415 ? 'Unsupported content type' : error.message;
      return send(reply, request, status, message);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, request, 500, 'Internal server error');
  });
});
