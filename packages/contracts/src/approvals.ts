// Approvals (spec §2.3 Approvals and Settings, §3 Approvals, §4 Approvals; architecture rule 11): workflows with
// ordered stages that cover a gateable action, the requests a covered action becomes, the decisions on them, the
// signed link of the approvers' email and the dashboard's analytics.
import { z } from 'zod';
import { APPROVAL_ACTIONS, type ApprovalAction } from './audit-actions.ts';
import { calendarDate, dateRangeInOrder, dateRangeOrder } from './dates.ts';
import { page, pageQuery, success } from './envelope.ts';
import { transactionPin } from './wallets.ts';

// --- actions -----------------------------------------------------------------------------------------

// The actions and their words live with the audit log's (audit-actions.ts): one place for the actions people read.
export { APPROVAL_ACTION_LABELS, APPROVAL_ACTIONS, type ApprovalAction } from './audit-actions.ts';

/** Actions that move money: an approver confirms their decision with their transaction PIN. */
export const MONEY_APPROVAL_ACTIONS: readonly ApprovalAction[] = [
  'transfer.single',
  'wallet.move',
  'transfer.bulk',
  'bill.payment',
  'transfer.recurring.setup',
  'payroll.approval',
  'payroll.salary.payment',
  'payroll.remittance.payment',
  'ondemand.withdrawal',
  'settlement.sweep',
];
export const isMoneyApprovalAction = (action: string) =>
  (MONEY_APPROVAL_ACTIONS as readonly string[]).includes(action);

const approvalAction = z.enum(APPROVAL_ACTIONS, { error: 'Choose the action this workflow covers' });

// --- texts -------------------------------------------------------------------------------------------

export const APPROVAL_MESSAGES = {
  workflowCreated: 'Workflow created',
  workflowUpdated: 'Workflow updated',
  stageUpdated: 'Stage updated',
  workflowDeleted: 'Workflow deleted',
  workflowEnabled: 'Workflow enabled',
  workflowDisabled: 'Workflow disabled',
  /** A gated action answered 202: it waits for the workflow's approvers. */
  sentForApproval: 'Sent for approval',
  approved: 'Request approved',
  rejected: 'Request rejected',
  cancelled: 'Request cancelled',
  commented: 'Comment added',
  disbursementUpdated: 'Request updated; approvals so far were cleared',
  overlap: 'Another enabled workflow already covers this action for an overlapping amount range and wallet',
  selfApproval: 'You cannot approve or reject your own request',
  notApprover: 'You are not an approver of the current stage of this request',
  alreadyDecided: 'You have already decided on this stage',
  notPending: 'This request is no longer pending',
  notInitiator: 'Only the member who made the request can do this',
  linkUsed: 'This approval link is invalid, expired or already used',
  notEditable: 'This request cannot be edited',
  /**
   * Why a pending request went back to its requester (status 'cancelled') when a change of its workflow left no one
   * who may approve it (a person removed from the workflow, or the workflow deleted).
   */
  warningAcknowledged: 'Warning acknowledged',
  /** Approving is refused while the action's warnings (a payroll's variance warnings) are not all acknowledged. */
  unacknowledgedWarnings: 'Acknowledge each warning before approving',
  /** The key names no warning of the request's action now (fixed, or changed by a computation since). */
  warningNotFound: 'This warning is no longer on the request: read it again',
  /** The action has no warnings to acknowledge (or no longer waits for this request). */
  noWarnings: 'This request has no warnings to acknowledge',
  returnedNoApprover:
    'Returned to you: after a change to the approval workflow, no one is left who may approve it. Make the request again if it is still needed.',
} as const;

// --- workflows ---------------------------------------------------------------------------------------

export const APPROVER_RULES = ['any', 'all', 'n'] as const;
export type ApproverRule = (typeof APPROVER_RULES)[number];
export const APPROVER_RULE_LABELS: Record<ApproverRule, string> = {
  any: 'Any one of them',
  all: 'All of them',
  n: 'A number of them',
};

