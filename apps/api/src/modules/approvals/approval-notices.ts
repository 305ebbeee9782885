// Telling people about a request: the approvers of a stage (bell and email with a signed single-use link) and the
// initiator (bell and email) of an outcome. Written in the deciding transaction; delivered after it commits.
import { APPROVAL_LINK_PAGE, approvalRequestPage, formatDateTime } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { AfterCommit } from '../../lib/transaction.ts';
import { layout } from '../../platform/mail/templates.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { signApprovalLink } from './approval-links.ts';
import type { ApprovalsDeps } from './approvals-deps.ts';
import { stageDeciders } from './approver-directory.ts';
import { insertLink, type RequestRow } from './requests.queries.ts';
import type { SnapshotStage } from './snapshot.ts';

export type NoticeDeps = Pick<ApprovalsDeps, 'mailer' | 'config' | 'approverDirectory'>;

/** Tells every approver of the stage (but the initiator) that the request waits for them. */
export async function noticeStageApprovers(
  deps: NoticeDeps,
  tx: Executor,
  afterCommit: AfterCommit,
  request: RequestRow,
  stage: SnapshotStage,
  intro = 'waits for your approval',
) {
  const approvers = await stageDeciders(deps, tx, request, stage);
  if (approvers.length === 0) return;
  const message = `${request.label} ${intro}`;
  await notify(tx, {
    companyId: request.companyId,
    recipients: approvers.map((a) => a.userId),
    kind: 'approval.request',
    message,
    link: approvalRequestPage(request.id),
  });
  const expiresAt = request.expiresAt;
  for (const approver of approvers) {
    const link = await insertLink(tx, {
      companyId: request.companyId,
      requestId: request.id,
      memberId: approver.memberId,
      expiresAt,
    });
    const token = signApprovalLink(deps.config.APP_SECRET, {
      companyId: request.companyId,
      id: link.id,
      expiresAt,
    });
    const url = `${deps.config.PUBLIC_URL}${APPROVAL_LINK_PAGE}?token=${encodeURIComponent(token)}`;
    const lines = [
      `Hello ${approver.firstName},`,
      `${message}.`,
      `Open the request (this link works once, until ${formatDateTime(expiresAt)} Lagos time): ${url}`,
    ];
    await deps.mailer.enqueue(tx, afterCommit, {
      to: approver.email,
      subject: `Approval needed: ${request.label}`,
      template: 'approvals.request',
      text: lines.join('\n\n'),
      html: layout(lines.slice(0, 2), { label: 'Open the request', url }),
      companyId: request.companyId,
    });
  }
}

/** Tells the initiator what became of their request. */
export async function noticeInitiator(
  deps: NoticeDeps,
  tx: Executor,
  afterCommit: AfterCommit,
  request: RequestRow,
  outcome: string,
) {
  const initiator = await deps.approverDirectory.findPerson(tx, request.companyId, request.initiatorMemberId);
  if (!initiator) return;
  const message = `${request.label}: ${outcome}`;
  await notify(tx, {
    companyId: request.companyId,
    recipients: [initiator.userId],
    kind: 'approval.outcome',
    message,
    link: approvalRequestPage(request.id),
  });
  const lines = [`Hello ${initiator.firstName},`, `${message}.`];
  await deps.mailer.enqueue(tx, afterCommit, {
    to: initiator.email,
    subject: `Your request: ${outcome}`,
    template: 'approvals.outcome',
    text: lines.join('\n\n'),
    html: layout(lines),
    companyId: request.companyId,
  });
}
