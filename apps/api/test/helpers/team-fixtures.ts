// Members with roles, custom roles and sub accounts written straight to the database, for the team,
// administrators and businesses tests.
import { randomBytes } from 'node:crypto';
import { companies, companyMembers, rolePermissions, roles, users } from '@paydesk/db';
import { hashPassword } from '../../src/lib/passwords.ts';
import { loginFully } from './auth-flows.ts';
import { TEST_PASSWORD, type TestMember } from './fixtures.ts';
import { linkIn, type MailboxMessage } from './mailbox.ts';
import type { TestApp } from './test-app.ts';

export const api = (path: string) => `/api${path}`;
export const withId = (path: string, id: string) => path.replace(':id', id);

let passwordHash: Promise<string> | undefined;

/** A person with a password who is a member of the business with the given role. */
export async function addMember(
  t: TestApp,
  companyId: string,
  options: {
    role?: 'employer' | 'employer-admin' | 'custom';
    roleId?: string;
    status?: 'invited' | 'active' | 'disabled';
    firstName?: string;
  } = {},
): Promise<TestMember & { memberId: string }> {
  const db = t.server.database.db;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const email = `member-${suffix}@example.ng`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: options.firstName ?? 'Ngozi',
      lastName: `Obi${suffix}`,
      jobTitle: 'Accountant',
      passwordHash: await passwordHash,
      emailVerifiedAt: new Date(),
    })
    .returning();
  const [member] = await db
    .insert(companyMembers)
    .values({
      companyId,
      userId: user!.id,
      role: options.role ?? 'custom',
      roleId: options.roleId ?? null,
      status: options.status ?? 'active',
    })
    .returning();
  return { companyId, userId: user!.id, email, password: TEST_PASSWORD, memberId: member!.id };
}

export async function addRole(t: TestApp, companyId: string, name: string, permissions: string[]) {
  const db = t.server.database.db;
  const [role] = await db.insert(roles).values({ companyId, name }).returning();
  if (permissions.length) {
    await db
      .insert(rolePermissions)
      .values(permissions.map((permission) => ({ companyId, roleId: role!.id, permission })));
  }
  return role!.id;
}

/** A sub account of the main account, owned by `ownerUserId` (or a fresh person), active by default. */
export async function addSubAccount(
  t: TestApp,
  mainId: string,
  options: { name?: string; active?: boolean; ownerUserId?: string; ownerStatus?: 'invited' | 'active' } = {},
) {
  const db = t.server.database.db;
  const [company] = await db
    .insert(companies)
    .values({
      name: options.name ?? `Branch ${randomBytes(3).toString('hex')}`,
      businessType: 'registered business',
      accountType: 'sub',
      parentCompanyId: mainId,
      status: 'active',
      isActive: options.active ?? true,
      isCompanyInfo: true,
    })
    .returning();
  let ownerUserId = options.ownerUserId;
  if (!ownerUserId) {
    const [user] = await db
      .insert(users)
      .values({
        email: `manager-${randomBytes(4).toString('hex')}@example.ng`,
        firstName: 'Bola',
        lastName: 'Ade',
        jobTitle: 'Branch Manager',
        emailVerifiedAt: new Date(),
      })
      .returning();
    ownerUserId = user!.id;
  }
  await db.insert(companyMembers).values({
    companyId: company!.id,
    userId: ownerUserId,
    role: 'employer',
    status: options.ownerStatus ?? 'active',
  });
  return company!.id;
}

/** The path of a link in an email, e.g. '/admin/verify/…', without the host. */
export function pathOfLink(mail: MailboxMessage, prefix: string): string {
  const link = linkIn(mail, prefix);
  return link ? new URL(link).pathname : '';
}

/** Both login stages with the newest code, so one person can sign in several times in a test. */
export async function signIn(t: TestApp, member: { email: string; password: string }) {
  return loginFully(t, { email: member.email, password: member.password });
}
