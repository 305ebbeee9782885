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

export interface SandboxTransferDeps {
  db: Database;
  secret: string;
  /** The six-digit code of the sending institution, the head of every session id. */
  institutionCode: string;
  settleSeconds: number;
  callbackPath: string;
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

  async function deliverOne(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx
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
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      const body = JSON.stringify({ event: `transfer.${row.status}`, data: outcomeOf(row) });
      let status = 0;
      let error: string | null = null;
      try {
        status = await deps.deliver({
          path: deps.callbackPath,
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
      await tx
        .update(sandboxBankTransfers)
        .set(
          ok
            ? { callbackDeliveredAt: new Date(), callbackAttempts: row.callbackAttempts + 1, lastError: null }
            : {
                callbackAttempts: row.callbackAttempts + 1,
                lastError: error ?? `HTTP ${status}`,
                callbackDueAt: sql`now() + make_interval(secs => ${5 * 2 ** Math.min(row.callbackAttempts, 8)})`,
              },
        )
        .where(eq(sandboxBankTransfers.providerReference, row.providerReference));
      return true;
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
        await db
          .insert(sandboxBankTransfers)
          .values(
            taken.map((i) => ({
              providerReference: `sbx_nip_${i.reference}`,
              merchantReference: i.reference,
              bankCode: i.bankCode,
              accountNumber: i.accountNumber,
              amount: i.amount,
              plan:
                i.accountNumber === SANDBOX_TRANSFER_ACCOUNTS.failsAfterPending
                  ? ('fail' as const)
                  : i.accountNumber === SANDBOX_TRANSFER_ACCOUNTS.pendingUntilRequeried
                    ? ('stuck' as const)
                    : ('settle' as const),
              settleDueAt: sql`now() + make_interval(secs => ${deps.settleSeconds})`,
            })),
          )
          .onConflictDoNothing();
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
    async settleDue() {
      let decided = 0;
      for (;;) {
        const due = await db
          .select()
          .from(sandboxBankTransfers)
          .where(
            and(
              eq(sandboxBankTransfers.status, 'pending'),
              inArray(sandboxBankTransfers.plan, ['settle', 'fail']),
              lte(sandboxBankTransfers.settleDueAt, sql`now()`),
            ),
          )
          .orderBy(asc(sandboxBankTransfers.settleDueAt))
          .limit(500);
        if (due.length === 0) break;
        for (const row of due) {
          if (await decide(row, row.plan === 'fail' ? 'failed' : 'settled', true)) decided += 1;
        }
      }
      return decided;
    },
    async deliverDueCallbacks() {
      // Two deliveries at once, like a real provider's webhook workers (rows are claimed with SKIP LOCKED); each
      // holds a connection while the app applies the callback on another, so the width stays well inside the pool.
      let delivered = 0;
      await Promise.all(
        Array.from({ length: 2 }, async () => {
          while (await deliverOne()) delivered += 1;
        }),
      );
      return delivered;
    },
  };
}
