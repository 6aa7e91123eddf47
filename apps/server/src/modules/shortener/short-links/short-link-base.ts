import { publicBaseUrl, type Env } from '../../../config/env';

/** The path the redirect is always served on, beside the web app. */
export const REDIRECT_PATH = '/s';

/** Base of the short links handed out: SHORT_LINK_BASE_URL, else the public address + /s. */
export function shortLinkBase(env: Env): string {
  return (env.SHORT_LINK_BASE_URL ?? `${publicBaseUrl(env)}${REDIRECT_PATH}`).replace(/\/+$/, '');
}

export function shortUrlFor(env: Env, shortId: string): string {
  return `${shortLinkBase(env)}/${shortId}`;
}

function normalisedPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep it encoded; the comparison below still sees the raw form
  }
  return path.replace(/\/{2,}/g, '/').toLowerCase();
}

/**
 * Whether a destination would land on one of our own short links (a loop):
 * the configured short-link base, and the redirect path of the public address.
 * Path comparison is decoded and case-insensitive, so `/%73/x` and `/S/x` count too.
 */
export function pointsAtShortLinks(env: Env, destination: string): boolean {
  let target: URL;
  try {
    target = new URL(destination);
  } catch {
    return false;
  }
  const bases = [shortLinkBase(env), `${publicBaseUrl(env)}${REDIRECT_PATH}`];
  const path = normalisedPath(target.pathname);
  return bases.some((raw) => {
    const base = new URL(raw);
    if (base.host.toLowerCase() !== target.host.toLowerCase()) return false;
    const basePath = normalisedPath(base.pathname).replace(/\/+$/, '');
    return basePath === '' || path === basePath || path.startsWith(`${basePath}/`);
  });
}
