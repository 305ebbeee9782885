// The approvals seam (architecture rule 11): each module registers the executor of its gateable actions here, and
// the approvals engine runs an approved request through the registry — never by importing the module. So payments
// and payroll may ask approvals for a request while approvals calls them back, without an import cycle.

import type { ApprovalWarning } from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import type { AfterCommit } from '../../lib/transaction.ts';

/**
 * Gateable actions by key, with the payload their request stores. A module adds its own by declaration merging:
 *   declare module '../approvals/index.ts' { interface GateableActions { 'payments.transfer.create': TransferPayload } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules that gate actions
export interface GateableActions {}

/** What an executor is given when the last stage approves: the request's business, who asked, the transaction. */
export interface ExecutionContext {
  tx: Tx;
  companyId: string;
  /** The approval request being executed (exactly once, architecture rule 11). */
  requestId: string;
  /** The member who asked for the action; the action runs as theirs. */
  requestedBy: { userId: string; memberId: string };
  /** Runs an effect once the approval's transaction commits (a job that reads what the action wrote). */
  afterCommit: AfterCommit;
}

/** What an executor is given to acknowledge a warning: an approver of the request's current stage, checked. */
export interface AcknowledgeContext {
  tx: Tx;
  companyId: string;
  requestId: string;
  /** The approver acknowledging (recorded as who acknowledged, and the audit's actor). */
  caller: Caller;
}

export interface ActionExecutor<Payload> {
  /** Does the action; runs in the approval's transaction and answers whatever the action answers. */
  execute(context: ExecutionContext, payload: Payload): Promise<unknown>;
  /**
   * Told when the request is rejected, in the rejection's transaction (a payroll goes back to draft with the
   * reason). Without it, a rejection only closes the request.
   */
  rejected?(context: ExecutionContext, payload: Payload, reason: string): Promise<void>;
  /**
   * The warnings of the pending request's action as they read now (a payroll's variance warnings), shown on the
   * request: approving is refused while one is not acknowledged. Without it, the action has none.
   */
  warnings?(db: Executor, companyId: string, requestId: string, payload: Payload): Promise<ApprovalWarning[]>;
  /**
   * An approver of the current stage acknowledges one warning by its key (in the caller's transaction, who and when
   * recorded and audited by the module); throws a domain error when the key names no warning now.
   */
  acknowledge?(context: AcknowledgeContext, payload: Payload, key: string): Promise<void>;
  /** One line for the approvers' list ("Transfer ₦50,000.00 to Ada Obi"); the key is shown when absent. */
  describe?(payload: Payload): string;
  /**
   * The initiator edits a pending request's amount or lines (update disbursement): answers the new payload and
   * amount, or throws a domain error. Without it, the request cannot be edited.
   */
  revise?(
    payload: Payload,
    change: { amount?: number; lines?: Record<string, unknown>[] },
  ): {
    payload: Payload;
    amountKobo?: number;
  };
}

/**
 * A stored request's executor, its operations bound to the request's payload: where a row's `action: string` and
 * `payload: unknown` meet the typed executors (`ApprovalRegistry.ofRequest`).
 */
export interface StoredRequestActions {
  execute(context: ExecutionContext): Promise<unknown>;
  /** Tells the executor its request was rejected (a no-op for executors without `rejected`). */
  rejected(context: ExecutionContext, reason: string): Promise<void>;
  /** The action's warnings now; none for an executor without `warnings`. */
  warnings(db: Executor, companyId: string, requestId: string): Promise<ApprovalWarning[]>;
  /** The executor's `acknowledge`, or null when its requests carry no warnings. */
  acknowledge: ((context: AcknowledgeContext, key: string) => Promise<void>) | null;
  /**
   * The executor's `revise`, or null when its requests cannot be edited: answers the new payload and amount, and the
   * label of the new payload (the executor's `describe`).
   */
  revise:
    | ((change: { amount?: number; lines?: Record<string, unknown>[] }) => {
        payload: unknown;
        amountKobo?: number;
        label: string;
      })
    | null;
  /** The request's line for the approvers' list (the key when the executor has no `describe`). */
  describe(): string;
}

/** The error of an action nobody registered an executor for (a stored request of an action since removed). */
export const unregisteredAction = (key: string) =>
  new Error(`No executor is registered for the gateable action '${key}'`);

export interface ApprovalRegistry<Actions extends object = GateableActions> {
  register<K extends keyof Actions & string>(key: K, executor: ActionExecutor<Actions[K]>): void;
  has(key: string): key is keyof Actions & string;
  keys(): (keyof Actions & string)[];
  execute<K extends keyof Actions & string>(
    key: K,
    context: ExecutionContext,
    payload: Actions[K],
  ): Promise<unknown>;
  describe<K extends keyof Actions & string>(key: K, payload: Actions[K]): string;
  /**
   * A stored request's executor with its operations bound to the request's payload, or null when no executor is
   * registered for its action.
   */
  ofRequest(request: { action: string; payload: unknown }): StoredRequestActions | null;
}

export function createApprovalRegistry<
  Actions extends object = GateableActions,
>(): ApprovalRegistry<Actions> {
  const executors = new Map<string, ActionExecutor<never>>();
  const executorOf = <K extends keyof Actions & string>(key: K) => {
    const executor = executors.get(key) as ActionExecutor<Actions[K]> | undefined;
    if (!executor) throw unregisteredAction(key);
    return executor;
  };
  return {
    register(key, executor) {
      if (executors.has(key)) throw new Error(`The gateable action '${key}' is registered twice`);
      executors.set(key, executor as ActionExecutor<never>);
    },
    has: (key): key is keyof Actions & string => executors.has(key),
    keys: () => [...executors.keys()] as (keyof Actions & string)[],
    execute: async (key, context, payload) => executorOf(key).execute(context, payload),
    describe: (key, payload) => executorOf(key).describe?.(payload) ?? key,
    ofRequest: ({ action, payload }) => {
      // The one cast between a stored row and its executor. Sound: a request's payload is written by the gate
      // (`gateOrRun`, typed by the action's key: `GateableActions[K]`) and rewritten only by the same action's
      // `revise` (the demo seed stores a `wallet.move` of that shape), so it is the payload of the executor
      // registered under the row's action.
      const executor = executors.get(action) as ActionExecutor<unknown> | undefined;
      if (!executor) return null;
      const { acknowledge, revise } = executor;
      return {
        execute: (context) => executor.execute(context, payload),
        rejected: async (context, reason) => {
          await executor.rejected?.(context, payload, reason);
        },
        warnings: async (db, companyId, requestId) =>
          (await executor.warnings?.(db, companyId, requestId, payload)) ?? [],
        acknowledge: acknowledge ? (context, key) => acknowledge.call(executor, context, payload, key) : null,
        revise: revise
          ? (change) => {
              const revised = revise.call(executor, payload, change);
              return { ...revised, label: executor.describe?.(revised.payload) ?? action };
            }
          : null,
        describe: () => executor.describe?.(payload) ?? action,
      };
    },
  };
}
