// Businesses and members written straight to the database, for tests that are not about sign-up.
import { randomBytes } from 'node:crypto';
import { AUTH_PATHS, type LoginSession, loginSession, pendingLogin, success } from '@paydesk/contracts';
import { companies, companyMembers, users } from '@paydesk/db';
import { hashPassword } from '../../src/lib/passwords.ts';
import { codeIn, waitForMail } from './mailbox.ts';
import type { TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'Lagos-Harbour-Lights-42';

// One argon2 hash (about 0.1 s of CPU) for every business a test file makes: they share one password.
let passwordHash: Promise<string> | undefined;

export interface TestMember {
  companyId: string;
  userId: string;
  email: string;
  password: string;
}

export async function createBusiness(
  t: TestApp,
  options: {
    name?: string;
    verified?: boolean;
    role?: 'employer' | 'employer-admin' | 'custom';
    companyId?: string;
  } = {},
): Promise<TestMember> {
  const db = t.server.database.db;
  const suffix = randomBytes(4).toString('hex');
  const email = `owner-${suffix}@example.ng`;
  let companyId = options.companyId;
  if (!companyId) {
    const [company] = await db
      .insert(companies)
      .values({
        name: options.name ?? `Business ${suffix}`,
        businessType: 'registered business',
        status: 'active',
        isActive: true,
        isCompanyInfo: true,
        adminVerify: options.verified ?? true,
        isCompliant: options.verified ?? true,
      })
      .returning();
    companyId = company!.id;
  }
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: 'Chidi',
      lastName: `Eze${suffix}`,
      phoneNumber: '08031234567',
      jobTitle: 'Director',
      passwordHash: await passwordHash,
      emailVerifiedAt: new Date(),
    })
    .returning();
  await db
    .insert(companyMembers)
    .values({ companyId, userId: user!.id, role: options.role ?? 'employer', status: 'active' });
  return { companyId, userId: user!.id, email, password: TEST_PASSWORD };
}

/** Both login stages, with the code read from the dev mailbox. */
export async function login(
  t: TestApp,
  member: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<LoginSession> {
  const credentials = { email: member.email, password: member.password, channel: 'business-web' };
  // Each stage's answer is parsed with its half of the login contract (a pending login, then the session).
  const stage1 = await t.api.post(
    `/api${AUTH_PATHS.login}`,
    { stage: 1, ...credentials },
    { headers, schema: success(pendingLogin) },
  );
  if (stage1.status !== 200) throw new Error(`stage 1 failed: ${JSON.stringify(stage1.body)}`);
  const challengeId = stage1.data.challengeId;
  const mail = await waitForMail(
    t,
    member.email,
    (m) =>
      m.subject.startsWith('Your login code') && m.createdAt >= new Date(Date.now() - 30_000).toISOString(),
  );
  const stage2 = await t.api.post(
    `/api${AUTH_PATHS.login}`,
    { stage: 2, ...credentials, otp: codeIn(mail), challengeId },
    { headers, schema: success(loginSession) },
  );
  if (stage2.status !== 200) throw new Error(`stage 2 failed: ${JSON.stringify(stage2.body)}`);
  return stage2.data;
}
