/** Window events that connect parts of the app that must not import each other. */
export const APP_EVENTS = {
  /** The session ended (logout or expiry); listeners drop cached data and leave protected pages. */
  logout: 'auth:logout',
  /** Opens the mobile navigation drawer (or collapses the sidebar on wide screens). */
  sidebarToggle: 'sidebar:toggle',
} as const;

export type LogoutReason = 'logout' | 'expired';

export function dispatchLogout(reason: LogoutReason): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.logout, { detail: { reason } }));
}
