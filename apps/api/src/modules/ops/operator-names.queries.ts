// An operator by name: the support session banner of the business they opened (profile).
import { type Executor, operators } from '@paydesk/db';
import { eq } from 'drizzle-orm';

export async function findOperatorName(db: Executor, operatorId: string) {
  const [operator] = await db
    .select({ firstName: operators.firstName, lastName: operators.lastName })
    .from(operators)
    .where(eq(operators.id, operatorId));
  return operator;
}
