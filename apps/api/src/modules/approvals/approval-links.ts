// The signed link of an approver's email: `<body>.<mac>`, where the body names the business, the link row and its
// expiry. The signature proves the server made it; the link row (used_at) makes it single-use.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APPROVAL_MESSAGES, ErrorCode } from '@paydesk/contracts';
import { deriveSecret } from '../../lib/derive-secret.ts';
import { BadRequest } from '../../lib/errors.ts';

const mac = (appSecret: string, body: string) =>
  createHmac('sha256', deriveSecret(appSecret, 'approval-link')).update(body).digest('base64url');

export function signApprovalLink(
  appSecret: string,
  link: { companyId: string; id: string; expiresAt: Date },
) {
  const body = Buffer.from(
    JSON.stringify({ c: link.companyId, l: link.id, e: link.expiresAt.getTime() }),
  ).toString('base64url');
  return `${body}.${mac(appSecret, body)}`;
}

const invalid = () => new BadRequest(APPROVAL_MESSAGES.linkUsed, ErrorCode.invalidToken);

export function readApprovalLink(appSecret: string, token: string): { companyId: string; linkId: string } {
  const [body, given, extra] = token.split('.');
  if (!body || !given || extra !== undefined) throw invalid();
  const expected = Buffer.from(mac(appSecret, body));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalid();
  let parsed: { c?: unknown; l?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const { c, l, e } = parsed;
  if (typeof c !== 'string' || typeof l !== 'string' || typeof e !== 'number' || e < Date.now())
    throw invalid();
  return { companyId: c, linkId: l };
}
