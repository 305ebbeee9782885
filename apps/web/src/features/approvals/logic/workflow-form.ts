// The workflow form's values (naira as typed, stages as drafts) ↔ the contract's request (kobo, stage inputs). The
// contract's schema checks the mapped request, and its messages land on the form field they are about, so the
// browser and the server refuse the same things with the same words.
import {
  type ApprovalAction,
  type ApprovalWorkflow,
  type ApproverRule,
  type CreateWorkflowRequest,
  createWorkflowRequest,
  type UpdateWorkflowRequest,
} from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';
import { WORKFLOW_FORM_COPY as COPY } from '../copy.ts';

export interface StageDraft {
  name: string;
  roleIds: string[];
  memberIds: string[];
  rule: ApproverRule;
  /** How many must approve when the rule is 'n', as typed. */
  n: string;
}

export interface WorkflowDraft {
  name: string;
  action: ApprovalAction | '';
  minAmount: string;
  maxAmount: string;
  /** '' for any wallet. */
  sourceWalletId: string;
  enabled: boolean;
  stages: StageDraft[];
}

export const emptyStage = (): StageDraft => ({ name: '', roleIds: [], memberIds: [], rule: 'any', n: '' });

export const emptyWorkflow = (): WorkflowDraft => ({
  name: '',
  action: '',
  minAmount: '',
  maxAmount: '',
  sourceWalletId: '',
  enabled: true,
  stages: [emptyStage()],
});

const nairaText = (kobo: number | null) =>
  kobo === null
    ? ''
    : `${Math.floor(kobo / 100)}${kobo % 100 ? `.${String(kobo % 100).padStart(2, '0')}` : ''}`;

export const draftOf = (workflow: ApprovalWorkflow): WorkflowDraft => ({
  name: workflow.name,
  action: workflow.action,
  minAmount: nairaText(workflow.conditions.minAmountKobo),
  maxAmount: nairaText(workflow.conditions.maxAmountKobo),
  sourceWalletId: workflow.conditions.sourceWalletId ?? '',
  enabled: workflow.enabled,
  stages: workflow.stages.map((s) => ({
    name: s.name ?? '',
    roleIds: s.approvers.roleIds,
    memberIds: s.approvers.memberIds,
    rule: s.rule,
    n: s.n === null ? '' : String(s.n),
  })),
});

/** '' is no bound; otherwise naira with at most two decimals, never negative. */
function koboOf(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const kobo = parseNaira(text.trim());
  return kobo === null || kobo < 0 ? 'invalid' : kobo;
}

export type FormErrors = Record<string, string>;

/** The form field a contract path is about ('conditions.minAmountKobo' → 'minAmount', 'stages.0.approvers' →
 *  'stages.0.roleIds'). Unknown paths fall on the form as a whole ('root'). */
export function formFieldOf(path: readonly PropertyKey[] | string): string {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(Boolean);
  const [head, second, third] = parts;
  if (head === 'name' || head === 'action' || head === 'enabled') return head;
  if (head === 'conditions') {
    if (second === 'minAmountKobo') return 'minAmount';
    if (second === 'maxAmountKobo') return 'maxAmount';
    if (second === 'sourceWalletId') return 'sourceWalletId';
    return 'minAmount';
  }
  if (head === 'minAmountKobo') return 'minAmount';
  if (head === 'maxAmountKobo') return 'maxAmount';
  if (head === 'sourceWalletId') return 'sourceWalletId';
  if (head === 'stages') {
    if (second === undefined || Number.isNaN(Number(second))) return 'stages';
    const field = third === 'approvers' || third === undefined ? 'roleIds' : third;
    return `stages.${second}.${field === 'n' || field === 'rule' || field === 'name' ? field : 'roleIds'}`;
  }
  return 'root';
}

export type MappedWorkflow = { ok: true; body: CreateWorkflowRequest } | { ok: false; errors: FormErrors };

/** Maps and checks the form with the contract's schema: the request to send, or the errors by form field. */
export function workflowRequestOf(draft: WorkflowDraft): MappedWorkflow {
  const errors: FormErrors = {};
  const min = koboOf(draft.minAmount);
  const max = koboOf(draft.maxAmount);
  if (min === 'invalid') errors.minAmount = COPY.amountInvalid;
  if (max === 'invalid') errors.maxAmount = COPY.amountInvalid;
  const body = {
    name: draft.name,
    action: draft.action || undefined,
    enabled: draft.enabled,
    conditions: {
      minAmountKobo: min === 'invalid' ? null : min,
      maxAmountKobo: max === 'invalid' ? null : max,
      sourceWalletId: draft.sourceWalletId || null,
    },
    stages: draft.stages.map((s) => ({
      name: s.name,
      approvers: { roleIds: s.roleIds, memberIds: s.memberIds },
      rule: s.rule,
      n: s.rule === 'n' ? (s.n.trim() === '' ? null : Number(s.n)) : null,
    })),
  };
  const parsed = createWorkflowRequest.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(issue.path);
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: body as CreateWorkflowRequest };
}

/** An edit sends what may change: the action never does, and enabling has its own switch in the list. */
export const updateOf = (body: CreateWorkflowRequest): UpdateWorkflowRequest => ({
  name: body.name,
  conditions: body.conditions ?? {},
  stages: body.stages,
});

/** The server's field messages (a 'Validation Errors' answer, or the 409 of an overlapping workflow naming its
 *  field) by form field. */
export function serverErrorsOf(fieldErrors: Record<string, string[]>): FormErrors {
  const errors: FormErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const [first] = messages;
    if (first) errors[formFieldOf(path)] ??= first;
  }
  return errors;
}

/** Moves a stage one place up or down; the list is returned unchanged at the ends. */
export function moveStage<T>(stages: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= stages.length) return [...stages];
  const next = [...stages];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
