// The sign-in journey as small steps tests compose: sign up, confirm, set a password, log in, read the mail.
import {
  AUTH_PATHS,
  CHANNEL,
  emailConfirmedResponse,
  type LoginSession,
  loginSession,
  pendingLogin,
  refreshResponse,
  type SignupRequest,
  signupResponse,
  success,
} from '@paydesk/contracts';
import { companyMembers, users } from '@paydesk/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { issuePasswordToken } from '../../src/modules/auth/auth.service.ts';
import { codeIn, type MailboxMessage, mailboxList } from './mailbox.ts';
import type { TestApp } from './test-app.ts';

export const api = (path: string) => `/api${path}`;
export { CHANNEL };

/** Long, unusual, not on the common-password list. */
export const GOOD_PASSWORD = 'Harmattan-Breeze-2026';
export const NEW_PASSWORD = 'Lekki-Tollgate-Sunrise-9';

let counter = 0;
/** A fresh address per call, so each test reads only its own mail. */
export function newEmail(label = 'owner'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function signupForm(overrides: Partial<SignupRequest> = {}): SignupRequest {
  return {
    firstName: 'Chiamaka',
    lastName: 'Eze',
    email: newEmail(),
    phoneNumber: '08031234567',
    jobTitle: 'Founder',
    companyName: 'Eze Logistics Ltd',
    businessType: 'registered business',
    ...overrides,
  };
}

/** Runs the SQL on the test app's own database (the real one, not a mock). */
export async function sqlRows<T = Record<string, unknown>>(t: TestApp, query: SQL): Promise<T[]> {
  return (await t.server.database.db.execute(query)).rows as T[];
}

const seen = new WeakMap<TestApp, Set<string>>();

/**
 * The newest mail to `to` whose subject starts with `subject` that no earlier call returned. Delivers the outbox
 * right away instead of waiting for the worker's next poll.
 */
export async function nextMail(
  t: TestApp,
  to: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<MailboxMessage> {
  const known = seen.get(t) ?? new Set<string>();
  seen.set(t, known);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await t.server.mailer.deliverPending();
    const { data } = await t.api.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(to)}`, {
      schema: mailboxList,
    });
    const fresh = data.filter((m) => m.subject.startsWith(subject) && !known.has(m.id));
    if (fresh.length > 0) {
      for (const m of fresh) known.add(m.id);
      return fresh[0]!;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no new mail '${subject}…' for ${to} within ${timeoutMs} ms`);
}

/** Every mail (delivered or not) written to the outbox for an address. */
export async function outboxFor(t: TestApp, to: string) {
  return sqlRows<{ template: string; subject: string }>(
    t,
    sql`select template, subject from message_outbox where to_address = ${to} order by created_at`,
  );
}

export async function signUp(t: TestApp, overrides: Partial<SignupRequest> = {}) {
  const form = signupForm(overrides);
  const response = await t.api.post(api(AUTH_PATHS.signup), form, { schema: signupResponse });
  expect(response.status).toBe(201);
  return { form, email: form.email.toLowerCase() };
}

/** Signs up and confirms the email with the emailed code; answers the one-time token for the business password. */
export async function signUpAndConfirm(t: TestApp, overrides: Partial<SignupRequest> = {}) {
  const { form, email } = await signUp(t, overrides);
  const code = codeIn(await nextMail(t, email, 'Confirm your email'));
  const confirmed = await t.api.post(
    api(AUTH_PATHS.verifyEmailCode),
    { email, code },
    { schema: emailConfirmedResponse },
  );
  expect(confirmed.status).toBe(200);
  return { form, email, passwordToken: confirmed.data.passwordToken };
}

/** A business owner who signed up, confirmed and created a password: ready to log in. */
export async function registerOwner(
  t: TestApp,
  overrides: Partial<SignupRequest> = {},
  password = GOOD_PASSWORD,
) {
  const { form, email, passwordToken } = await signUpAndConfirm(t, overrides);
  const created = await t.api.post(api(AUTH_PATHS.createBusinessPassword), {
    token: passwordToken,
    password,
    password_confirmation: password,
  });
  expect(created.status).toBe(200);
  const [user] = await t.server.database.db.select().from(users).where(eq(users.email, email));
  const [member] = await t.server.database.db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.userId, user!.id));
  return { form, email, password, userId: user!.id, companyId: member!.companyId };
}

export interface Credentials {
  email: string;
  password: string;
}

export const loginStage1Body = (creds: Credentials) => ({
  stage: 1,
  ...creds,
  ipAddress: '102.89.34.10',
  channel: CHANNEL,
});

/** Stage 1: answers the pending login and the code emailed for it. */
export async function startLogin(t: TestApp, creds: Credentials, options: { ip?: string } = {}) {
  const stage1 = await t.api.post(api(AUTH_PATHS.login), loginStage1Body(creds), {
    ...options,
    schema: success(pendingLogin),
  });
  expect(stage1.status).toBe(200);
  const code = codeIn(await nextMail(t, creds.email, 'Your login code'));
  return { challengeId: stage1.data.challengeId, code };
}

export const loginStage2Body = (creds: Credentials, otp: string, challengeId?: string) => ({
  stage: 2,
  ...creds,
  otp,
  ...(challengeId ? { challengeId } : {}),
  ipAddress: '102.89.34.10',
  channel: CHANNEL,
});

/** Both stages: answers the login session of spec §3. */
export async function loginFully(t: TestApp, creds: Credentials): Promise<LoginSession> {
  const { challengeId, code } = await startLogin(t, creds);
  const stage2 = await t.api.post(api(AUTH_PATHS.login), loginStage2Body(creds, code, challengeId), {
    schema: success(loginSession),
  });
  expect(stage2.status).toBe(200);
  return stage2.data;
}

export const refreshWith = (t: TestApp, refreshToken: string) =>
  t.api.post(api(AUTH_PATHS.refresh), { refreshToken, channel: CHANNEL }, { schema: refreshResponse });

export const logoutWith = (t: TestApp, token: string) =>
  t.api.post(api(AUTH_PATHS.logout), undefined, { token });

/** A person invited to a business who has not set a password yet, with the invitation's one-time token. */
export async function inviteMember(t: TestApp, companyId: string, email = newEmail('member')) {
  const db = t.server.database.db;
  const [user] = await db
    .insert(users)
    .values({ email, firstName: 'Tunde', lastName: 'Bakare', jobTitle: 'Accountant' })
    .returning();
  await db
    .insert(companyMembers)
    .values({ companyId, userId: user!.id, role: 'employer-admin', status: 'invited' });
  const token = await db.transaction((tx) => issuePasswordToken(tx, user!.id, 'member-invite'));
  return { email, userId: user!.id, token };
}
