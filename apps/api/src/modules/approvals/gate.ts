// The question every gateable action asks before it runs (architecture rule 11): "is this covered by an enabled
// workflow?" A module asks it through `gateOrRun`, inside its own transaction, with the payload it would execute.
// When the answer is `gated`, the engine has stored a request (with that payload as its snapshot), the helper records
// the request's audit event and the module answers 202 with the request instead of doing the action; the action then
// runs through the registry when the last stage approves. Otherwise the helper runs the action at once.
import type { AuditAction } from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import type { AfterCommit } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import type { GateableActions } from './registry.ts';

export type GateableAction = keyof GateableActions & string;

export interface GateInput<K extends GateableAction> {
  action: K;
  companyId: string;
  requestedBy: { userId: string; memberId: string };
  /** The client's idempotency key of the gated call: a replay finds the same request. */
  idempotencyKey: string;
  /**
   * Amount the workflow conditions compare (kobo): the amount the member typed (a batch: its lines' amounts), never
   * with fees added (decision 0020); absent for actions without money.
   */
  amountKobo?: number;
  /** Source wallet the workflow conditions compare; absent when the action has none. */
  sourceWalletId?: string;
  payload: GateableActions[K];
  /** A line for the approvers' list; the executor's `describe` (or the action's label) when absent. */
  description?: string;
  /** The caller's after-commit hook: the approvers' emails are delivered once the request commits. */
  afterCommit: AfterCommit;
}

export type GateResult = { gated: false } | { gated: true; requestId: string };

export interface ApprovalGate {
  check<K extends GateableAction>(tx: Tx, input: GateInput<K>): Promise<GateResult>;
}

/** The gate of a product without the workflow engine: nothing is covered, every action runs at once. */
export const ungated: ApprovalGate = {
  check: async () => ({ gated: false }),
};

/** What a gated action tells `gateOrRun`: the gate's question, asked as the caller, and how a request is audited. */
export interface GatedAction<K extends GateableAction>
  extends Omit<GateInput<K>, 'companyId' | 'requestedBy' | 'afterCommit'> {
  /** The module's gate; undefined where the module was built without the engine (nothing is gated). */
  gate: ApprovalGate | undefined;
  /** Who asks: the request's business and initiator, and the actor of its audit event. */
  caller: Caller;
  /** The caller's after-commit hook, never optional: the approvers' emails leave once the request commits. */
  afterCommit: AfterCommit;
  /**
   * The audit event of a stored request ('<x>.requested', its target the request, recorded as the caller), or null
   * where the action's own events tell it: a payroll submission names its request, a role or limit change is audited
   * when it applies.
   */
  requested: { action: AuditAction; metadata?: Record<string, unknown> } | null;
}

export type Gated<T> = { gated: true; requestId: string } | { gated: false; result: T };

/** The data of a 202 that names the waiting request (`approvalPending` of the contracts). */
export const pendingRequest = (requestId: string) => ({ requestId, status: 'pending' as const });

/**
 * Asks the gate in the caller's transaction: a covered action becomes a request (audited, `run` not called); any
 * other runs now, in the same transaction. `afterCommit` is required: the approvers' emails, like every job the
 * action queues, leave only once the transaction commits.
 */
export async function gateOrRun<K extends GateableAction, T>(
  tx: Tx,
  input: GatedAction<K>,
  run: () => Promise<T>,
): Promise<Gated<T>> {
  const { gate = ungated, caller, requested, ...question } = input;
  const { companyId, userId, memberId } = caller.auth;
  const answer = await gate.check(tx, { ...question, companyId, requestedBy: { userId, memberId } });
  if (!answer.gated) return { gated: false, result: await run() };
  if (requested) {
    await recordCallerAudit(tx, caller, {
      action: requested.action,
      target: { type: 'approval-request', id: answer.requestId },
      outcome: 'success',
      metadata: requested.metadata,
    });
  }
  return { gated: true, requestId: answer.requestId };
}
