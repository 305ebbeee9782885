// Demo approvals for a fresh `npm start`: two administrators, a workflow for transfers of ₦500,000 and more with
// two stages, and requests in different states (waiting for stage 1, waiting for the owner at stage 2, rejected,
// cancelled, expired), and, as the day's activity, one approved by both stages and executed through the registry as
// the engine's job would: its move is in both wallets' history.
import {
  approvalDecisions,
  approvalRequests,
  approvalWorkflowStages,
  approvalWorkflows,
  type Database,
} from '@paydesk/db';
import { and, asc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { DemoBusiness } from '../../platform/modules/define-module.ts';
import { findUserByEmail, insertUser, lockEmail } from '../auth/index.ts';
import { walletAccountNames } from '../ledger/index.ts';
import type { ApprovalsDeps } from './approvals-deps.ts';
import type { ApproverDirectory } from './approver-directory.ts';
import { executeRequest } from './execution.ts';
import type { ApprovalRegistry } from './registry.ts';
import { type SnapshotStage, snapshotOf } from './snapshot.ts';

const DEMO_ADMINS = [
  {
    email: 'tunde.bakare@adunnifoods.ng',
    firstName: 'Tunde',
    lastName: 'Bakare',
    jobTitle: 'Finance Manager',
  },
  { email: 'ngozi.eze@adunnifoods.ng', firstName: 'Ngozi', lastName: 'Eze', jobTitle: 'Operations Lead' },
];

const naira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export async function seedDemoApprovals(
  deps: { db: Database; approverDirectory: ApproverDirectory },
  companyId: string,
  password: string,
): Promise<void> {
  const { db } = deps;
  const [existing] = await db
    .select({ id: approvalWorkflows.id })
    .from(approvalWorkflows)
    .where(eq(approvalWorkflows.companyId, companyId));
  if (existing) return;
  const [main, other] = await walletAccountNames(db, companyId);
  if (!main || !other) return;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const members: { memberId: string; userId: string }[] = [];
    for (const admin of DEMO_ADMINS) {
      await lockEmail(tx, admin.email);
      if (await findUserByEmail(tx, admin.email)) return;
      const user = await insertUser(tx, {
        ...admin,
        passwordHash,
        passwordChangedAt: new Date(),
        emailVerifiedAt: new Date(),
      });
      if (!user) return;
      const member = await deps.approverDirectory.addMember(tx, {
        companyId,
        userId: user.id,
        role: 'employer-admin',
        status: 'active',
      });
      members.push({ memberId: member!.id, userId: user.id });
    }
    const [tunde, ngozi] = members as [(typeof members)[0], (typeof members)[0]];
    const [workflow] = await tx
      .insert(approvalWorkflows)
      .values({
        companyId,
        name: 'Transfers above ₦500,000',
        action: 'wallet.move',
        minAmountKobo: 500_000_00,
        createdBy: tunde.memberId,
      })
      .returning();
    const stages = await tx
      .insert(approvalWorkflowStages)
      .values([
        {
          companyId,
          workflowId: workflow!.id,
          position: 1,
          name: 'Finance',
          approvers: { roleIds: [], memberIds: [tunde.memberId] },
          rule: 'any',
        },
        {
          companyId,
          workflowId: workflow!.id,
          position: 2,
          name: 'Owner',
          approvers: { roleIds: ['employer'], memberIds: [] },
          rule: 'any',
        },
      ])
      .returning();
    const snapshot = snapshotOf(workflow!, stages);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const requests = [
      { amount: 750_000_00, status: 'pending', stage: 1, at: 2, decided: [] as SnapshotStage[] },
      { amount: 1_200_000_00, status: 'pending', stage: 2, at: 20, decided: [snapshot.stages[0]!] },
      { amount: 900_000_00, status: 'rejected', stage: 1, at: 50, decided: [] },
      { amount: 650_000_00, status: 'cancelled', stage: 1, at: 80, decided: [] },
      { amount: 2_000_000_00, status: 'expired', stage: 1, at: 200, decided: [] },
    ];
    for (const [i, r] of requests.entries()) {
      const createdAt = hoursAgo(r.at);
      const [row] = await tx
        .insert(approvalRequests)
        .values({
          companyId,
          workflowId: workflow!.id,
          workflowSnapshot: snapshot,
          action: 'wallet.move',
          label: `Move ${naira(r.amount)} between own wallets`,
          description: i === 0 ? `From ${main.name} to ${other.name} for supplier payments` : null,
          amountKobo: r.amount,
          sourceWalletId: main.id,
          payload: {
            kind: 'wallet.move',
            sourceWalletId: main.id,
            destinationWalletId: other.id,
            amount: r.amount,
          },
          status: r.status,
          currentStage: r.stage,
          initiatorMemberId: ngozi.memberId,
          initiatorUserId: ngozi.userId,
          idempotencyKey: `demo-approval-${i + 1}`,
          rejectionReason: r.status === 'rejected' ? 'Please split this across two weeks' : null,
          createdAt,
          updatedAt: createdAt,
          expiresAt: new Date(createdAt.getTime() + 72 * 3_600_000),
          decidedAt: r.status === 'rejected' ? hoursAgo(r.at - 3) : null,
        })
        .returning({ id: approvalRequests.id });
      const decisions = [
        ...r.decided.map((stage) => ({ stage, decision: 'approved' })),
        ...(r.status === 'rejected' ? [{ stage: snapshot.stages[0]!, decision: 'rejected' }] : []),
      ];
      for (const d of decisions) {
        await tx.insert(approvalDecisions).values({
          companyId,
          requestId: row!.id,
          stagePosition: d.stage.position,
          memberId: tunde.memberId,
          decision: d.decision,
          comment:
            d.decision === 'rejected' ? 'Please split this across two weeks' : 'Checked against the invoice',
          createdAt: hoursAgo(r.at - 3),
        });
      }
    }
  });
}

