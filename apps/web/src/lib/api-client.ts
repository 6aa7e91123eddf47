import toast from 'react-hot-toast';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '@lbo/contracts/auth-messages';
import { env } from '@/config/env';
import { dispatchLogout } from './app-events';
import { markSessionExpiredFlash } from './auth-storage';
import { getSession, sessionActions } from './session-store';
import { sendWithProgress, type RawResponse } from './upload';
import { API } from '@lbo/contracts/api-paths';
import { fileNameOf } from './content-disposition';

export type Service = 'crm' | 'bre' | 'adminAuth';

type QueryValue = string | number | boolean | null | undefined;

interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  filename: string | null;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** A FormData body goes as multipart; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Sign-in calls handle their own 401 (a wrong password is a 401), so the
   * session-expiry handling must not run for them.
   */
  skipSessionExpiry?: boolean;
  /**
   * Reports upload progress (0–100). Such calls go through XMLHttpRequest, since fetch
   * cannot report it; everything else (address, token, errors, 401) is the same.
   */
  onUploadProgress?: (percent: number) => void;
  /** Read a successful answer as a file (with the name the server gives it) instead of JSON. */
  asFile?: boolean;
  /** The answer's schema from the contracts: the call's result is its type (see readAnswer). */
  answer?: z.ZodType;
  /**
   * Loads the answer's schema where answers are checked, for the sign-in calls: their screens ship
   * without zod (ADR 0031). Production never calls it, so it never fetches the schema's chunk.
   */
  loadAnswer?: () => Promise<z.ZodType>;
}

/**
 * Development builds and tests check every typed answer against its contract, so a field the
 * server renamed fails loudly there; production trusts the server built from the same contracts
 * and skips the parse (ADR 0031).
 */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

export class AnswerMismatchError extends Error {
  constructor(readonly issues: string[]) {
    super(`The answer does not match its contract: ${issues.join('; ')}`);
    this.name = 'AnswerMismatchError';
  }
}

/** An answer as its schema types it: parsed where answers are checked, trusted elsewhere. */
function readAnswer<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (!CHECK_ANSWERS) return body as z.output<S>;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new AnswerMismatchError(parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`));
}

async function readSuccess(options: RequestOptions, body: unknown): Promise<unknown> {
  if (options.answer) return readAnswer(options.answer, body);
  if (options.loadAnswer && CHECK_ANSWERS) return readAnswer(await options.loadAnswer(), body);
  return body;
}

interface UploadOptions extends Omit<RequestOptions, 'method' | 'body' | 'onUploadProgress'> {
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
}

export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly fieldErrors: Record<string, string>;
  readonly data: unknown;
  readonly requestId: string | undefined;
  readonly body: unknown;

  constructor(init: { status: number; messages: string[]; fieldErrors?: Record<string, string>; data?: unknown; requestId?: string; body?: unknown }) {
    super(init.messages.join(', ') || `Request failed with status ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.messages = init.messages;
    this.fieldErrors = init.fieldErrors ?? {};
    this.data = init.data;
    this.requestId = init.requestId;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** The server's message when there is one, else the caller's fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  // Each message once: two clashing rows give the same one twice.
  if (isApiError(error) && error.messages.length > 0) return [...new Set(error.messages)].join(', ');
  return fallback;
}

const BASE_URLS: Record<Service, string> = {
  crm: env.crmBaseUrl,
  bre: env.breBaseUrl,
  adminAuth: env.adminAuthBaseUrl,
};

