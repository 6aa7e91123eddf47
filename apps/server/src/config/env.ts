import { isIP } from 'node:net';
import { z } from 'zod';

/** `10.0.0.5`, `::1`, `10.1.0.0/16`, `fd00::/8`. */
function isAddressOrRange(text: string): boolean {
  const [address, bits, extra] = text.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().startsWith('postgres', 'must be a postgres:// URL').optional()),
  /**
   * A read replica of DATABASE_URL's database: the analytics breakdown, exports and customer
   * history read there (they tolerate its lag of seconds); unset, everything reads the primary.
   */
  DATABASE_READ_URL: z.preprocess(emptyToUndefined, z.string().startsWith('postgres', 'must be a postgres:// URL').optional()),
  /**
   * Months of stored decisions kept besides the current one: older month partitions are dropped
   * with the Key Fact Statements and test cases of their decisions (roll-ups stay). Unset or 0: keep everything.
   */
  DECISION_RETENTION_MONTHS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number of months')
      .min(0, 'must be ≥ 0')
      .max(1200, 'must be ≤ 1200')
      .optional()
      .transform((v) => (v === 0 ? undefined : v)),
  ),
  /** Days a borrower's privacy request (access, correction, erasure) is due in (DPDP Rules 2025; docs/privacy.md). */
  PRIVACY_REQUEST_DUE_DAYS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number of days')
    .min(1, 'must be ≥ 1')
    .max(365, 'must be ≤ 365')
    .default(30),
  /**
   * Months after a customer's last evaluation when a daily job pseudonymises them as an erasure
   * does (ADR 0041). Unset or 0: personal data is kept.
   */
  PERSONAL_DATA_RETENTION_MONTHS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number of months')
      .min(0, 'must be ≥ 0')
      .max(1200, 'must be ≤ 1200')
      .optional()
      .transform((v) => (v === 0 ? undefined : v)),
  ),
  /** Keep issued Key Fact Statements as issued (marked) when their borrower is erased, for the lender's record-keeping; else they are rendered again without the name. */
  KFS_KEEP_ON_ERASURE: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Months of audit trail kept besides the current one (ADR 0039): at least 12, whatever
   * DECISION_RETENTION_MONTHS says, as processing logs are kept at least a year (DPDP Rules 2025).
   */
  AUDIT_RETENTION_MONTHS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number of months')
      .min(12, 'must be ≥ 12 (the audit trail is kept at least a year)')
      .max(1200, 'must be ≤ 1200')
      .default(12),
  ),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Loan Back Office <no-reply@loan-back-office.local>'),
  PUBLIC_BASE_URL: optionalUrl,
  SHORT_LINK_BASE_URL: optionalUrl,
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(10, 'must be at least 10 characters').optional()),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Behind a reverse proxy: the proxy's addresses or ranges (`10.0.0.5,10.1.0.0/16`), whose
   * X-Forwarded-For alone is believed for the client address (sign-in limits, clicks' countries).
   * `true` believes any sender: safe only when the app's port is reachable from the proxy alone.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine((v) => v === 'true' || v === 'false' || v === '' || v.split(',').every((part) => isAddressOrRange(part.trim())), {
      message: 'must be true, false, or the proxy addresses or CIDR ranges, comma-separated',
    })
    .transform((v): boolean | string =>
      v === 'true'
        ? true
        : v === 'false' || v === ''
          ? false
          : v
              .split(',')
              .map((p) => p.trim())
              .join(','),
    ),
  /** Serve /api/docs without a session (the document is for signed-in staff by default). */
  API_DOCS_PUBLIC: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Processes serving one port with DATABASE_URL set (default: one per core); PGlite is always one. */
  WORKERS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be ≥ 1').max(64, 'must be ≤ 64').optional(),
  ),
  /** How long a shutdown waits for requests in flight before closing anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** How long a process keeps trying to reach PostgreSQL at start. */
  DB_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Bearer token for GET /metrics from other hosts (localhost needs none). */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  /** Bank holidays (YYYY-MM-DD, comma-separated) a Key Fact Statement's validity skips besides weekends. */
  KFS_HOLIDAYS: z
    .string()
    .default('')
    .refine((v) => v.trim() === '' || v.split(',').every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.trim()) && !Number.isNaN(Date.parse(d.trim()))), {
      message: 'must be dates written YYYY-MM-DD, comma-separated',
    })
    .transform((v) => (v.trim() === '' ? [] : v.split(',').map((d) => d.trim()))),
  /** `host:port` receivers webhook deliveries may reach although they are private or loopback (an internal system; tests). */
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .default('')
    .refine((v) => v.trim() === '' || v.split(',').every((h) => /^[\w.-]+:\d{1,5}$|^\[[0-9a-f:.]+\]:\d{1,5}$/i.test(h.trim())), {
      message: 'must be host:port pairs, comma-separated',
    })
    .transform((v) => (v.trim() === '' ? [] : v.split(',').map((h) => h.trim().toLowerCase()))),
  /** Cookies get the Secure flag when the public address is https. */
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
});

export type Env = z.infer<typeof envSchema>;

/** Validates the environment once at start; nothing else reads process.env. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success && parsed.data.DATABASE_READ_URL && !parsed.data.DATABASE_URL) {
    throw new Error('Invalid environment:\n  DATABASE_READ_URL: needs DATABASE_URL (a replica of the embedded database cannot exist)');
  }
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function publicBaseUrl(env: Env): string {
  return (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
