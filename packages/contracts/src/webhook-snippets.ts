/**
 * Checking a delivery's signature without a library, as the Webhooks screen and
 * docs/partner-api.md show it: Standard Webhooks' v1 scheme (HMAC-SHA256 of
 * `webhook-id.webhook-timestamp.body` under the secret's base64 bytes; every signature in the
 * space-separated header is tried, so both secrets work during a rotation's overlap). A test runs
 * both against a delivery the server signed, and against the same delivery tampered with.
 */

export const NODE_VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 5 * 60;

/**
 * secret: the endpoint's signing secret (whsec_…); headers: the request's headers (lower-case
 * names, as Node gives them); body: the raw request body as a string, before any JSON parsing.
 * Returns the event, or throws when the delivery is not from the app or is too old.
 */
export function verifyWebhook(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) throw new Error('Missing webhook headers');
  // Written so that a timestamp that is not a number fails too.
  if (!(Math.abs(Date.now() / 1000 - Number(timestamp)) <= TOLERANCE_SECONDS)) throw new Error('Timestamp too old or in the future');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  const matches = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new Error('No matching signature');
  return JSON.parse(body);
}
`;

export const PYTHON_VERIFY_SNIPPET = `import base64
import hashlib
import hmac
import json
import time

TOLERANCE_SECONDS = 5 * 60


def verify_webhook(secret: str, headers, body: bytes) -> dict:
    """secret: the endpoint's signing secret (whsec_...); headers: the request's headers
    (a mapping with lower-case names); body: the raw request body, before any JSON parsing.
    Returns the event, or raises ValueError when the delivery is not from the app or is too old."""
    msg_id = headers.get("webhook-id")
    timestamp = headers.get("webhook-timestamp")
    signatures = headers.get("webhook-signature")
    if not msg_id or not timestamp or not signatures:
        raise ValueError("Missing webhook headers")
    if abs(time.time() - int(timestamp)) > TOLERANCE_SECONDS:
        raise ValueError("Timestamp too old or in the future")
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    for entry in signatures.split(" "):
        version, _, signature = entry.partition(",")
        if version == "v1" and hmac.compare_digest(signature, expected):
            return json.loads(body)
    raise ValueError("No matching signature")
`;
