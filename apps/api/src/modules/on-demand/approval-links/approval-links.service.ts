// The approval email of a withdrawal or savings request and its signed single-use link (/setwithdrawals/{payload}):
// `<body>.<mac>`, the body naming the business, the link row and its expiry. The MAC proves the server made it; the
// link row (used_at, locked when deciding) makes it single-use. The designated approver decides with their PIN.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode, type LinkView, ON_DEMAND_MESSAGES, SET_WITHDRAWALS_PAGE } from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import { deriveSecret } from '../../../lib/derive-secret.ts';
import { BadRequest, Forbidden, NotFound } from '../../../lib/errors.ts';
import type { AfterCommit } from '../../../lib/transaction.ts';
import { transact } from '../../../lib/transaction.ts';
import { layout } from '../../../platform/mail/templates.ts';
import { memberContacts } from '../../team/index.ts';
import { companyName, verifyTransactionPin } from '../../wallets/index.ts';
import { type Decision, decideLocked, requestView } from '../decisions.service.ts';
import * as q from '../on-demand.queries.ts';
import { LINK_HOURS, type OnDemandDeps } from '../on-demand-deps.ts';
import * as lq from './links.queries.ts';

const mac = (secret: string, body: string) =>
  createHmac('sha256', deriveSecret(secret, 'on-demand-link')).update(body).digest('base64url');

export function signLink(secret: string, link: { companyId: string; id: string; expiresAt: Date }) {
  const body = Buffer.from(
    JSON.stringify({ c: link.companyId, l: link.id, e: link.expiresAt.getTime() }),
  ).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

const invalid = () => new BadRequest(ON_DEMAND_MESSAGES.linkInvalid, ErrorCode.invalidToken);

/** The link's business and row; an expired link says so (its expiry is signed, so it cannot be stretched). */
export function readLink(secret: string, payload: string): { companyId: string; linkId: string } {
  const [body, given, extra] = payload.split('.');
  if (!body || !given || extra !== undefined) throw invalid();
  const expected = Buffer.from(mac(secret, body));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalid();
  let parsed: { c?: unknown; l?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const { c, l, e } = parsed;
  if (typeof c !== 'string' || typeof l !== 'string' || typeof e !== 'number') throw invalid();
  if (e < Date.now()) throw new BadRequest(ON_DEMAND_MESSAGES.linkExpired, ErrorCode.codeExpired);
  return { companyId: c, linkId: l };
}

/** One email per designated approver, each with its own link; written in the request's transaction. */
export async function sendApprovalEmails(
  tx: Tx,
  afterCommit: AfterCommit,
  deps: Pick<OnDemandDeps, 'mailer' | 'config'>,
  row: q.RequestRow,
  approverIds: string[],
) {
  const approvers = await memberContacts(tx, row.companyId, { memberIds: approverIds });
  const employee = await q.findEmployee(tx, row.companyId, row.employeeId);
  const who = employee ? `${employee.firstName} ${employee.lastName}` : 'An employee';
  const what = row.kind === 'withdrawal' ? 'withdrawal' : 'saving';
  for (const approver of approvers) {
    const link = await lq.insertLink(tx, {
      companyId: row.companyId,
      requestId: row.id,
      approverId: approver.memberId,
      expiresAt: new Date(Date.now() + LINK_HOURS * 3600_000),
    });
    const url = `${deps.config.PUBLIC_URL}${SET_WITHDRAWALS_PAGE}/${signLink(deps.config.APP_SECRET, link)}`;
    const lines = [
      `${who} asks for a ${what} of ${formatKobo(row.amount)} (reference ${row.reference}).`,
      `Approve or reject it with your transaction PIN. The link works once and expires in ${LINK_HOURS} hours.`,
    ];
    await deps.mailer.enqueue(tx, afterCommit, {
      to: approver.email,
      subject: `On-demand pay: ${what} request to approve`,
      template: 'on-demand.approval',
      companyId: row.companyId,
      category: 'on-demand',
      text: `${lines.join('\n')}\n${url}`,
      html: layout(lines, { label: 'Review request', url }),
    });
  }
}

async function openLink(ex: Executor, deps: Pick<OnDemandDeps, 'config'>, payload: string, lock: boolean) {
  const { companyId, linkId } = readLink(deps.config.APP_SECRET, payload);
  const link = await lq.findLink(ex, companyId, linkId, lock);
  if (!link) throw invalid();
  if (link.usedAt) throw new BadRequest(ON_DEMAND_MESSAGES.linkUsed, ErrorCode.invalidToken);
  return link;
}

export async function viewLink(deps: OnDemandDeps, payload: string): Promise<LinkView> {
  const link = await openLink(deps.db, deps, payload, false);
  const row = await q.findRequest(deps.db, link.companyId, link.requestId);
  if (!row) throw invalid();
  const approver = (await memberContacts(deps.db, link.companyId, { memberIds: [link.approverId] }))[0];
  return {
    companyName: await companyName(deps.db, link.companyId),
    approverName: approver ? `${approver.firstName} ${approver.lastName}` : '',
    request: await requestView(deps.db, row),
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** Decides the link's request with the approver's PIN; the link is used up whatever the request's state. */
export async function decideByLink(
  deps: OnDemandDeps,
  payload: string,
  decision: Decision,
  body: { pin: string; reason?: string | undefined },
  origin: { ip?: string | null; userAgent?: string | null },
) {
  const peek = await openLink(deps.db, deps, payload, false);
  const approver = (await memberContacts(deps.db, peek.companyId, { memberIds: [peek.approverId] }))[0];
  if (!approver) throw new Forbidden(ON_DEMAND_MESSAGES.notDesignatedApprover);
  const caller = {
    auth: {
      userId: approver.userId,
      sessionId: '',
      companyId: peek.companyId,
      memberId: approver.memberId,
      role: approver.role,
      customPermissions: [],
      supportOperatorId: null,
    },
    ...origin,
  };
  await verifyTransactionPin(deps, caller, body.pin);
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const link = await openLink(tx, deps, payload, true);
      await lq.useLink(tx, link.companyId, link.id);
      const rules = await q.getRules(tx, link.companyId);
      if (!rules?.approverIds.includes(link.approverId))
        throw new Forbidden(ON_DEMAND_MESSAGES.notDesignatedApprover);
      const row = await q.lockRequest(tx, link.companyId, link.requestId);
      if (!row) throw new NotFound('Request');
      return decideLocked(tx, afterCommit, deps, caller, row, decision, {
        reason: body.reason,
        pinChecked: true,
      });
    },
    deps.onEffectError,
  );
}
