// The emailed link: a signed-in approver opens it (it answers the request), or decides from it without a session,
// the transaction PIN proving who they are. Either way the link works once.
import {
  APPROVAL_MESSAGES,
  APPROVAL_STATUSES,
  ErrorCode,
  type LinkDecisionBody,
  permissionsOfRole,
} from '@paydesk/contracts';
import type { Caller, RequestOrigin } from '../../http/route-kit.ts';
import { BadRequest, Forbidden } from '../../lib/errors.ts';
import { readApprovalLink } from './approval-links.ts';
import type { ApprovalsDeps } from './approvals-deps.ts';
import { DECIDE_PERMISSION } from './approver-directory.ts';
import { approveRequest, rejectRequest } from './decisions.service.ts';
import { findLink, useLink } from './requests.queries.ts';

const used = () => new BadRequest(APPROVAL_MESSAGES.linkUsed, ErrorCode.invalidToken);

/** A signed-in approver opens their link: answers the request's id and uses the link up. */
export async function resolveLink(deps: Pick<ApprovalsDeps, 'db' | 'config'>, caller: Caller, token: string) {
  const { companyId, linkId } = readApprovalLink(deps.config.APP_SECRET, token);
  if (companyId !== caller.auth.companyId) throw used();
  return deps.db.transaction(async (tx) => {
    const link = await useLink(tx, companyId, linkId);
    if (!link) throw used();
    if (link.memberId !== caller.auth.memberId) throw new Forbidden('This link was sent to another approver');
    return { requestId: link.requestId };
  });
}

/** Decides from the link without a session: the link names the approver, their PIN proves it is them. */
export async function decideFromLink(deps: ApprovalsDeps, origin: RequestOrigin, body: LinkDecisionBody) {
  const { companyId, linkId } = readApprovalLink(deps.config.APP_SECRET, body.token);
  const link = await findLink(deps.db, companyId, linkId);
  if (!link || link.usedAt || link.expiresAt.getTime() <= Date.now()) throw used();
  const member = await deps.approverDirectory.findPerson(deps.db, companyId, link.memberId);
  if (member?.status !== 'active') throw used();
  const caller: Caller = {
    ...origin,
    auth: {
      userId: member.userId,
      sessionId: '',
      companyId,
      memberId: member.memberId,
      role: member.role,
      customPermissions: await deps.approverDirectory.customPermissionsOf(deps.db, companyId, member.roleId),
      supportOperatorId: null,
    },
  };
  if (!permissionsOfRole(caller.auth.role, caller.auth.customPermissions).has(DECIDE_PERMISSION))
    throw new Forbidden('Your role does not allow this (approvals.requests.decide).');
  await deps.verifyPin(caller, body.pin);
  const claimed = await deps.db.transaction((tx) => useLink(tx, companyId, linkId));
  if (!claimed) throw used();
  if (body.decision === 'approve') {
    const result = await approveRequest(deps, caller, link.requestId, {}, `approval-link:${linkId}`, {
      pinChecked: true,
    });
    if (result.status >= 400) throw new BadRequest((result.body as { message: string }).message);
    const answered = (result.body as { data: { status: string } }).data.status;
    const status = APPROVAL_STATUSES.find((s) => s === answered);
    if (!status) throw new Error(`The approval answered an unknown status '${answered}'`);
    return { requestId: link.requestId, status };
  }
  const rejected = await rejectRequest(deps, caller, link.requestId, { reason: body.reason ?? '' });
  return { requestId: link.requestId, status: rejected.status };
}
