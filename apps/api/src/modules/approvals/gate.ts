// The question every gateable action asks before it runs (architecture rule 11): "is this covered by an enabled
// workflow?" A module calls `gate.check` inside its own transaction, with the payload it would execute. When the answer
// is `gated`, the engine has stored a request (with that payload as its snapshot) and the module answers 202 with the
// request instead of doing the action; the action then runs through the registry when the last stage approves.
import type { Tx } from '@paydesk/db';
import type { AfterCommit } from '../../lib/transaction.ts';
import type { GateableActions } from './registry.ts';

export type GateableAction = keyof GateableActions & string;

export interface GateInput<K extends GateableAction> {
  action: K;
  companyId: string;
  requestedBy: { userId: string; memberId: string };
  /** The client's idempotency key of the gated call: a replay finds the same request. */
  idempotencyKey: string;
  /** Amount the workflow conditions compare (kobo); absent for actions without money. */
  amountKobo?: number;
  /** Source wallet the workflow conditions compare; absent when the action has none. */
  sourceWalletId?: string;
  payload: GateableActions[K];
  /** A line for the approvers' list; the executor's `describe` (or the action's label) when absent. */
  description?: string;
  /** The caller's after-commit hook: the approvers' emails are delivered once the request commits. */
  afterCommit?: AfterCommit;
}

export type GateResult = { gated: false } | { gated: true; requestId: string };

export interface ApprovalGate {
  check<K extends GateableAction>(tx: Tx, input: GateInput<K>): Promise<GateResult>;
}

/** The gate of a product without the workflow engine: nothing is covered, every action runs at once. */
export const ungated: ApprovalGate = {
  check: async () => ({ gated: false }),
};
