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
  /** Tells the executor its request was rejected (a no-op for executors without `rejected`). */
  rejected<K extends keyof Actions & string>(
    key: K,
    context: ExecutionContext,
    payload: Actions[K],
    reason: string,
  ): Promise<void>;
  /** The action's warnings now; none for an executor without `warnings`. */
  warnings<K extends keyof Actions & string>(
    key: K,
    db: Executor,
    companyId: string,
    requestId: string,
    payload: Actions[K],
  ): Promise<ApprovalWarning[]>;
  /** The executor's `acknowledge`, or null when its requests carry no warnings. */
  acknowledgerOf<K extends keyof Actions & string>(key: K): ActionExecutor<Actions[K]>['acknowledge'] | null;
  /** The executor's `revise`, or null when its requests cannot be edited. */
  reviserOf<K extends keyof Actions & string>(key: K): ActionExecutor<Actions[K]>['revise'] | null;
}

export function createApprovalRegistry<
  Actions extends object = GateableActions,
>(): ApprovalRegistry<Actions> {
  const executors = new Map<string, ActionExecutor<never>>();
  const executorOf = <K extends keyof Actions & string>(key: K) => {
    const executor = executors.get(key) as ActionExecutor<Actions[K]> | undefined;
    if (!executor) throw new Error(`No executor is registered for the gateable action '${key}'`);
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
    rejected: async (key, context, payload, reason) => {
      await executorOf(key).rejected?.(context, payload, reason);
    },
    warnings: async (key, db, companyId, requestId, payload) =>
      (await executorOf(key).warnings?.(db, companyId, requestId, payload)) ?? [],
    acknowledgerOf: (key) => {
      const executor = executors.get(key) as ActionExecutor<Actions[typeof key]> | undefined;
      return executor?.acknowledge?.bind(executor) ?? null;
    },
    reviserOf: (key) => {
      const executor = executors.get(key) as ActionExecutor<Actions[typeof key]> | undefined;
      return executor?.revise?.bind(executor) ?? null;
    },
  };
}
