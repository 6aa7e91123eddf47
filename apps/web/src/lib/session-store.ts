import { useSyncExternalStore } from 'react';
import type { AuthUser } from '@lbo/contracts/auth';
import { PARTNER_MODULES, type AccessMap } from '@lbo/contracts/permissions';
import {
  STORAGE_KEYS,
  clearStoredSession,
  readPersistedSlice,
  readToken,
  readUser,
  saveLoginStep,
  saveSession,
  writePersistedSlice,
  type LoginStepDetails,
} from './auth-storage';

/** Between the password step and the code step. */
export interface PendingOtp {
  user_id: string;
  email: string;
  role_id: string;
  expiryat: number | null;
}

export interface SessionState {
  token: string | null;
  user: AuthUser | null;
  isOtpRequired: boolean;
  pendingOtp: PendingOtp | null;
  accessMap: AccessMap;
}

interface PersistedAuth {
  user: AuthUser | null;
  isOtpRequired: boolean;
  pendingOtp: PendingOtp | null;
  accessMap: AccessMap;
}

const SLICE = 'auth';

function load(): SessionState {
  const persisted = readPersistedSlice<Partial<PersistedAuth>>(SLICE);
  const token = readToken();
  return {
    token,
    user: readUser() ?? persisted?.user ?? null,
    isOtpRequired: !token && persisted?.isOtpRequired === true && persisted.pendingOtp != null,
    pendingOtp: token ? null : (persisted?.pendingOtp ?? null),
    accessMap: token ? (persisted?.accessMap ?? {}) : {},
  };
}

/** A channel partner's user reaches the partner modules only, whatever the role grants: the server refuses the rest (ADR 0044). */
function accessFor(user: AuthUser | null, accessMap: AccessMap): AccessMap {
  if (!user?.partner_id) return accessMap;
  return Object.fromEntries(Object.entries(accessMap).filter(([module]) => (PARTNER_MODULES as readonly string[]).includes(module)));
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function set(next: SessionState): void {
  state = next;
  writePersistedSlice(SLICE, {
    user: next.user,
    isOtpRequired: next.isOtpRequired,
    pendingOtp: next.pendingOtp,
    accessMap: next.accessMap,
  } satisfies PersistedAuth);
  emit();
}

export function getSession(): SessionState {
  return state;
}

function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession<T>(selector: (s: SessionState) => T): T {
  return useSyncExternalStore(
    subscribeSession,
    () => selector(state),
    () => selector(state),
  );
}

export const sessionActions = {
  startOtp(details: LoginStepDetails): void {
    saveLoginStep(details);
    set({
      ...state,
      isOtpRequired: true,
      pendingOtp: { user_id: details.user_id, email: details.email, role_id: details.role_id, expiryat: details.expiryat ?? null },
    });
  },
  cancelOtp(): void {
    set({ ...state, isOtpRequired: false, pendingOtp: null });
  },
  signIn(token: string, user: AuthUser, options: { expiryat?: number | null; accessMap?: AccessMap } = {}): void {
    saveSession(token, user, options.expiryat);
    set({ token, user, isOtpRequired: false, pendingOtp: null, accessMap: accessFor(user, options.accessMap ?? {}) });
  },
  setAccessMap(accessMap: AccessMap): void {
    set({ ...state, accessMap: accessFor(state.user, accessMap) });
  },
  setToken(token: string, expiryat?: number | null): void {
    if (!state.user) return;
    saveSession(token, state.user, expiryat);
    set({ ...state, token });
  },
  /** Forgets the session everywhere: storage, cookies and memory. */
  clear(): void {
    clearStoredSession();
    set({ token: null, user: null, isOtpRequired: false, pendingOtp: null, accessMap: {} });
  },
  /** Re-reads storage; used when another tab signs in or out. */
  reload(): void {
    state = load();
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.root) sessionActions.reload();
  });
}
