// The approvals engine (architecture rule 11): workflows with ordered stages that cover a gateable action, the
// requests a covered action becomes (with the payload and the workflow as they were), the decisions of approvers,
// the comment thread, and the single-use links of the approvers' emails.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companies, companyMembers } from './companies.ts';

export const approvalWorkflows = pgTable(
  'approval_workflows',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    name: text('name').notNull(),
    action: text('action').notNull(),
    minAmountKobo: bigint('min_amount_kobo', { mode: 'number' }),
    maxAmountKobo: bigint('max_amount_kobo', { mode: 'number' }),
    sourceWalletId: uuid('source_wallet_id'),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('approval_workflows_action_idx').on(t.companyId, t.action),
    check(
      'approval_workflows_range_check',
      sql`${t.minAmountKobo} is null or ${t.maxAmountKobo} is null or ${t.minAmountKobo} <= ${t.maxAmountKobo}`,
    ),
  ],
);

export const approvalWorkflowStages = pgTable(
  'approval_workflow_stages',
  {
    companyId: uuid('company_id').notNull(),
    id: id(),
    workflowId: uuid('workflow_id').notNull(),
    /** 1-based order. */
    position: integer('position').notNull(),
    name: text('name'),
    /** `{ roleIds: string[], memberIds: string[] }`. */
    approvers: jsonb('approvers').notNull(),
    rule: text('rule').notNull(),
    n: integer('n'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('approval_workflow_stages_position_key').on(t.companyId, t.workflowId, t.position),
    foreignKey({
      columns: [t.companyId, t.workflowId],
      foreignColumns: [approvalWorkflows.companyId, approvalWorkflows.id],
    }).onDelete('cascade'),
    check('approval_workflow_stages_rule_check', sql`${t.rule} in ('any', 'all', 'n')`),
  ],
);

export const approvalRequests = pgTable(
  'approval_requests',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    /** The workflow it was made under; the snapshot below is what counts (a deleted workflow leaves it). */
    workflowId: uuid('workflow_id').notNull(),
    workflowSnapshot: jsonb('workflow_snapshot').notNull(),
    action: text('action').notNull(),
    label: text('label').notNull(),
    description: text('description'),
    amountKobo: bigint('amount_kobo', { mode: 'number' }),
    sourceWalletId: uuid('source_wallet_id'),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    /** 1-based stage waiting for decisions while pending. */
    currentStage: integer('current_stage'),
    initiatorMemberId: uuid('initiator_member_id').notNull(),
    initiatorUserId: uuid('initiator_user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    rejectionReason: text('rejection_reason'),
    outcome: jsonb('outcome'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: at('expires_at').notNull(),
    decidedAt: at('decided_at'),
    executedAt: at('executed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('approval_requests_idempotency_key').on(t.companyId, t.idempotencyKey),
    index('approval_requests_status_idx').on(t.companyId, t.status, t.createdAt),
    index('approval_requests_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    foreignKey({
      columns: [t.companyId, t.initiatorMemberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }),
    check(
      'approval_requests_status_check',
      sql`${t.status} in ('pending', 'approved', 'executing', 'executed', 'failed', 'rejected', 'cancelled', 'expired')`,
    ),
  ],
);

export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    companyId: uuid('company_id').notNull(),
    id: id(),
    requestId: uuid('request_id').notNull(),
    stagePosition: integer('stage_position').notNull(),
    memberId: uuid('member_id').notNull(),
    decision: text('decision').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('approval_decisions_member_key').on(t.companyId, t.requestId, t.stagePosition, t.memberId),
    foreignKey({
      columns: [t.companyId, t.requestId],
      foreignColumns: [approvalRequests.companyId, approvalRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }),
    check('approval_decisions_decision_check', sql`${t.decision} in ('approved', 'rejected')`),
  ],
);

export const approvalComments = pgTable(
  'approval_comments',
  {
    companyId: uuid('company_id').notNull(),
    id: id(),
    requestId: uuid('request_id').notNull(),
    memberId: uuid('member_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('approval_comments_request_idx').on(t.companyId, t.requestId, t.createdAt),
    foreignKey({
      columns: [t.companyId, t.requestId],
      foreignColumns: [approvalRequests.companyId, approvalRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }),
  ],
);

/** The signed link of an approver's email; `used_at` makes it single-use. */
export const approvalLinks = pgTable(
  'approval_links',
  {
    companyId: uuid('company_id').notNull(),
    id: id(),
    requestId: uuid('request_id').notNull(),
    memberId: uuid('member_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.requestId],
      foreignColumns: [approvalRequests.companyId, approvalRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }),
  ],
);
