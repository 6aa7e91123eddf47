import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_EXCERPT_BYTES } from '@lbo/contracts/webhooks';
import { isPrivateAddress } from '../../lib/destination-policy';

export interface AttemptOutcome {
  statusCode: number | null;
  latencyMs: number;
  /** The first 1 KB of the answer. */
  response: string | null;
  error: string | null;
}

class RefusedDestination extends Error {}

/** Connections are kept open between deliveries: a receiver gets many in a row. */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/**
 * Resolves a host and refuses private, loopback and link-local answers, so a name that points
 * inside (or is rebound to point inside) is not reached. The connection uses the address judged.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused || addresses.length === 0)
      return callback(new RefusedDestination(`${hostname} resolves to a private address (${refused?.address ?? 'none'})`), '', 0);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * Posts one signed delivery and reads at most 1 KB of the answer. `allowedHosts` (host:port,
 * from WEBHOOK_ALLOWED_HOSTS) skip the address check: internal receivers an operator named.
 */
export function postDelivery(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { timeoutMs: number; allowedHosts: readonly string[] },
): Promise<AttemptOutcome> {
  const started = performance.now();
  const done = (partial: Omit<AttemptOutcome, 'latencyMs'>): AttemptOutcome => ({ ...partial, latencyMs: Math.round(performance.now() - started) });
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve(done({ statusCode: null, response: null, error: 'The endpoint URL is not valid' }));
    }
    const protocol = target.protocol as 'http:' | 'https:';
    const hostPort = `${target.hostname}:${target.port || (protocol === 'https:' ? '443' : '80')}`.toLowerCase();
    const allowed = opts.allowedHosts.includes(hostPort);
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (!allowed && isIP(literal) && isPrivateAddress(literal)) {
      return resolve(done({ statusCode: null, response: null, error: `Refused: ${literal} is a private, loopback or link-local address` }));
    }
    const request = (protocol === 'https:' ? https : http).request(
      target,
      {
        method: 'POST',
        agent: agents[protocol],
        lookup: allowed ? undefined : publicOnlyLookup,
        headers: { 'content-type': 'application/json', 'user-agent': 'loan-back-office-webhooks/1', 'content-length': Buffer.byteLength(body), ...headers },
        signal: AbortSignal.timeout(opts.timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < WEBHOOK_RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        const finish = () =>
          resolve(
            done({
              statusCode: response.statusCode ?? null,
              response: Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES).toString('utf8'),
              error: null,
            }),
          );
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('error', (error) => {
      const message =
        error instanceof RefusedDestination
          ? `Refused: ${error.message}`
          : error.name === 'AbortError' || error.name === 'TimeoutError'
            ? `No answer within ${opts.timeoutMs / 1000} s`
            : error.message;
      resolve(done({ statusCode: null, response: null, error: message }));
    });
    request.end(body);
  });
}
