// Data access of an ownership transfer: the one-time codes and the swap of the two roles.
import { companyMembers, type Executor } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';

// The transfer's one-time codes are auth's password tokens, written and read through the auth face.
export { consumeOpenCodes, insertPasswordToken as insertCode, lockNewestCode } from '../auth/index.ts';

export async function setMemberRole(
  db: Executor,
  companyId: string,
  memberId: string,
  role: 'employer' | 'employer-admin',
  now: Date,
) {
  await db
    .update(companyMembers)
    .set({ role, roleId: null, updatedAt: now })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
}
