import { idsOf } from './ids-of';

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 30;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;
/** Failures against one account from all addresses before each attempt must wait (docs/security.md). */
export const ACCOUNT_SLOWDOWN_AFTER = 10;
export const ACCOUNT_MAX_DELAY_SECONDS = 60;
export const SESSION_ABSOLUTE_HOURS = 12;
export const SESSION_IDLE_MINUTES = 60;
export const INVITATION_TTL_HOURS = 48;
export const PASSWORD_MIN_LENGTH = 10;

export const SEARCH_DEBOUNCE_MS = 350;
export const PICKER_DEBOUNCE_MS = 500;
export const PICKER_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
/** Bulk loads of the rule editor ask for up to 10000 rows at once. */
export const MAX_PAGE_LIMIT = 10_000;
/** The highest page number any list takes: with MAX_PAGE_LIMIT, an offset of at most 10¹⁰ rows. */
export const MAX_PAGE = 1_000_000;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CATEGORY_NAME_MAX = 50;
export const CIBIL_MIN = 300;
export const CIBIL_MAX = 900;
export const MIN_AGE = 18;
export const RECENT_ACTIVITY_LIMIT = 20;

export const TOAST_DURATIONS = { blank: 4000, error: 4000, success: 2000, custom: 4000, loading: Infinity } as const;

export const SHORT_ID_MIN = 4;
export const SHORT_ID_MAX = 20;
export const SHORT_ID_DEFAULT = 7;
export const API_KEY_DEFAULT_QUOTA = 100;
export const API_KEY_DEFAULT_WINDOW_DAYS = 30;
/** What an API key may be allowed to do, in a few words: the specification's three, then the partner API's. */
export const API_KEY_SCOPE_LABELS = {
  'short.create': 'Create short links',
  'short.read': 'List short links',
  'analytics.read': 'Read click analytics',
  'evaluations.create': 'Evaluate applicants',
  'evaluations.read': 'Read decisions and documents',
  'customers.read': 'Read customers',
} as const;
export const API_KEY_SCOPES = idsOf(API_KEY_SCOPE_LABELS);
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** Each scope in one line of words, as the API Keys screen and docs/partner-api.md describe it. */
export const API_KEY_SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  'short.create': 'Create short links that redirect to your pages',
  'short.read': 'List short links, filtered, sorted and paged',
  'analytics.read': "Read a short link's clicks per day, by country and by referrer",
  'evaluations.create': "Evaluate applicants, one at a time or a file of them, and record a borrower's KFS acknowledgement",
  'evaluations.read': 'Read decisions, explanations, Key Fact Statements, offer comparisons and file jobs with their results',
  'customers.read': 'List customers and read one with their evaluations',
};

/** `Idempotency-Key` on `loanapplication/apply` and `loanapplication/bulk`. */
export const IDEMPOTENCY = {
  /** How long a first answer is replayed. */
  keepMs: 24 * 60 * 60 * 1000,
  /** How long a repeat waits for a first request still running before 409. */
  waitMs: 5_000,
  /** A first request still running after this long died with its process: the key is free again. */
  staleAfterMs: 120_000,
} as const;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  otherRequest: 'This Idempotency-Key was already used with a different request; use a new key for a new request',
  stillRunning: 'A request with this Idempotency-Key is still being processed; retry shortly',
} as const;

/** A channel partner's limits (set on the partner), for its users and API keys together. */
export const PARTNER_LIMIT_MESSAGES = {
  monthlyQuotaExceeded: (quota: number, used: number, requested: number, resetsAt: string) =>
    `This partner's monthly evaluation quota of ${quota} is used up (${used} evaluated this month, India time; this request needs ${requested}). It resets at ${resetsAt}`,
  rateLimitExceeded: (perMinute: number, retryAfterSeconds: number) =>
    `This partner's rate limit of ${perMinute} requests per minute is reached. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`,
} as const;
