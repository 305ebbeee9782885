// Data access of the Paydesk console's operators: their rows, login challenges, sessions and support links
// (decision 0006: the services decide, these run the SQL). Operators belong to no business.
import {
  type Executor,
  operatorLoginChallenges,
  operatorSessions,
  operators,
  supportLinks,
} from '@paydesk/db';
import { eq, sql } from 'drizzle-orm';

export async function findOperatorByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function operatorIdByEmail(db: Executor, email: string) {
  const [existing] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(sql`lower(${operators.email}) = ${email.toLowerCase()}`);
  return existing;
}

export async function insertOperator(db: Executor, values: typeof operators.$inferInsert) {
  const [row] = await db.insert(operators).values(values).returning();
  return row;
}

export async function findOperator(db: Executor, id: string) {
  const [operator] = await db.select().from(operators).where(eq(operators.id, id));
  return operator;
}

export async function insertLoginChallenge(
  db: Executor,
  values: typeof operatorLoginChallenges.$inferInsert,
) {
  const [challenge] = await db
    .insert(operatorLoginChallenges)
    .values(values)
    .returning({ id: operatorLoginChallenges.id });
  return challenge;
}

export async function lockLoginChallenge(db: Executor, id: string) {
  const [challenge] = await db
    .select()
    .from(operatorLoginChallenges)
    .where(eq(operatorLoginChallenges.id, id))
    .for('update');
  return challenge;
}

export async function updateLoginChallenge(
  db: Executor,
  id: string,
  values: Partial<typeof operatorLoginChallenges.$inferInsert>,
) {
  await db.update(operatorLoginChallenges).set(values).where(eq(operatorLoginChallenges.id, id));
}

export async function insertSession(db: Executor, values: typeof operatorSessions.$inferInsert) {
  const [session] = await db.insert(operatorSessions).values(values).returning();
  return session;
}

/** An operator session with its operator, for authenticating /ops routes. */
export async function findSessionWithOperator(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.id, sessionId));
  return row;
}

export async function revokeSession(db: Executor, sessionId: string) {
  await db.update(operatorSessions).set({ revokedAt: new Date() }).where(eq(operatorSessions.id, sessionId));
}

export async function insertSupportLink(db: Executor, values: typeof supportLinks.$inferInsert) {
  const [row] = await db.insert(supportLinks).values(values).returning({ id: supportLinks.id });
  return row;
}

export async function lockSupportLink(db: Executor, id: string) {
  const [link] = await db.select().from(supportLinks).where(eq(supportLinks.id, id)).for('update');
  return link;
}

export async function markSupportLinkUsed(db: Executor, id: string) {
  await db.update(supportLinks).set({ usedAt: new Date() }).where(eq(supportLinks.id, id));
}
