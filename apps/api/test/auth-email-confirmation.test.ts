// Email confirmation by code (/onboarding/verify-email) and by link (/account/confirmation/{id}/{activationToken}),
// then the business password (/onboarding/create-business-password).
import { AUTH_PATHS, ErrorCode, emailConfirmedResponse, pendingLogin, success } from '@paydesk/contracts';
import { companies, users } from '@paydesk/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  GOOD_PASSWORD,
  inviteMember,
  loginStage1Body,
  nextMail,
  registerOwner,
  signUp,
  signUpAndConfirm,
} from './helpers/auth-flows.ts';
import { codeIn, linkIn } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const validation = (errors: Record<string, string[]>) => ({
  error: true,
  message: 'Validation Errors',
  code: ErrorCode.validation,
  errors,
});

/** The id and activation token of the confirmation link in the newest confirmation email. */
async function confirmationLink(t: TestApp, email: string) {
  const link = linkIn(await nextMail(t, email, 'Confirm your email'), '/account/confirmation/');
  const [, id, activationToken] = /\/account\/confirmation\/([^/]+)\/([^/]+)$/.exec(link)!;
  return { id: id!, activationToken: activationToken! };
}

describe.each([true, false])('confirming the email (encryption %s)', (encryption) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ encryption });
  });
  afterAll(() => t.close());

  it('the emailed code confirms the email and hands back a one-time token for the business password', async () => {
    const { email } = await signUp(t);
    const code = codeIn(await nextMail(t, email, 'Confirm your email'));
    const response = await t.api.send('POST', api(AUTH_PATHS.verifyEmailCode), { email, code });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Email confirmed',
      data: { email, passwordToken: expect.stringMatching(/^[\w-]{43}$/) },
    });
    const [user] = await t.server.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('the emailed link confirms the email', async () => {
    const { email } = await signUp(t);
    const response = await t.api.post(api(AUTH_PATHS.verifyAccount), await confirmationLink(t, email), {
      schema: emailConfirmedResponse,
    });
    expect(response.status).toBe(200);
    expect(response.data.email).toBe(email);
  });

  it('creating the business password activates the business and lets the owner log in', async () => {
    const { email, passwordToken } = await signUpAndConfirm(t);
    const response = await t.api.send('POST', api(AUTH_PATHS.createBusinessPassword), {
      token: passwordToken,
      password: GOOD_PASSWORD,
      password_confirmation: GOOD_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Password created. You can now log in.', data: null });
    const [row] = await t.server.database.db
      .select({ isActive: companies.isActive, status: companies.status })
      .from(companies)
      .innerJoin(sql`company_members m`, sql`m.company_id = ${companies.id}`)
      .innerJoin(users, sql`${users.id} = m.user_id`)
      .where(eq(users.email, email));
    expect(row).toEqual({ isActive: true, status: 'active' });
    const [user] = await t.server.database.db.select().from(users).where(eq(users.email, email));
    // argon2id with 19 MiB, t=2, p=1.
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const login = await t.api.post(
      api(AUTH_PATHS.login),
      loginStage1Body({ email, password: GOOD_PASSWORD }),
      {
        schema: success(pendingLogin),
      },
    );
    expect(login.status).toBe(200);
    expect(login.data.stage).toBe(2);
  });
});