/** A role id is 'employer', 'employer-admin' or a custom role's id. */
const roleId = z
  .string({ error: 'Choose a role' })
  .refine(
    (v) => v === 'employer' || v === 'employer-admin' || z.string().uuid().safeParse(v).success,
    'Choose a role',
  );
const memberId = z.string({ error: 'Choose a member' }).uuid('Choose a member');

export const stageApprovers = z.object({
  roleIds: z.array(roleId).max(20, 'At most 20 roles per stage').default([]),
  memberIds: z.array(memberId).max(50, 'At most 50 members per stage').default([]),
});

export const workflowStageInput = z
  .object({
    name: z
      .string()
      .trim()
      .max(80, 'Stage name must be at most 80 characters')
      .optional()
      .transform((v) => (v ? v : undefined)),
    approvers: stageApprovers,
    rule: z.enum(APPROVER_RULES, { error: "rule is 'any', 'all' or 'n'" }),
    /** How many distinct approvers must approve when the rule is 'n'. */
    n: z.number().int('Enter a whole number').min(1, 'At least one approver').max(50).nullish(),
  })
  .superRefine((s, ctx) => {
    if (s.approvers.roleIds.length === 0 && s.approvers.memberIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['approvers'], message: 'Choose at least one role or member' });
    }
    if (s.rule === 'n' && !s.n) {
      ctx.addIssue({ code: 'custom', path: ['n'], message: 'Enter how many approvers must approve' });
    }
  });
export type WorkflowStageInput = z.input<typeof workflowStageInput>;

const amountBound = (label: string) =>
  z
    .number()
    .int(`${label} must be a whole number of kobo`)
    .min(0, `${label} cannot be negative`)
    .max(Number.MAX_SAFE_INTEGER)
    .nullish();

export const workflowConditions = z
  .object({
    /** Inclusive lower bound in kobo; absent or null means no lower bound. */
    minAmountKobo: amountBound('Minimum amount'),
    /** Inclusive upper bound in kobo; absent or null means no upper bound. */
    maxAmountKobo: amountBound('Maximum amount'),
    sourceWalletId: z.string().uuid('Wallet not found').nullish(),
  })
  .refine((c) => c.minAmountKobo == null || c.maxAmountKobo == null || c.minAmountKobo <= c.maxAmountKobo, {
    path: ['maxAmountKobo'],
    message: 'The maximum amount cannot be below the minimum amount',
  });
export type WorkflowConditions = z.input<typeof workflowConditions>;

const workflowName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');
const stageList = z
  .array(workflowStageInput, { error: 'Add at least one stage' })
  .min(1, 'Add at least one stage')
  .max(10, 'At most 10 stages');

export const createWorkflowRequest = z.object({
  name: workflowName,
  action: approvalAction,
  conditions: workflowConditions.default({}),
  enabled: z.boolean().default(true),
  stages: stageList,
});
export type CreateWorkflowRequest = z.input<typeof createWorkflowRequest>;

/** Changes a workflow; fields left out keep their value. The action a workflow covers never changes. */
export const updateWorkflowRequest = z
  .object({
    name: workflowName.optional(),
    conditions: workflowConditions.optional(),
    stages: stageList.optional(),
  })
  .refine((b) => b.name !== undefined || b.conditions !== undefined || b.stages !== undefined, {
    message: 'Change the name, the conditions or the stages',
  });
export type UpdateWorkflowRequest = z.input<typeof updateWorkflowRequest>;

export const updateStageRequest = workflowStageInput;
export type UpdateStageRequest = z.input<typeof updateStageRequest>;

export const workflowStage = z.object({
  _id: z.string(),
  /** 1-based order of the stage. */
  position: z.number().int(),
  name: z.string().nullable(),
  approvers: z.object({ roleIds: z.array(z.string()), memberIds: z.array(z.string()) }),
  rule: z.enum(APPROVER_RULES),
  n: z.number().int().nullable(),
});
export type WorkflowStage = z.infer<typeof workflowStage>;

const conditionsOut = z.object({
  minAmountKobo: z.number().int().nullable(),
  maxAmountKobo: z.number().int().nullable(),
  sourceWalletId: z.string().nullable(),
});

