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

/** The eight 16-bit groups of an IPv6 address as the WHATWG parser writes it (compressed, lower-case, no dotted tail). */
function ipv6Groups(ip: string): number[] | null {
  const [head = '', tail] = ip.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':').map((g) => parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const v4Of = (hi: number, lo: number) => [hi >> 8, hi & 255, lo >> 8, lo & 255];

/**
 * IPv6 the WHATWG parser has already compressed and lower-cased (`[::ffff:7f00:1]`): loopback,
 * unspecified, unique-local, link- and site-local, multicast, and every form that carries an IPv4
 * address (mapped, compatible, SIIT, NAT64 64:ff9b::/96 and /48, 6to4 2002::/16), judged by it.
 */
function isPrivateIpv6(host: string): boolean {
  const g = ipv6Groups(host.slice(1, -1));
  if (!g) return true;
  const [a, b] = g as [number, number];
  if (g.every((x) => x === 0) || (g.slice(0, 7).every((x) => x === 0) && g[7] === 1)) return true;
  if ((a & 0xfe00) === 0xfc00 || (a & 0xffc0) === 0xfe80 || (a & 0xffc0) === 0xfec0 || (a & 0xff00) === 0xff00) return true;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return isPrivateIpv4(v4Of(g[6]!, g[7]!)); // mapped, compatible
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return isPrivateIpv4(v4Of(g[6]!, g[7]!)); // SIIT
  if (a === 0x64 && b === 0xff9b) return isPrivateIpv4(v4Of(g[6]!, g[7]!)); // NAT64, well-known and local-use
  if (a === 0x2002) return isPrivateIpv4(v4Of(g[1]!, g[2]!)); // 6to4
  if (a === 0x2001 && b === 0x0db8) return true; // documentation, never routed
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
