import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new signing secret as Standard Webhooks writes it: `whsec_` and base64 of 24 random bytes. */
export function newSigningSecret(): string {
  return PREFIX + randomBytes(24).toString('base64');
}

/**
 * The Standard Webhooks headers for one attempt: the message id (the same on every attempt),
 * the time in seconds, and `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` under the secret's bytes.
 */
export function signatureHeaders(secret: string, id: string, timestampSeconds: number, body: string): Record<string, string> {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': `v1,${signature}` };
}