const EXECUTED_KEY = 'demo-approval-executed';

/**
 * Today's executed request (an `activity` step, once the wallets hold the year's money): Ngozi asked to move
 * ₦600,000 to Operations three hours ago, Tunde approved at Finance, the owner a minute ago, and it runs as the
 * engine's job runs it (executeRequest through the registry: the move, the audit, Ngozi's notice). Throws when it
 * does not execute, so a demo never shows a failed run it did not mean.
 */
export async function seedDemoExecutedApproval(
  deps: {
    db: Database;
    config: AppConfig;
    mailer: Mailer;
    registry: ApprovalRegistry;
    approverDirectory: ApproverDirectory;
  },
  business: DemoBusiness,
): Promise<void> {
  const { db } = deps;
  const { companyId } = business;
  const [workflow] = await db
    .select()
    .from(approvalWorkflows)
    .where(and(eq(approvalWorkflows.companyId, companyId), eq(approvalWorkflows.action, 'wallet.move')));
  const [done] = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.idempotencyKey, EXECUTED_KEY)));
  if (!workflow || done) return;
  const [initiator] = await db
    .select({ memberId: approvalRequests.initiatorMemberId, userId: approvalRequests.initiatorUserId })
    .from(approvalRequests)
    .where(
      and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.idempotencyKey, 'demo-approval-1')),
    );
  const stages = await db
    .select()
    .from(approvalWorkflowStages)
    .where(eq(approvalWorkflowStages.workflowId, workflow.id))
    .orderBy(asc(approvalWorkflowStages.position));
  const snapshot = snapshotOf(workflow, stages);
  const [main, other] = await walletAccountNames(db, companyId);
  const [finance, owner] = snapshot.stages;
  const financeMember = finance?.approvers.memberIds[0];
  if (!initiator || !main || !other || !finance || !owner || !financeMember) return;
  const amount = 600_000_00;
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(approvalRequests)
      .values({
        companyId,
        workflowId: workflow.id,
        workflowSnapshot: snapshot,
        action: 'wallet.move',
        label: `Move ${naira(amount)} between own wallets`,
        description: `From ${main.name} to ${other.name} for the week's market purchases`,
        amountKobo: amount,
        sourceWalletId: main.id,
        payload: { kind: 'wallet.move', sourceWalletId: main.id, destinationWalletId: other.id, amount },
        status: 'approved',
        currentStage: owner.position,
        initiatorMemberId: initiator.memberId,
        initiatorUserId: initiator.userId,
        idempotencyKey: EXECUTED_KEY,
        createdAt: minutesAgo(180),
        updatedAt: minutesAgo(1),
        expiresAt: new Date(minutesAgo(180).getTime() + 72 * 3_600_000),
        decidedAt: minutesAgo(1),
      })
      .returning({ id: approvalRequests.id });
    await tx.insert(approvalDecisions).values([
      {
        companyId,
        requestId: row!.id,
        stagePosition: finance.position,
        memberId: financeMember,
        decision: 'approved',
        comment: 'Matches the market list',
        createdAt: minutesAgo(120),
      },
      {
        companyId,
        requestId: row!.id,
        stagePosition: owner.position,
        memberId: business.memberId,
        decision: 'approved',
        comment: null,
        createdAt: minutesAgo(1),
      },
    ]);
    return row!.id;
  });
  const engine: ApprovalsDeps = {
    ...deps,
    jobs: () => undefined,
    verifyPin: async () => {
      throw new Error('The demo seed checks no PIN');
    },
    onEffectError: (error) => {
      throw error;
    },
  };
  await executeRequest(engine, { companyId, id });
  const [after] = await db
    .select({ status: approvalRequests.status, reason: approvalRequests.failureReason })
    .from(approvalRequests)
    .where(eq(approvalRequests.id, id));
  if (after?.status !== 'executed') {
    throw new Error(`The demo's approved move did not execute: ${after?.reason ?? after?.status}`);
  }
}
