// Data access of the bulk beneficiaries upload: the one-time codes a member asks for (filtered by company_id) and the
// member the code is mailed to.
import { type Executor, paymentCodes } from '@paydesk/db';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

export type PaymentCodeRow = typeof paymentCodes.$inferSelect;
export type NewPaymentCode = typeof paymentCodes.$inferInsert;

interface CodeOwner {
  companyId: string;
  userId: string;
  purpose: string;
}

const ownedBy = ({ companyId, userId, purpose }: CodeOwner) =>
  and(
    eq(paymentCodes.companyId, companyId),
    eq(paymentCodes.userId, userId),
    eq(paymentCodes.purpose, purpose),
  );

/** How many codes the member was sent for this purpose in the last `withinMinutes`. */
export async function countRecentPaymentCodes(
  db: Executor,
  params: CodeOwner & { withinMinutes: number },
): Promise<number> {
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentCodes)
    .where(
      and(
        ownedBy(params),
        gt(paymentCodes.createdAt, sql`now() - make_interval(mins => ${params.withinMinutes})`),
      ),
    );
  return recent?.n ?? 0;
}

export async function insertPaymentCode(tx: Executor, values: NewPaymentCode): Promise<void> {
  await tx.insert(paymentCodes).values(values);
}

/** The member's latest code for this purpose that is neither used nor expired. */
export async function findLatestLivePaymentCode(
  db: Executor,
  { companyId, userId, purpose }: CodeOwner,
): Promise<PaymentCodeRow | undefined> {
  const [code] = await db
    .select()
    .from(paymentCodes)
    .where(
      and(
        eq(paymentCodes.companyId, companyId),
        eq(paymentCodes.userId, userId),
        eq(paymentCodes.purpose, purpose),
        isNull(paymentCodes.consumedAt),
        gt(paymentCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(paymentCodes.createdAt))
    .limit(1);
  return code;
}

/** Counts one try on the code; answers nothing when the code has used up its `maxAttempts`. */
export async function countPaymentCodeAttempt(
  db: Executor,
  { companyId, id, maxAttempts }: { companyId: string; id: string; maxAttempts: number },
): Promise<{ id: string } | undefined> {
  const [claimed] = await db
    .update(paymentCodes)
    .set({ attempts: sql`${paymentCodes.attempts} + 1` })
    .where(
      and(
        eq(paymentCodes.companyId, companyId),
        eq(paymentCodes.id, id),
        lt(paymentCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: paymentCodes.id });
  return claimed;
}

/** Marks the code used; answers nothing when it was used already. */
export async function consumePaymentCode(
  db: Executor,
  { companyId, id }: { companyId: string; id: string },
): Promise<{ id: string } | undefined> {
  const [consumed] = await db
    .update(paymentCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(eq(paymentCodes.companyId, companyId), eq(paymentCodes.id, id), isNull(paymentCodes.consumedAt)),
    )
    .returning({ id: paymentCodes.id });
  return consumed;
}
