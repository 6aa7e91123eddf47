import type { AuthUser } from '@lbo/contracts/auth';
import { expireCookie, setCookie } from './cookies';

/** Cookie names the spec fixes (§3); other tools of the business read them. */
const AUTH_COOKIES = {
  userId: 'uid',
  email: 'email',
  roleId: 'role_id',
  token: 't',
  authUser: 'auth_user',
} as const;

export const STORAGE_KEYS = {
  token: 'authToken',
  user: 'authUser',
  countdownStart: 'otpCountdownStart',
  /** The persisted client state (spec §9). */
  root: 'root',
} as const;

export interface LoginStepDetails {
  user_id: string;
  email: string;
  role_id: string;
  expiryat?: number | null;
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can throw in privacy modes; the app still works for the tab's lifetime.
    return null;
  }
}

function readJson<T>(key: string): T | null {
  const raw = safeStorage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function saveLoginStep(details: LoginStepDetails): void {
  const options = { expiresAtSeconds: details.expiryat ?? null };
  setCookie(AUTH_COOKIES.userId, details.user_id, options);
  setCookie(AUTH_COOKIES.email, details.email, options);
  setCookie(AUTH_COOKIES.roleId, details.role_id, options);
}

export function saveSession(token: string, user: AuthUser, expiryat?: number | null): void {
  const storage = safeStorage();
  storage?.setItem(STORAGE_KEYS.token, token);
  storage?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  const options = { expiresAtSeconds: expiryat ?? null };
  setCookie(AUTH_COOKIES.token, token, options);
  setCookie(AUTH_COOKIES.authUser, String(user.user_id || user.id), options);
  // The login step's cookies lived only as long as the code; keep them for the session.
  setCookie(AUTH_COOKIES.userId, String(user.user_id || user.id), options);
  setCookie(AUTH_COOKIES.email, user.email, options);
  if (user.role_id) setCookie(AUTH_COOKIES.roleId, user.role_id, options);
}

export function readToken(): string | null {
  return safeStorage()?.getItem(STORAGE_KEYS.token) || null;
}

export function readUser(): AuthUser | null {
  return readJson<AuthUser>(STORAGE_KEYS.user);
}

export function saveCountdownStart(startedAtMs: number = Date.now()): void {
  safeStorage()?.setItem(STORAGE_KEYS.countdownStart, String(startedAtMs));
}

export function readCountdownStart(): number | null {
  const raw = safeStorage()?.getItem(STORAGE_KEYS.countdownStart);
  const value = raw ? Number(raw) : NaN;
  return Number.isFinite(value) ? value : null;
}

export function clearCountdownStart(): void {
  safeStorage()?.removeItem(STORAGE_KEYS.countdownStart);
}

/** What a 401 or a logout removes (spec §4). */
export function clearStoredSession(): void {
  const storage = safeStorage();
  storage?.removeItem(STORAGE_KEYS.token);
  storage?.removeItem(STORAGE_KEYS.user);
  storage?.removeItem(STORAGE_KEYS.countdownStart);
  expireCookie(AUTH_COOKIES.token);
  expireCookie(AUTH_COOKIES.authUser);
  expireCookie(AUTH_COOKIES.userId);
  expireCookie(AUTH_COOKIES.email);
  expireCookie(AUTH_COOKIES.roleId);
}

/**
 * The persisted client state is kept in the same shape redux-persist wrote
 * (each slice serialised on its own), so a browser that used the earlier
 * client keeps its state.
 */
export function readPersistedSlice<T>(slice: string): T | null {
  const root = readJson<Record<string, string>>(STORAGE_KEYS.root);
  const raw = root?.[slice];
  if (typeof raw !== 'string') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writePersistedSlice(slice: string, value: unknown): void {
  const storage = safeStorage();
  if (!storage) return;
  const root = readJson<Record<string, string>>(STORAGE_KEYS.root) ?? {};
  root[slice] = JSON.stringify(value);
  root._persist = JSON.stringify({ version: -1, rehydrated: true });
  storage.setItem(STORAGE_KEYS.root, JSON.stringify(root));
}

const SESSION_EXPIRED_FLASH = 'sessionExpiredFlash';

/**
 * Marks that the user has been told their session expired, so that several
 * calls failing at once produce one message, not one per call.
 */
export function markSessionExpiredFlash(): boolean {
  try {
    if (sessionStorage.getItem(SESSION_EXPIRED_FLASH)) return false;
    sessionStorage.setItem(SESSION_EXPIRED_FLASH, '1');
    return true;
  } catch {
    return true;
  }
}

export function clearSessionExpiredFlash(): void {
  try {
    sessionStorage.removeItem(SESSION_EXPIRED_FLASH);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
