// The sandbox transfer rail: takes transfers at once, settles or fails each by a job BANK_TRANSFER_SETTLE_SECONDS
// later with a NIP-style session id, and owes a signed callback per outcome (an outbox in sandbox_bank_transfers,
// retried with back-off until the webhook answers 2xx). Deterministic by account number (docs/sandbox.md):
//   0000000011  refused at once ('Beneficiary account is invalid')
//   0000000012  accepted, then fails ('Transaction declined by beneficiary bank') with a callback
//   0000000013  accepted and stays pending: no callback; a status re-query finds it settled
// Any other account settles.
import { randomInt } from 'node:crypto';
import { BANK_SIGNATURE_HEADER } from '@paydesk/contracts';
import { type Database, sandboxBankTransfers } from '@paydesk/db';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { CallbackTransport } from '../funding/index.ts';
import { signatureHolds, signBody } from '../funding/signature.ts';
import type { SubmitResult, TransferInstruction, TransferOutcome, TransferRail } from './transfer-rail.ts';

export const SANDBOX_TRANSFER_ACCOUNTS = {
  failsAtOnce: '0000000011',
  failsAfterPending: '0000000012',
  pendingUntilRequeried: '0000000013',
} as const;
export const SANDBOX_REFUSED_REASON = 'Beneficiary account is invalid';
export const SANDBOX_DECLINED_REASON = 'Transaction declined by beneficiary bank';

type Row = typeof sandboxBankTransfers.$inferSelect;

/** Outcomes per grouped callback, and transfers decided per settlement statement. */
export const CALLBACK_GROUP = 500;
const DECIDE_GROUP = 1_000;

export interface SandboxTransferDeps {
  db: Database;
  secret: string;
  /** The six-digit code of the sending institution, the head of every session id. */
  institutionCode: string;
  settleSeconds: number;
  callbackPath: string;
  /** Where grouped callbacks go: every outcome due at a tick, up to CALLBACK_GROUP in one signed body. */
  callbackBatchPath?: string;
  deliver: CallbackTransport;
  /** Asks for a settlement run after the given seconds (a job); a minute sweep catches anything missed. */
  requestProcessing: (afterSeconds: number) => Promise<void>;
}

export interface SandboxTransferRail extends TransferRail {
  readonly sandbox: true;
  /** Settles or fails every due transfer and queues its callback; answers how many were decided. */
  settleDue(): Promise<number>;
  /** Delivers every due callback; safe in several processes at once. */
  deliverDueCallbacks(): Promise<number>;
}

