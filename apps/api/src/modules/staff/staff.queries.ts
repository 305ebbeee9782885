// Data access of the staff app: the signed-in employee, invitation links, sign-in codes and staff sessions.
// Every employee read names its business, except finding who a typed email or phone belongs to (sign-in). People
// owns the employees: they are read and written through its face.
import type { StaffProfile } from '@paydesk/contracts';
import {
  type Executor,
  staffInvitations,
  staffLoginCodes,
  staffRefreshTokens,
  staffSessions,
} from '@paydesk/db';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { companiesByName, companyNames } from '../businesses/index.ts';
import {
  acceptOnDemandInvitation,
  type EmployeeRow,
  employeeStatusOf,
  findEmployeeRow,
  onDemandEmployeesByContact,
  setEmployeeBankAccount,
} from '../people/index.ts';

export type { EmployeeRow };

export async function findEmployee(db: Executor, companyId: string, employeeId: string) {
  return (await findEmployeeRow(db, companyId, employeeId)) ?? undefined;
}

/** Active employees on on-demand pay whose email or phone is `identifier`, the most recently changed first. */
export function findStaffByIdentifier(db: Executor, identifier: string) {
  return onDemandEmployeesByContact(db, identifier, 10);
}

export async function profileOf(db: Executor, row: EmployeeRow): Promise<StaffProfile> {
  const company = { name: (await companyNames(db, [row.companyId])).get(row.companyId) };
  return {
    employeeId: row.id,
    companyId: row.companyId,
    companyName: company?.name ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    staffId: row.staffId,
    jobTitle: row.jobTitle,
    department: row.department,
    onDemandState: row.onDemandState as StaffProfile['onDemandState'],
    bankAccount: {
      bankCode: row.bankCode,
      bankName: row.bankName,
      accountNumber: row.accountNumber,
      accountName: row.accountName,
      nameCheck: row.nameCheck as StaffProfile['bankAccount']['nameCheck'],
    },
  };
}

export async function replaceInvitation(
  tx: Executor,
  input: { companyId: string; employeeId: string; tokenHash: string; expiresAt: Date },
) {
  // A resend makes the previous links stop working.
  await tx
    .delete(staffInvitations)
    .where(
      and(
        eq(staffInvitations.companyId, input.companyId),
        eq(staffInvitations.employeeId, input.employeeId),
        isNull(staffInvitations.consumedAt),
      ),
    );
  await tx.insert(staffInvitations).values(input);
}

export async function findInvitation(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash));
  return row;
}

/** Consumes an invitation exactly once; false when another request already did. */
export async function consumeInvitation(tx: Executor, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .update(staffInvitations)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(staffInvitations.companyId, companyId),
        eq(staffInvitations.id, id),
        isNull(staffInvitations.consumedAt),
      ),
    )
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

export function acceptOnDemand(tx: Executor, companyId: string, employeeId: string) {
  return acceptOnDemandInvitation(tx, companyId, employeeId);
}

export async function insertLoginCode(
  db: Executor,
  input: { identifier: string; codeHash: string; expiresAt: Date },
) {
  await db.insert(staffLoginCodes).values(input);
}

/** The newest live code of an identifier: asking again replaces the code that counts. */
export async function latestLiveCode(db: Executor, identifier: string) {
  const [row] = await db
    .select()
    .from(staffLoginCodes)
    .where(
      and(
        eq(staffLoginCodes.identifier, identifier),
        isNull(staffLoginCodes.consumedAt),
        gt(staffLoginCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(staffLoginCodes.createdAt))
    .limit(1);
  return row;
}

export async function consumeLoginCode(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(staffLoginCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(staffLoginCodes.id, id), isNull(staffLoginCodes.consumedAt)))
    .returning({ id: staffLoginCodes.id });
  return rows.length > 0;
}

export type StaffSessionRow = typeof staffSessions.$inferSelect;

export async function insertSession(
  db: Executor,
  input: { companyId: string; employeeId: string; identifier: string | null; expiresAt: Date },
) {
  const [row] = await db.insert(staffSessions).values(input).returning();
  return row!;
}

export async function findSession(db: Executor, id: string) {
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.id, id));
  return row;
}

/** A staff session with its employee's status, in one query (every staff request authenticates with it). */
export async function findSessionWithEmployee(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: staffSessions.id,
      companyId: staffSessions.companyId,
      employeeId: staffSessions.employeeId,
      revokedAt: staffSessions.revokedAt,
      expiresAt: staffSessions.expiresAt,
      employeeStatus: employeeStatusOf(staffSessions.companyId, staffSessions.employeeId),
    })
    .from(staffSessions)
    .where(eq(staffSessions.id, id));
  return row;
}

export async function revokeSession(db: Executor, companyId: string, id: string, reason = 'logout') {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(eq(staffSessions.companyId, companyId), eq(staffSessions.id, id), isNull(staffSessions.revokedAt)),
    );
}

export function updateBankAccount(
  tx: Executor,
  companyId: string,
  employeeId: string,
  patch: Pick<EmployeeRow, 'bankCode' | 'bankName' | 'accountNumber' | 'accountName' | 'nameCheck'>,
) {
  return setEmployeeBankAccount(tx, companyId, employeeId, patch);
}

/** The businesses where `identifier` names an active employee on on-demand pay, by business name (the businesses
 * face orders the names), at most 10. */
export async function employmentsOf(db: Executor, identifier: string) {
  const rows = (await onDemandEmployeesByContact(db, identifier)).map((e) => ({
    companyId: e.companyId,
    employeeId: e.id,
  }));
  const byName = await companiesByName(
    db,
    rows.map((r) => r.companyId),
  );
  // Businesses of one name share a rank, so their employees sort by id among them (as `order by name, id` did).
  const rank = new Map<string, number>();
  byName.forEach((c, i) => {
    const previous = byName[i - 1];
    rank.set(c.id, previous && previous.name === c.name ? rank.get(previous.id)! : i);
  });
  const names = new Map(byName.map((c) => [c.id, c.name]));
  return rows
    .filter((r) => rank.has(r.companyId))
    .sort(
      (a, b) =>
        rank.get(a.companyId)! - rank.get(b.companyId)! ||
        (a.employeeId < b.employeeId ? -1 : a.employeeId > b.employeeId ? 1 : 0),
    )
    .slice(0, 10)
    .map((r) => ({ companyId: r.companyId, companyName: names.get(r.companyId)!, employeeId: r.employeeId }));
}

export async function findRefreshTokenForUpdate(tx: Executor, tokenHash: string) {
  const [row] = await tx
    .select({ token: staffRefreshTokens, session: staffSessions })
    .from(staffRefreshTokens)
    .innerJoin(
      staffSessions,
      and(
        eq(staffSessions.companyId, staffRefreshTokens.companyId),
        eq(staffSessions.id, staffRefreshTokens.sessionId),
      ),
    )
    .where(eq(staffRefreshTokens.tokenHash, tokenHash))
    .for('update', { of: staffRefreshTokens });
  return row;
}

export async function insertRefreshToken(
  tx: Executor,
  input: { companyId: string; sessionId: string; tokenHash: string; expiresAt: Date },
) {
  await tx.insert(staffRefreshTokens).values(input);
}

export async function markRefreshTokenUsed(tx: Executor, companyId: string, id: string) {
  await tx
    .update(staffRefreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(staffRefreshTokens.companyId, companyId), eq(staffRefreshTokens.id, id)));
}
