import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new signing secret as Standard Webhooks writes it: `whsec_` and base64 of 24 random bytes. */
export function newSigningSecret(): string {
  return PREFIX + randomBytes(24).toString('base64');
}

/**
 * The Standard Webhooks headers for one attempt: the message id (the same on every attempt),
 * the time in seconds, and `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` under each secret's
 * bytes, space-separated: while a rotated-out secret is still honoured, a receiver holding
 * either secret verifies the delivery.
 */
export function signatureHeaders(secrets: readonly string[], id: string, timestampSeconds: number, body: string): Record<string, string> {
  const signatures = secrets.map((secret) => {
    const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
    return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
  });
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': signatures.join(' ') };
}