function buildUrl(service: Service, path: string, query?: RequestOptions['query']): string {
  const url = `${BASE_URLS[service]}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as QueryValue[]) {
      if (v === undefined || v === null || v === '') continue;
      params.append(key, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function toMessages(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.filter((m): m is string => typeof m === 'string' && m.length > 0);
  return [];
}

function toFieldErrors(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(value)) {
    const text = Array.isArray(message) ? message.find((m) => typeof m === 'string') : message;
    if (typeof text === 'string') out[field] = text;
  }
  return out;
}

function toApiError(status: number, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const messages = typeof body === 'string' ? toMessages(body.slice(0, 300)) : toMessages(record.message);
  return new ApiError({
    status,
    messages,
    fieldErrors: toFieldErrors(record.errors),
    data: record.data,
    requestId: typeof record.requestId === 'string' ? record.requestId : undefined,
    body,
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return await response.json();
    } catch {
      return null;
    }
  }
  return response.text();
}

async function send(service: Service, path: string, options: RequestOptions): Promise<RawResponse> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const token = getSession().token;
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const url = buildUrl(service, path, options.query);
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  // Only the admin-auth family is authenticated by the httpOnly cookie.
  const withCookies = service === 'adminAuth';
  try {
    if (options.onUploadProgress) {
      return await sendWithProgress({
        url,
        method,
        headers,
        body,
        signal: options.signal,
        withCredentials: withCookies,
        onUploadProgress: options.onUploadProgress,
      });
    }
    const response = await fetch(url, { method, headers, body, signal: options.signal, credentials: withCookies ? 'include' : 'same-origin' });
    if (options.asFile && response.ok) {
      const filename = fileNameOf(response.headers.get('content-disposition'));
      return { status: response.status, ok: true, body: { blob: await response.blob(), filename } satisfies DownloadedFile };
    }
    return { status: response.status, ok: response.ok, body: await readBody(response) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, messages: [], body: null });
  }
}

function expireCrmSession(): void {
  sessionActions.clear();
  dispatchLogout('expired');
}

interface RefreshAnswer {
  token?: unknown;
  data?: { token?: unknown; expirdetails?: { expiryat?: unknown } };
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, however many calls fail together. */
function refreshAdminSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const { ok, body } = await send('adminAuth', API.adminAuth.refresh, { method: 'POST' });
      const answer = body as RefreshAnswer | null;
      const token = typeof answer?.token === 'string' ? answer.token : typeof answer?.data?.token === 'string' ? answer.data.token : null;
      if (!ok || !token) return false;
      const expiry = answer?.data?.expirdetails?.expiryat;
      sessionActions.setToken(token, typeof expiry === 'number' ? expiry : null);
      return true;
    } catch {
      return false;
    } finally {
      // Callers already waiting hold the promise; later failures start a new refresh.
      refreshing = null;
    }
  })();
  return refreshing;
}

/** `wasSignedIn` is read when the call was sent: a crm 401 arriving meanwhile may have cleared the token already. */
async function expireAdminSession(wasSignedIn: boolean): Promise<void> {
  if (wasSignedIn && markSessionExpiredFlash()) toast.error(AUTH_MESSAGES.sessionExpired);
  try {
    await send('adminAuth', API.adminAuth.logout, { method: 'POST' });
  } catch {
    // The session is gone either way; the local state is cleared below.
  }
  sessionActions.clear();
  dispatchLogout('expired');
}

async function request<T>(
  service: Service,
  path: string,
  options: RequestOptions = {},
  retry: { retried: boolean; wasSignedIn: boolean } = { retried: false, wasSignedIn: getSession().token !== null },
): Promise<T> {
  const response = await send(service, path, options);
  const { body } = response;
  const envelope = body && typeof body === 'object' ? (body as { status?: unknown; statusCode?: unknown }) : null;

  if (response.ok && envelope?.status !== false) return (await readSuccess(options, body)) as T;

  const status = response.ok && typeof envelope?.statusCode === 'number' ? envelope.statusCode : response.status;
  if (status === 401 && !options.skipSessionExpiry) {
    if (service === 'adminAuth') {
      if (!retry.retried && (await refreshAdminSession())) return request<T>(service, path, options, { ...retry, retried: true });
      await expireAdminSession(retry.wasSignedIn);
    } else {
      expireCrmSession();
    }
  }
  throw toApiError(status, body);
}

type Typed<S extends z.ZodType> = { answer: S };

function client(service: Service) {
  return {
    /** A GET whose answer is typed by (and, in development and tests, checked against) its contract schema. */
    read: <S extends z.ZodType>(path: string, options: Omit<RequestOptions, 'method' | 'body'> & Typed<S>) =>
      request<z.output<S>>(service, path, { ...options, method: 'GET' }),
    /** A write whose answer is typed by its contract schema. */
    send: <S extends z.ZodType>(
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      body: unknown,
      options: Omit<RequestOptions, 'method' | 'body'> & Typed<S>,
    ) => request<z.output<S>>(service, path, { ...options, method, body }),
    /** A sign-in call: typed by its contract schema, checked against it where answers are checked (see loadAnswer). */
    signIn: <S extends z.ZodType>(
      method: 'GET' | 'POST',
      path: string,
      body: unknown,
      options: Omit<RequestOptions, 'method' | 'body' | 'answer'> & { loadAnswer: () => Promise<S> },
    ) => request<z.output<S>>(service, path, { ...options, method, body }),
    /** A file (an import template, an export): same token, errors and 401 handling as any call. */
    download: (path: string, options?: Omit<RequestOptions, 'method' | 'body' | 'asFile'>) =>
      request<DownloadedFile>(service, path, { ...options, method: 'GET', asFile: true }),
    /** A multipart POST whose answer is typed by its contract schema. */
    sendForm: <S extends z.ZodType>(path: string, form: FormData, { onProgress, ...options }: UploadOptions & Typed<S>) =>
      request<z.output<S>>(service, path, { ...options, method: 'POST', body: form, onUploadProgress: onProgress ?? (() => undefined) }),
  };
}

/** One client per back-end family; paths are written as the spec spells them, under /api. */
export const api = {
  crm: client('crm'),
  bre: client('bre'),
  adminAuth: client('adminAuth'),
};
