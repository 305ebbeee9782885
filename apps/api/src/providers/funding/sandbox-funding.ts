// The sandbox funding provider: deterministic and asynchronous like a real rail. It hosts its checkout inside the
// app (/sandbox/checkout/{reference}: pay or fail), receives simulated bank transfers from the operator console,
// and owes a signed callback for each settled payment. Callbacks are an outbox (sandbox_funding_payments): due
// FUNDING_CALLBACK_DELAY_SECONDS after settling, delivered by a job, retried until the webhook answers 2xx.
// Test values: a checkout of exactly ₦666.66 fails whatever the payer chooses (a declined card).
import { createHash, randomBytes } from 'node:crypto';
import { type Database, sandboxFundingPayments } from '@paydesk/db';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { Conflict } from '../../lib/errors.ts';
import type { CheckoutInput, FundingEvent, FundingProvider } from './funding-provider.ts';
import { FUNDING_SIGNATURE_HEADER } from './funding-provider.ts';
import { signatureHolds, signBody } from './signature.ts';

export const SANDBOX_DECLINED_AMOUNT = 666_66;

/** Posts the body to the callback path; answers the HTTP status. */
export type CallbackTransport = (request: {
  path: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<number>;

export interface SandboxFundingDeps {
  db: Database;
  secret: string;
  /** Base of the checkout links (PUBLIC_URL). */
  publicUrl: string;
  callbackPath: string;
  checkoutPath: (reference: string) => string;
  delaySeconds: number;
  deliver: CallbackTransport;
  /** Asks for a delivery run after the given seconds (a job); the minute sweep catches anything missed. */
  requestDelivery: (afterSeconds: number) => Promise<void>;
}

export interface SandboxCheckoutView {
  providerReference: string;
  merchantReference: string | null;
  amount: number;
  payee: string;
  status: 'open' | 'successful' | 'failed';
}

export interface SandboxFundingProvider extends FundingProvider {
  readonly sandbox: true;
  /** Whether `token` is the one the payment link for this checkout carries (the link is the payer's key). */
  checkoutTokenHolds(merchantReference: string, token: string | undefined): boolean;
  getCheckout(providerReference: string): Promise<SandboxCheckoutView | null>;
  /** The payer's choice on the hosted checkout. Answers the settled status (a second choice changes nothing). */
  decideCheckout(providerReference: string, outcome: 'pay' | 'fail'): Promise<SandboxCheckoutView | null>;
  /** A bank transfer arriving at a virtual account number, as the operator console simulates it. */
  receiveTransfer(input: {
    accountNumber: string;
    amount: number;
    senderName: string;
    senderBank: string;
    senderAccount?: string | null;
    narration?: string | null;
    /** The sender's idempotency key: the same key is the same transfer, received once. */
    idempotencyKey: string;
  }): Promise<{ providerReference: string; replayed: boolean }>;
  /** Delivers every callback that is due; safe in several processes at once. */
  deliverDueCallbacks(): Promise<number>;
}

type PaymentRow = typeof sandboxFundingPayments.$inferSelect;

const newReference = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`;

function eventOf(row: PaymentRow): FundingEvent | null {
  if (row.status === 'open') return null;
  return {
    providerReference: row.providerReference,
    type: row.kind,
    status: row.status,
    merchantReference: row.merchantReference,
    accountNumber: row.accountNumber,
    amount: row.amount,
    sender: { name: row.senderName, bank: row.senderBank, account: row.senderAccount },
    narration: row.narration,
    occurredAt: (row.decidedAt ?? row.createdAt).toISOString(),
  };
}

export function createSandboxFunding(deps: SandboxFundingDeps): SandboxFundingProvider {
  const { db } = deps;
  const view = (row: PaymentRow): SandboxCheckoutView => ({
    providerReference: row.providerReference,
    merchantReference: row.merchantReference,
    amount: row.amount,
    payee: row.payerLabel ?? 'Paydesk wallet',
    status: row.status,
  });

  async function settle(providerReference: string, status: 'successful' | 'failed') {
    const [row] = await db
      .update(sandboxFundingPayments)
      .set({
        status,
        decidedAt: new Date(),
        callbackDueAt: sql`now() + make_interval(secs => ${deps.delaySeconds})`,
      })
      .where(
        and(
          eq(sandboxFundingPayments.providerReference, providerReference),
          eq(sandboxFundingPayments.status, 'open'),
        ),
      )
      .returning();
    if (row) await deps.requestDelivery(deps.delaySeconds);
    return row;
  }

  async function deliverOne(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxFundingPayments)
        .where(
          and(
            isNull(sandboxFundingPayments.callbackDeliveredAt),
            lte(sandboxFundingPayments.callbackDueAt, sql`now()`),
            sql`${sandboxFundingPayments.callbackAttempts} < 20`,
          ),
        )
        .orderBy(asc(sandboxFundingPayments.callbackDueAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      const event = eventOf(row);
      const body = JSON.stringify({ event: `funding.${row.kind}.${row.status}`, data: event });
      let status = 0;
      let error: string | null = null;
      try {
        status = await deps.deliver({
          path: deps.callbackPath,
          body,
          headers: {
            'content-type': 'application/json',
            [FUNDING_SIGNATURE_HEADER]: signBody(deps.secret, body),
          },
        });
      } catch (e) {
        error = String(e).slice(0, 300);
      }
      const ok = status >= 200 && status < 300;
      await tx
        .update(sandboxFundingPayments)
        .set(
          ok
            ? { callbackDeliveredAt: new Date(), callbackAttempts: row.callbackAttempts + 1, lastError: null }
            : {
                callbackAttempts: row.callbackAttempts + 1,
                lastError: error ?? `HTTP ${status}`,
                // Back off: 5 s, 10 s, 20 s … like a real provider's retries.
                callbackDueAt: sql`now() + make_interval(secs => ${5 * 2 ** Math.min(row.callbackAttempts, 8)})`,
              },
        )
        .where(eq(sandboxFundingPayments.providerReference, row.providerReference));
      return true;
    });
  }

  // The payment link carries a signature of its reference: without the link nobody can open or pay the checkout.
  const checkoutSubject = (merchantReference: string) => `checkout:${merchantReference}`;
  const checkoutToken = (merchantReference: string) =>
    signBody(deps.secret, checkoutSubject(merchantReference));

  return {
    name: 'sandbox',
    sandbox: true,
    async createCheckout(input: CheckoutInput) {
      const providerReference = newReference('sbx_chk');
      await db.insert(sandboxFundingPayments).values({
        providerReference,
        kind: 'checkout',
        merchantReference: input.reference,
        amount: input.amount,
        payerLabel: input.payee,
      });
      // The sandbox checkout is a page of the app itself: served on the origin the payment returns to (the one the
      // user started from, issue 17), so the way back keeps their session.
      const base = URL.canParse(input.returnUrl) ? new URL(input.returnUrl).origin : deps.publicUrl;
      const token = checkoutToken(input.reference);
      return {
        providerReference,
        checkoutUrl: `${base}${deps.checkoutPath(input.reference)}?token=${token}`,
      };
    },
    checkoutTokenHolds(merchantReference, token) {
      return signatureHolds(deps.secret, checkoutSubject(merchantReference), token);
    },
    async fetchPayment(providerReference) {
      const [row] = await db
        .select()
        .from(sandboxFundingPayments)
        .where(eq(sandboxFundingPayments.providerReference, providerReference));
      return row ? eventOf(row) : null;
    },
    verifyCallback(rawBody, signature) {
      if (!signatureHolds(deps.secret, rawBody, signature)) return null;
      try {
        const parsed = JSON.parse(rawBody) as { data?: FundingEvent };
        return parsed.data ?? null;
      } catch {
        return null;
      }
    },
    async getCheckout(merchantReference) {
      const [row] = await db
        .select()
        .from(sandboxFundingPayments)
        .where(eq(sandboxFundingPayments.merchantReference, merchantReference));
      return row ? view(row) : null;
    },
    async decideCheckout(merchantReference, outcome) {
      const [row] = await db
        .select()
        .from(sandboxFundingPayments)
        .where(eq(sandboxFundingPayments.merchantReference, merchantReference));
      if (!row) return null;
      const declined = row.amount === SANDBOX_DECLINED_AMOUNT;
      const settled = await settle(
        row.providerReference,
        outcome === 'pay' && !declined ? 'successful' : 'failed',
      );
      return view(settled ?? row);
    },
    async receiveTransfer(input) {
      // Like a bank rail's session id, the reference comes from the sender's key: a retried submit is the
      // same transfer, never a second credit.
      const providerReference = `sbx_trf_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 18)}`;
      const inserted = await db
        .insert(sandboxFundingPayments)
        .values({
          providerReference,
          kind: 'inbound_transfer',
          accountNumber: input.accountNumber,
          amount: input.amount,
          senderName: input.senderName,
          senderBank: input.senderBank,
          senderAccount: input.senderAccount ?? null,
          narration: input.narration ?? null,
        })
        .onConflictDoNothing()
        .returning({ providerReference: sandboxFundingPayments.providerReference });
      if (inserted.length === 0) {
        const [existing] = await db
          .select()
          .from(sandboxFundingPayments)
          .where(eq(sandboxFundingPayments.providerReference, providerReference));
        if (!existing || existing.accountNumber !== input.accountNumber || existing.amount !== input.amount) {
          throw new Conflict('This Idempotency-Key was already used for a different transfer');
        }
        return { providerReference, replayed: true };
      }
      await settle(providerReference, 'successful');
      return { providerReference, replayed: false };
    },
    async deliverDueCallbacks() {
      let delivered = 0;
      while (await deliverOne()) delivered += 1;
      return delivered;
    },
  };
}