export const approvalWorkflow = z.object({
  _id: z.string(),
  name: z.string(),
  action: z.enum(APPROVAL_ACTIONS),
  actionLabel: z.string(),
  conditions: conditionsOut,
  enabled: z.boolean(),
  stages: z.array(workflowStage),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApprovalWorkflow = z.infer<typeof approvalWorkflow>;

export const workflowListQuery = pageQuery.extend({
  action: z.enum(APPROVAL_ACTIONS, { error: 'Unknown action' }).optional(),
  enabled: z
    .enum(['true', 'false'], { error: 'enabled is true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type WorkflowListQuery = z.input<typeof workflowListQuery>;
export const workflowListResponse = success(page(approvalWorkflow));
export const workflowResponse = success(approvalWorkflow);

// --- gated answers -----------------------------------------------------------------------------------

export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'executing',
  'executed',
  'failed',
  'rejected',
  'cancelled',
  'expired',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  executing: 'Executing',
  executed: 'Done',
  failed: 'Failed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** What a gated call answers with 202: the request its action became. */
export const approvalRequestRef = z.object({ requestId: z.string(), status: z.enum(APPROVAL_STATUSES) });
export const gatedActionResponse = success(z.object({ approvalRequest: approvalRequestRef }));
export type GatedActionResponse = z.infer<typeof gatedActionResponse>;

// --- requests ----------------------------------------------------------------------------------------

export const DECISIONS = ['approved', 'rejected'] as const;

const person = z.object({ memberId: z.string(), userId: z.string(), name: z.string(), email: z.string() });

export const approvalDecision = z.object({
  memberId: z.string(),
  name: z.string(),
  decision: z.enum(DECISIONS),
  comment: z.string().nullable(),
  decidedAt: z.string(),
  /** False when the member was deactivated after deciding: the decision no longer counts. */
  counted: z.boolean(),
});

export const requestStage = z.object({
  position: z.number().int(),
  name: z.string().nullable(),
  rule: z.enum(APPROVER_RULES),
  n: z.number().int().nullable(),
  /** Distinct approvals the stage needs. */
  required: z.number().int(),
  approvers: z.object({ roleIds: z.array(z.string()), memberIds: z.array(z.string()) }),
  /** The people who may decide the stage now, by name (never the initiator): who "any one approver" is. */
  approverNames: z.array(z.string()),
  status: z.enum(['waiting', 'pending', 'approved', 'rejected']),
  decisions: z.array(approvalDecision),
});
export type RequestStage = z.infer<typeof requestStage>;

export const approvalComment = z.object({
  _id: z.string(),
  memberId: z.string(),
  name: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const approvalRequestSummary = z.object({
  _id: z.string(),
  action: z.enum(APPROVAL_ACTIONS),
  actionLabel: z.string(),
  /** One line from the action's executor ("Move ₦600,000.00 from Main to Payroll"). */
  label: z.string(),
  description: z.string().nullable(),
  amountKobo: z.number().int().nullable(),
  sourceWalletId: z.string().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  /** 1-based stage waiting for decisions; null when the request is no longer pending. */
  currentStage: z.number().int().nullable(),
  stageCount: z.number().int(),
  workflowName: z.string(),
  initiator: person,
  /** The caller may approve or reject it now. */
  awaitingMe: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ApprovalRequestSummary = z.infer<typeof approvalRequestSummary>;

/**
 * A warning the request's action carries (a payroll run's variance warnings: "salary paid again", a large change):
 * approving is refused while one is not acknowledged; whoever may decide the request acknowledges it.
 */
export const approvalWarning = z.object({
  /** What an acknowledgement is posted with. */
  key: z.string(),
  /** Who or what it is about (the employee). */
  subject: z.string().nullable(),
  message: z.string(),
  acknowledgement: z.object({ acknowledgedBy: z.string(), acknowledgedAt: z.string() }).nullable(),
});
export type ApprovalWarning = z.infer<typeof approvalWarning>;

export const approvalRequest = approvalRequestSummary.extend({
  payload: z.record(z.string(), z.unknown()),
  /** The workflow as it was when the request was made: a later edit never changes it. */
  workflow: z.object({
    _id: z.string(),
    name: z.string(),
    action: z.enum(APPROVAL_ACTIONS),
    conditions: conditionsOut,
  }),
  stages: z.array(requestStage),
  comments: z.array(approvalComment),
  /** Why it was rejected, or — cancelled — why it went back to its requester (APPROVAL_MESSAGES.returnedNoApprover). */
  rejectionReason: z.string().nullable(),
  /** What the action answered when it ran. */
  outcome: z.unknown().nullable(),
  failureReason: z.string().nullable(),
  /** The caller may cancel or edit it (the initiator, while pending). */
  canCancel: z.boolean(),
  needsPin: z.boolean(),
  /** The action's warnings as they read now (a pending payroll approval's); empty for actions without. */
  warnings: z.array(approvalWarning),
  decidedAt: z.string().nullable(),
  executedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;

export const APPROVAL_TABS = ['awaiting-me', 'initiated', 'all'] as const;
export type ApprovalTab = (typeof APPROVAL_TABS)[number];

export const approvalRequestListQuery = pageQuery
  .extend({
    tab: z.enum(APPROVAL_TABS, { error: "tab is 'awaiting-me', 'initiated' or 'all'" }).default('all'),
    status: z.enum(APPROVAL_STATUSES, { error: 'Unknown status' }).optional(),
    action: z.enum(APPROVAL_ACTIONS, { error: 'Unknown action' }).optional(),
    /** Business dates in Africa/Lagos, inclusive, on the request's creation. */
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    /** Text in the request's line, description or workflow name (the command palette, the list's search). */
    search: z.string().trim().max(100).optional(),
  })
  .refine(dateRangeInOrder, dateRangeOrder);
export type ApprovalRequestListQuery = z.input<typeof approvalRequestListQuery>;
export const approvalRequestListResponse = success(page(approvalRequestSummary));
export const approvalRequestResponse = success(approvalRequest);

// --- decisions ---------------------------------------------------------------------------------------

const optionalComment = z
  .string()
  .trim()
  .max(500, 'Keep the comment under 500 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

/** Acknowledge one of the request's `warnings` by its key (an approver of the current stage). */
export const acknowledgeRequestWarningBody = z.strictObject({
  key: z.string({ error: 'Choose the warning' }).trim().min(1, 'Choose the warning').max(200),
});
export type AcknowledgeRequestWarningBody = z.input<typeof acknowledgeRequestWarningBody>;

/** Approve; the PIN is required for money actions (`needsPin`). Send an `Idempotency-Key` header. */
export const approveRequestBody = z.object({ pin: transactionPin.optional(), comment: optionalComment });
export type ApproveRequestBody = z.input<typeof approveRequestBody>;

export const rejectRequestBody = z.object({
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(1, 'Give a reason')
    .max(500, 'Keep the reason under 500 characters'),
  pin: transactionPin.optional(),
});
export type RejectRequestBody = z.input<typeof rejectRequestBody>;

export const cancelRequestBody = z.object({ reason: optionalComment });
export type CancelRequestBody = z.input<typeof cancelRequestBody>;

export const commentRequestBody = z.object({
  body: z
    .string({ error: 'Write a comment' })
    .trim()
    .min(1, 'Write a comment')
    .max(1000, 'Keep the comment under 1000 characters'),
});
export type CommentRequestBody = z.input<typeof commentRequestBody>;

/** The initiator edits a pending request's amount or lines; every approval so far is cleared. */
export const updateDisbursementBody = z
  .object({
    amount: z
      .number({ error: 'Amount is required' })
      .int('Amount must be a whole number of kobo')
      .positive('Amount must be more than zero')
      .max(Number.MAX_SAFE_INTEGER, 'Amount is too large')
      .optional(),
    lines: z.array(z.record(z.string(), z.unknown())).min(1, 'Keep at least one line').max(10_000).optional(),
  })
  .refine((b) => b.amount !== undefined || b.lines !== undefined, {
    message: 'Change the amount or the lines',
  });
export type UpdateDisbursementBody = z.input<typeof updateDisbursementBody>;

// --- the emailed link --------------------------------------------------------------------------------

const linkToken = z
  .string({ error: 'This approval link is invalid, expired or already used' })
  .min(16, 'This approval link is invalid, expired or already used')
  .max(600, 'This approval link is invalid, expired or already used');

/** A signed-in approver opens the link: it answers the request and is used up. */
export const resolveLinkBody = z.object({ token: linkToken });
export const resolveLinkResponse = success(z.object({ requestId: z.string() }));

/** An approver decides from the link without signing in: the PIN proves who they are. */
export const linkDecisionBody = z
  .object({
    token: linkToken,
    decision: z.enum(['approve', 'reject'], { error: "decision is 'approve' or 'reject'" }),
    pin: transactionPin,
    reason: optionalComment,
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'reject' && !b.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Give a reason' });
    }
  });
export type LinkDecisionBody = z.input<typeof linkDecisionBody>;
export const linkDecisionResponse = success(approvalRequestRef);

// --- analytics ---------------------------------------------------------------------------------------

export const approvalAnalyticsQuery = z.object({
  /** 'day': the last 30 Lagos days; 'month': the last 12 Lagos months. */
  granularity: z.enum(['day', 'month'], { error: "granularity is 'day' or 'month'" }).default('day'),
});
export type ApprovalAnalyticsQuery = z.input<typeof approvalAnalyticsQuery>;

export const approvalAnalytics = z.object({
  counts: z.record(z.enum(APPROVAL_STATUSES), z.number().int()),
  /** Kobo of requests approved (and executed or executing) this Lagos month. */
  valueApprovedThisMonthKobo: z.number().int(),
  /** Median seconds from creation to the final decision (approve or reject); null without decided requests. */
  medianSecondsToDecision: z.number().nullable(),
  granularity: z.enum(['day', 'month']),
  series: z.array(
    z.object({
      /** YYYY-MM-DD or YYYY-MM in Lagos. */
      period: z.string(),
      label: z.string(),
      created: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
      valueApprovedKobo: z.number().int(),
    }),
  ),
});
export type ApprovalAnalytics = z.infer<typeof approvalAnalytics>;
export const approvalAnalyticsResponse = success(approvalAnalytics);

// --- paths -------------------------------------------------------------------------------------------

export const APPROVAL_PATHS = {
  workflows: '/b2b/employer/approvals/workflows',
  workflow: '/b2b/employer/approvals/workflows/:id',
  workflowStage: '/b2b/employer/approvals/workflows/:id/stages/:stageId',
  workflowEnable: '/b2b/employer/approvals/workflows/:id/enable',
  workflowDisable: '/b2b/employer/approvals/workflows/:id/disable',
  requests: '/b2b/employer/approvals/requests',
  request: '/b2b/employer/approvals/requests/:id',
  approve: '/b2b/employer/approvals/requests/:id/approve',
  reject: '/b2b/employer/approvals/requests/:id/reject',
  cancel: '/b2b/employer/approvals/requests/:id/cancel',
  comments: '/b2b/employer/approvals/requests/:id/comments',
  disbursement: '/b2b/employer/approvals/requests/:id/disbursement',
  acknowledgeWarning: '/b2b/employer/approvals/requests/:id/warnings/acknowledge',
  analytics: '/b2b/employer/approvals/analytics',
  /** Signed in: open the emailed link. */
  resolveLink: '/b2b/employer/approvals/links/resolve',
  /** Open (no session): decide from the emailed link with the transaction PIN. */
  linkDecision: '/auth/approvals/link-decision',
} as const;

/** The web page the emailed link opens; the token rides in the fragment-free query. */
export const APPROVAL_LINK_PAGE = '/approvals/link';

/** The dashboard with one request open in its drawer (where an approver's notification points). */
export const approvalRequestPage = (id: string) =>
  `/approvals/dashboard?tab=all&request=${encodeURIComponent(id)}`;

export const approvalPath = (path: string, params: { id?: string; stageId?: string }) =>
  path
    .replace(':id', encodeURIComponent(params.id ?? ''))
    .replace(':stageId', encodeURIComponent(params.stageId ?? ''));
