// Demo approvals for a fresh `npm start`: two administrators, a workflow for transfers of ₦500,000 and more with
// two stages, and requests in different states (waiting for stage 1, waiting for the owner at stage 2, rejected,
// cancelled, expired). Nothing here moves money: executed requests come only from real approvals.
import {
  approvalDecisions,
  approvalRequests,
  approvalWorkflowStages,
  approvalWorkflows,
  companyMembers,
  type Database,
} from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import { findUserByEmail, insertUser, lockEmail } from '../auth/index.ts';
import { walletAccountNames } from '../ledger/index.ts';
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

export async function seedDemoApprovals(db: Database, companyId: string, password: string): Promise<void> {
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
      const [member] = await tx
        .insert(companyMembers)
        .values({ companyId, userId: user.id, role: 'employer-admin', status: 'active' })
        .returning({ id: companyMembers.id });
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