/** NIP session id: sender institution (6) + yyMMddHHmmss in Lagos (12) + 12 random digits = 30 digits. */
export function nipSessionId(institutionCode: string, at = new Date()): string {
  const lagos = new Date(at.getTime() + 60 * 60 * 1000);
  const stamp = lagos.toISOString().replace(/\D/g, '').slice(2, 14);
  const tail = `${randomInt(0, 1_000_000).toString().padStart(6, '0')}${randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
  return `${institutionCode.padStart(6, '0').slice(-6)}${stamp}${tail}`;
}

/** What the sandbox makes of a transfer to this account (docs/sandbox.md). */
const planOf = (i: TransferInstruction): Row['plan'] =>
  i.accountNumber === SANDBOX_TRANSFER_ACCOUNTS.failsAfterPending
    ? 'fail'
    : i.accountNumber === SANDBOX_TRANSFER_ACCOUNTS.pendingUntilRequeried
      ? 'stuck'
      : 'settle';

const outcomeOf = (row: Row): TransferOutcome => ({
  reference: row.merchantReference,
  providerReference: row.providerReference,
  status: row.status,
  sessionId: row.sessionId,
  failureReason: row.failureReason,
  occurredAt: (row.decidedAt ?? row.createdAt).toISOString(),
});

export function createSandboxTransfers(deps: SandboxTransferDeps): SandboxTransferRail {
  const { db } = deps;

  async function decide(row: Row, status: 'settled' | 'failed', withCallback: boolean) {
    const [decided] = await db
      .update(sandboxBankTransfers)
      .set({
        status,
        decidedAt: new Date(),
        sessionId: status === 'settled' ? nipSessionId(deps.institutionCode) : null,
        failureReason: status === 'failed' ? SANDBOX_DECLINED_REASON : null,
        callbackDueAt: withCallback ? sql`now()` : null,
      })
      .where(
        and(
          eq(sandboxBankTransfers.providerReference, row.providerReference),
          eq(sandboxBankTransfers.status, 'pending'),
        ),
      )
      .returning();
    return decided;
  }

  /** Claims due callbacks (SKIP LOCKED) and delivers them: one by one, or grouped in one signed body. */
  async function deliverSome(): Promise<number> {
    const group = deps.callbackBatchPath ? CALLBACK_GROUP : 1;
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(sandboxBankTransfers)
        .where(
          and(
            isNull(sandboxBankTransfers.callbackDeliveredAt),
            lte(sandboxBankTransfers.callbackDueAt, sql`now()`),
            sql`${sandboxBankTransfers.callbackAttempts} < 20`,
          ),
        )
        .orderBy(asc(sandboxBankTransfers.callbackDueAt))
        .limit(group)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const grouped = group > 1;
      const body = grouped
        ? JSON.stringify({ event: 'transfer.outcomes', data: rows.map(outcomeOf) })
        : JSON.stringify({ event: `transfer.${rows[0]!.status}`, data: outcomeOf(rows[0]!) });
      let status = 0;
      let error: string | null = null;
      try {
        status = await deps.deliver({
          path: grouped ? deps.callbackBatchPath! : deps.callbackPath,
          body,
          headers: {
            'content-type': 'application/json',
            [BANK_SIGNATURE_HEADER]: signBody(deps.secret, body),
          },
        });
      } catch (e) {
        error = String(e).slice(0, 300);
      }
      const ok = status >= 200 && status < 300;
      const attempts = rows[0]!.callbackAttempts;
      await tx
        .update(sandboxBankTransfers)
        .set(
          ok
            ? {
                callbackDeliveredAt: new Date(),
                callbackAttempts: sql`${sandboxBankTransfers.callbackAttempts} + 1`,
                lastError: null,
              }
            : {
                callbackAttempts: sql`${sandboxBankTransfers.callbackAttempts} + 1`,
                lastError: error ?? `HTTP ${status}`,
                callbackDueAt: sql`now() + make_interval(secs => ${5 * 2 ** Math.min(attempts, 8)})`,
              },
        )
        .where(
          inArray(
            sandboxBankTransfers.providerReference,
            rows.map((r) => r.providerReference),
          ),
        );
      return ok ? rows.length : 0;
    });
  }

  return {
    name: 'sandbox',
    sandbox: true,
    async submitTransfers(instructions: TransferInstruction[]): Promise<SubmitResult[]> {
      if (instructions.length === 0) return [];
      const refused = instructions.filter((i) => i.accountNumber === SANDBOX_TRANSFER_ACCOUNTS.failsAtOnce);
      const taken = instructions.filter((i) => i.accountNumber !== SANDBOX_TRANSFER_ACCOUNTS.failsAtOnce);
      if (taken.length) {
        // One INSERT … SELECT FROM unnest(…) for the whole hand-off, however many (a bulk chunk is thousands).
        const col = <T>(pick: (i: TransferInstruction) => T) => sql.param(taken.map(pick));
        await db.execute(sql`
          insert into sandbox_bank_transfers
            (provider_reference, merchant_reference, bank_code, account_number, amount, plan, settle_due_at)
          select 'sbx_nip_' || v.reference, v.reference, v.bank_code, v.account_number, v.amount, v.plan,
                 now() + make_interval(secs => ${deps.settleSeconds})
          from unnest(${col((i) => i.reference)}::text[], ${col((i) => i.bankCode)}::text[],
                      ${col((i) => i.accountNumber)}::text[], ${col((i) => i.amount)}::bigint[],
                      ${col(planOf)}::text[]) as v(reference, bank_code, account_number, amount, plan)
          on conflict do nothing`);
        await deps.requestProcessing(deps.settleSeconds);
      }
      return [
        ...refused.map((i) => ({
          reference: i.reference,
          accepted: false as const,
          failureReason: SANDBOX_REFUSED_REASON,
        })),
        ...taken.map((i) => ({
          reference: i.reference,
          accepted: true as const,
          providerReference: `sbx_nip_${i.reference}`,
        })),
      ];
    },
    async queryTransfer(reference) {
      const [row] = await db
        .select()
        .from(sandboxBankTransfers)
        .where(eq(sandboxBankTransfers.merchantReference, reference));
      if (!row) return null;
      // A transfer stuck at the bank is found settled when asked about (its callback never came).
      if (row.status === 'pending' && row.plan === 'stuck')
        return outcomeOf((await decide(row, 'settled', false)) ?? row);
      return outcomeOf(row);
    },
    verifyCallback(rawBody, signature) {
      if (!signatureHolds(deps.secret, rawBody, signature)) return null;
      try {
        return (JSON.parse(rawBody) as { data?: TransferOutcome }).data ?? null;
      } catch {
        return null;
      }
    },
    verifyCallbackBatch(rawBody, signature) {
      if (!signatureHolds(deps.secret, rawBody, signature)) return null;
      try {
        const data = (JSON.parse(rawBody) as { data?: unknown }).data;
        return Array.isArray(data) ? (data as TransferOutcome[]) : null;
      } catch {
        return null;
      }
    },
    async settleDue() {
      // Every due transfer decided by one statement per group: its session id (institution + Lagos time +
      // 12 random digits), or the decline; each row is claimed once (pending, SKIP LOCKED).
      let decided = 0;
      for (;;) {
        const result = await db.execute(sql`
          with due as (
            select provider_reference from sandbox_bank_transfers
            where status = 'pending' and plan in ('settle', 'fail') and settle_due_at <= now()
            order by settle_due_at
            limit ${DECIDE_GROUP}
            for update skip locked
          )
          update sandbox_bank_transfers t set
            status = case when t.plan = 'fail' then 'failed' else 'settled' end,
            decided_at = now(),
            session_id = case when t.plan = 'fail' then null else
              ${deps.institutionCode.padStart(6, '0').slice(-6)}
              || to_char(now() at time zone 'Africa/Lagos', 'YYMMDDHH24MISS')
              || lpad(floor(random() * 1e12)::bigint::text, 12, '0') end,
            failure_reason = case when t.plan = 'fail' then ${SANDBOX_DECLINED_REASON} else null end,
            callback_due_at = now()
          from due where t.provider_reference = due.provider_reference
          returning t.provider_reference`);
        const n = result.rows.length;
        decided += n;
        if (n < DECIDE_GROUP) break;
      }
      return decided;
    },
    async deliverDueCallbacks() {
      // Two deliveries at once, like a real provider's webhook workers (rows are claimed with SKIP LOCKED); each
      // holds a connection while the app applies the callback on another, so the width stays well inside the pool.
      let delivered = 0;
      await Promise.all(
        Array.from({ length: 2 }, async () => {
          for (let n = await deliverSome(); n > 0; n = await deliverSome()) delivered += n;
        }),
      );
      return delivered;
    },
  };
}
