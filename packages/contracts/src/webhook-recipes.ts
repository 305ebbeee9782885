// How a receiver verifies a delivery's `Paydesk-Signature`, as the webhooks page prints it (issue 29) and
// docs/webhooks.md repeats it: the API's tests run both snippets against a delivery the server signed, so the
// recipe on the page cannot drift from the signer (apps/api/src/modules/webhooks/signing.ts).

/** Node: `verifyPaydeskSignature(secret, rawBody, header)` with the raw body as a string. */
export const WEBHOOK_VERIFY_NODE = `import { createHmac, timingSafeEqual } from 'node:crypto';

export function verifyPaydeskSignature(secret, rawBody, header, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  const given = Buffer.from(parts.v1);
  return given.length === expected.length && timingSafeEqual(Buffer.from(expected), given);
}
`;

/** Python 3: `verify_paydesk_signature(secret, raw_body, header)` with the raw body as bytes. */
export const WEBHOOK_VERIFY_PYTHON = `import hashlib
import hmac
import time


def verify_paydesk_signature(secret: str, raw_body: bytes, header: str, tolerance_seconds: int = 300) -> bool:
    parts = dict(part.split("=", 1) for part in header.split(",") if "=" in part)
    try:
        timestamp = int(parts["t"])
    except (KeyError, ValueError):
        return False
    if "v1" not in parts or abs(time.time() - timestamp) > tolerance_seconds:
        return False
    signed = str(timestamp).encode() + b"." + raw_body
    expected = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, parts["v1"])
`;