describe('confirmation codes and links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const verifyCode = (email: string, code: string) =>
    t.api.send('POST', api(AUTH_PATHS.verifyEmailCode), { email, code });

  it('a wrong code is refused', async () => {
    const { email } = await signUp(t);
    const code = codeIn(await nextMail(t, email, 'Confirm your email'));
    const wrong = code === '999999' ? '999998' : '999999';
    const response = await verifyCode(email, wrong);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: true,
      message: 'Incorrect or expired code. Check the email or request a new one.',
      code: ErrorCode.invalidCode,
    });
  });

  it('an email with no pending sign-up gets the same answer as a wrong code', async () => {
    const response = await verifyCode('nobody-signed-up@example.ng', '123456');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: true,
      message: 'Incorrect or expired code. Check the email or request a new one.',
      code: ErrorCode.invalidCode,
    });
  });

  it('a code older than 10 minutes has expired', async () => {
    const { email } = await signUp(t);
    const code = codeIn(await nextMail(t, email, 'Confirm your email'));
    await t.server.database.db.execute(
      sql`update email_verifications set code_expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${email})`,
    );
    const response = await verifyCode(email, code);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: true,
      message: 'Incorrect or expired code. Check the email or request a new one.',
      code: ErrorCode.invalidCode,
    });
  });

  it('a code works once: used again, it is refused', async () => {
    const { email } = await signUp(t);
    const code = codeIn(await nextMail(t, email, 'Confirm your email'));
    expect((await verifyCode(email, code)).status).toBe(200);
    const again = await verifyCode(email, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: true,
      message: 'Incorrect or expired code. Check the email or request a new one.',
      code: ErrorCode.invalidCode,
    });
  });

  it('a link works once, and confirming by code spends the link of the same email', async () => {
    const first = await signUp(t);
    const link = await confirmationLink(t, first.email);
    expect((await t.api.send('POST', api(AUTH_PATHS.verifyAccount), link)).status).toBe(200);
    const again = await t.api.send('POST', api(AUTH_PATHS.verifyAccount), link);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: true,
      message: 'This confirmation link is invalid or has expired. Request a new one.',
      code: ErrorCode.invalidToken,
    });

    const second = await signUp(t);
    const mail = await nextMail(t, second.email, 'Confirm your email');
    const [, id, activationToken] = /\/account\/confirmation\/([^/]+)\/([^/\s]+)/.exec(mail.textBody)!;
    expect((await verifyCode(second.email, codeIn(mail))).status).toBe(200);
    expect(
      (await t.api.send('POST', api(AUTH_PATHS.verifyAccount), { id, activationToken })).error.code,
    ).toBe(ErrorCode.invalidToken);
  });

  it('an expired or altered link is refused', async () => {
    const { email } = await signUp(t);
    const link = await confirmationLink(t, email);
    const altered = await t.api.send('POST', api(AUTH_PATHS.verifyAccount), {
      ...link,
      activationToken: `${link.activationToken.slice(0, -2)}xx`,
    });
    expect(altered.status).toBe(400);
    expect(altered.error.code).toBe(ErrorCode.invalidToken);
    await t.server.database.db.execute(
      sql`update email_verifications set expires_at = now() - interval '1 second' where id = ${link.id}`,
    );
    const expired = await t.api.send('POST', api(AUTH_PATHS.verifyAccount), link);
    expect(expired.status).toBe(400);
    expect(expired.error.code).toBe(ErrorCode.invalidToken);
  });

  it.each([
    [
      AUTH_PATHS.verifyEmailCode,
      { email: 'owner@example.com', code: '12345' },
      { code: ['Enter the 6-digit code'] },
    ],
    [
      AUTH_PATHS.verifyEmailCode,
      { email: 'owner@example.com', code: '12a456' },
      { code: ['Enter the 6-digit code'] },
    ],
    [AUTH_PATHS.verifyEmailCode, { code: '123456' }, { email: ['Email is required'] }],
    [
      AUTH_PATHS.verifyAccount,
      { id: 'not-a-uuid', activationToken: 'a'.repeat(43) },
      { id: ['Invalid confirmation link'] },
    ],
    [
      AUTH_PATHS.verifyAccount,
      { id: '7b1f7c2e-4d0b-4c57-9a53-2f8d1f1f9a10', activationToken: 'short' },
      { activationToken: ['Invalid confirmation link'] },
    ],
  ])('%s refuses %j with Validation Errors', async (path, body, errors) => {
    const response = await t.api.send('POST', api(path), body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(validation(errors));
  });
});

describe('creating the business password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const create = (token: string, password = GOOD_PASSWORD, confirmation = password) =>
    t.api.send('POST', api(AUTH_PATHS.createBusinessPassword), {
      token,
      password,
      password_confirmation: confirmation,
    });
  const invalidLink = {
    error: true,
    message: 'This link is invalid or has expired.',
    code: ErrorCode.invalidToken,
  };

  it('the token works once', async () => {
    const { passwordToken } = await signUpAndConfirm(t);
    expect((await create(passwordToken)).status).toBe(200);
    const again = await create(passwordToken, 'Another-Strong-Passphrase-7');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalidLink);
  });

  it('an expired token is refused', async () => {
    const { passwordToken, email } = await signUpAndConfirm(t);
    await t.server.database.db.execute(
      sql`update password_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${email})`,
    );
    const response = await create(passwordToken);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidLink);
  });

  it("an invited member's token cannot create a business password", async () => {
    const owner = await registerOwner(t);
    const member = await inviteMember(t, owner.companyId);
    const response = await create(member.token);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidLink);
  });

  it('a common password is refused and the token stays usable', async () => {
    const { passwordToken } = await signUpAndConfirm(t);
    const common = await create(passwordToken, 'password123');
    expect(common.status).toBe(400);
    expect(common.body).toEqual(
      validation({ password: ['This password is too common. Choose one that is harder to guess.'] }),
    );
    expect((await create(passwordToken)).status).toBe(200);
  });

  it.each([
    [
      { token: 'x'.repeat(43), password: 'Short-1', password_confirmation: 'Short-1' },
      { password: ['Password must be at least 8 characters'] },
    ],
    [
      { token: 'x'.repeat(43), password: 'P'.repeat(129), password_confirmation: 'P'.repeat(129) },
      { password: ['Password must be at most 128 characters'] },
    ],
    [
      { token: 'x'.repeat(43), password: GOOD_PASSWORD, password_confirmation: 'Harmattan-Breeze-2025' },
      { password_confirmation: ['Passwords do not match'] },
    ],
    [
      { token: 'x'.repeat(43), password: GOOD_PASSWORD },
      { password_confirmation: ['Confirm your password'] },
    ],
    [
      { token: 'short', password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD },
      { token: ['Invalid or expired link'] },
    ],
  ])('refuses %j with Validation Errors', async (body, errors) => {
    const response = await t.api.send('POST', api(AUTH_PATHS.createBusinessPassword), body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(validation(errors));
  });
});
