import { domainToUnicode } from 'node:url';

/** Why a destination is refused (the message names what users can fix). */
export type DestinationProblem = 'private-host' | 'backslash' | 'mixed-script' | 'local-name';

export const DESTINATION_PROBLEMS: Record<DestinationProblem, string> = {
  'private-host': 'Destination URL must not point to a private, loopback or link-local address',
  backslash: 'Destination URL must not contain a backslash before its path',
  'mixed-script': 'Destination URL host mixes alphabets (for example Latin and Cyrillic letters)',
  'local-name': 'Destination URL must name a public host',
};

function ipv4Parts(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return m ? m.slice(1).map(Number) : null;
}

/** Not publicly routable: this-network, private, CGNAT, loopback, link-local, benchmarking, multicast, reserved. */
function isPrivateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a! >= 224 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && (b === 168 || b === 0)) ||
    (a === 198 && (b === 18 || b === 19))
  );
}

/** IPv6 the WHATWG parser has already compressed and lower-cased (`::ffff:7f00:1`). */
function isPrivateIpv6(host: string): boolean {
  const ip = host.slice(1, -1);
  if (ip === '::' || ip === '::1') return true;
  if (/^f[cd]/.test(ip) || /^fe[89ab]/.test(ip) || /^ff/.test(ip)) return true;
  // IPv4-mapped and -compatible: judge the embedded IPv4 address.
  const mapped = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (mapped) {
    const hi = parseInt(mapped[1]!, 16);
    const lo = parseInt(mapped[2]!, 16);
    return isPrivateIpv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  }
  return false;
}

/**
 * An address a server must not be sent to (short-link destinations, webhook deliveries): private,
 * loopback, link-local and the other ranges above. Takes what `dns.lookup` answers.
 */
export function isPrivateAddress(ip: string): boolean {
  const v4 = ipv4Parts(ip);
  if (v4) return isPrivateIpv4(v4);
  if (!ip.includes(':')) return true; // not an address at all: refuse rather than guess
  // Normalise as the WHATWG parser does (`::ffff:127.0.0.1` → `::ffff:7f00:1`) and judge that.
  try {
    return isPrivateIpv6(new URL(`http://[${ip}]/`).hostname);
  } catch {
    return true;
  }
}

// Scripts a label may mix, as browsers allow them for Chinese, Japanese and Korean names.
const ALLOWED_MIXES = [new Set(['Latin', 'Han', 'Hiragana', 'Katakana']), new Set(['Latin', 'Han', 'Bopomofo']), new Set(['Latin', 'Han', 'Hangul'])];
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Telugu',
  'Gujarati',
  'Gurmukhi',
  'Kannada',
  'Malayalam',
  'Thai',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
  'Georgian',
  'Cherokee',
];
const SCRIPT_PATTERNS = SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);

function scriptOf(char: string): string {
  for (const [name, pattern] of SCRIPT_PATTERNS) if (pattern.test(char)) return name;
  return /\p{L}/u.test(char) ? 'Other' : 'Common';
}

/** One script per label (digits and hyphens are common to all), or an allowed CJK mix. */
export function mixesScripts(asciiHost: string): boolean {
  const unicode = domainToUnicode(asciiHost) || asciiHost;
  return unicode.split('.').some((label) => {
    const scripts = new Set([...label].map(scriptOf).filter((s) => s !== 'Common'));
    if (scripts.size <= 1) return false;
    return !ALLOWED_MIXES.some((allowed) => [...scripts].every((s) => allowed.has(s)));
  });
}

/**
 * Checks an http(s) destination a short link may redirect to, after the contract has checked
 * its form: returns the address normalised as browsers will read it, or what is wrong with it.
 * `ownHosts` (host:port) are the product's own addresses.
 */
export function checkDestination(raw: string, ownHosts: readonly string[] = []): { url: string } | { problem: DestinationProblem } {
  // Browsers read `\` as `/`: `http://evil.example\@good.example/` goes to evil.example.
  const beforePath = raw.replace(/^[a-z]+:\/\//i, '').split(/[/?#]/)[0] ?? '';
  if (beforePath.includes('\\')) return { problem: 'backslash' };
  const url = new URL(raw);
  const host = url.hostname;
  // Pages of the product itself may be linked to, wherever it runs (loops to short links are checked apart).
  if (ownHosts.includes(url.host)) return { url: url.href };
  const v4 = ipv4Parts(host);
  if ((v4 && isPrivateIpv4(v4)) || (host.startsWith('[') && isPrivateIpv6(host))) return { problem: 'private-host' };
  if (!v4 && !host.startsWith('[')) {
    if (host === 'localhost' || /\.(localhost|local|internal|localdomain|home\.arpa)$/.test(host) || !host.includes('.')) return { problem: 'local-name' };
    if (mixesScripts(host)) return { problem: 'mixed-script' };
  }
  return { url: url.href };
}
