// Invited members set a password at /create-your-password/{token}; members reset theirs at /reset-your-password/{token}
// with the link of the forgot-password email.
import { AUTH_PATHS, ErrorCode } from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  GOOD_PASSWORD,
  inviteMember,
  loginFully,
  loginStage1Body,
  logoutWith,
  NEW_PASSWORD,
  nextMail,
  refreshWith,
  registerOwner,
  sqlRows,
} from './helpers/auth-flows.ts';
import { codeIn, linkIn } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const validation = (errors: Record<string, string[]>) => ({
  error: true,
  message: 'Validation Errors',
  code: ErrorCode.validation,
  errors,
});
const invalidLink = {
  error: true,
  message: 'This link is invalid or has expired.',
  code: ErrorCode.invalidToken,
};
const passwordBody = (token: string, password = GOOD_PASSWORD, confirmation = password) => ({
  token,
  password,
  password_confirmation: confirmation,
});

/** The token of the /reset-your-password/{token} link in a fresh forgot-password email. */
async function resetLinkToken(t: TestApp, email: string) {
  expect((await t.api.send('POST', api(AUTH_PATHS.forgotPassword), { email })).status).toBe(200);
  const mail = await nextMail(t, email, 'Password reset PIN');
  return { token: linkIn(mail, '/reset-your-password/').split('/').pop()!, pin: Number(codeIn(mail)) };
}

describe.each([true, false])("invited member's password (encryption %s)", (encryption) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ encryption });
  });
  afterAll(() => t.close());

  it('an invited member creates a password, becomes active and can log in', async () => {
    const owner = await registerOwner(t);
    const member = await inviteMember(t, owner.companyId);
    const response = await t.api.send(
      'POST',
      api(AUTH_PATHS.memberCreatePassword),
      passwordBody(member.token),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Password created. You can now log in.', data: null });
    const [row] = await sqlRows(t, sql`select status from company_members where user_id = ${member.userId}`);
    expect(row).toEqual({ status: 'active' });
    const session = await loginFully(t, { email: member.email, password: GOOD_PASSWORD });
    expect(session.employer).toMatchObject({
      userType: 'employer-admin',
      selectedCompanyId: owner.companyId,
      email: member.email,
    });
  });

  it("a member resets the password with the forgot-password email's link; every session is signed out", async () => {
    const owner = await registerOwner(t);
    const session = await loginFully(t, owner);
    const { token } = await resetLinkToken(t, owner.email);
    const response = await t.api.send(
      'POST',
      api(AUTH_PATHS.memberResetPassword),
      passwordBody(token, NEW_PASSWORD),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Your password has been reset. You can now log in.',
      data: null,
    });

    expect((await t.api.send('POST', api(AUTH_PATHS.login), loginStage1Body(owner))).status).toBe(401);
    expect(
      (
        await t.api.send(
          'POST',
          api(AUTH_PATHS.login),
          loginStage1Body({ email: owner.email, password: NEW_PASSWORD }),
        )
      ).status,
    ).toBe(200);
    expect((await refreshWith(t, session.refreshToken)).status).toBe(401);
    expect((await logoutWith(t, session.token)).status).toBe(401);
  });
});

describe('member password links', () => {
  let t: TestApp;
  let companyId: string;
  beforeAll(async () => {
    t = await startTestApp();
    companyId = (await registerOwner(t)).companyId;
  });
  afterAll(() => t.close());

  const create = (body: unknown) => t.api.send('POST', api(AUTH_PATHS.memberCreatePassword), body);
  const resetWithLink = (body: unknown) => t.api.send('POST', api(AUTH_PATHS.memberResetPassword), body);

  it.each([8, 128])('accepts a password of exactly %i characters', async (length) => {
    const password = 'Zq8#Lm4!'.repeat(16).slice(0, length);
    expect(password).toHaveLength(length);
    const member = await inviteMember(t, companyId);
    expect((await create(passwordBody(member.token, password))).status).toBe(200);
    const login = await t.api.send(
      'POST',
      api(AUTH_PATHS.login),
      loginStage1Body({ email: member.email, password }),
    );
    expect(login.status).toBe(200);
  });

  it.each([
    [
      '7 characters',
      passwordBody('x'.repeat(43), 'Zq8#Lm4'),
      { password: ['Password must be at least 8 characters'] },
    ],
    [
      '129 characters',
      passwordBody('x'.repeat(43), 'Zq8#Lm4!'.repeat(16).concat('K')),
      { password: ['Password must be at most 128 characters'] },
    ],
    [
      'a confirmation that differs',
      passwordBody('x'.repeat(43), GOOD_PASSWORD, NEW_PASSWORD),
      { password_confirmation: ['Passwords do not match'] },
    ],
    [
      'no token',
      { password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD },
      { token: ['Invalid or expired link'] },
    ],
    ['a token too short to be one', passwordBody('abc'), { token: ['Invalid or expired link'] }],
  ])(
    'refuses a password with %s with Validation Errors, on both member endpoints',
    async (_case, body, errors) => {
      for (const send of [create, resetWithLink]) {
        const response = await send(body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual(validation(errors));
      }
    },
  );

  it('a common password is refused and the invitation stays usable', async () => {
    const member = await inviteMember(t, companyId);
    const common = await create(passwordBody(member.token, 'football1'));
    expect(common.status).toBe(400);
    expect(common.body).toEqual(
      validation({ password: ['This password is too common. Choose one that is harder to guess.'] }),
    );
    expect((await create(passwordBody(member.token))).status).toBe(200);
  });

  it('an invitation link works once', async () => {
    const member = await inviteMember(t, companyId);
    expect((await create(passwordBody(member.token))).status).toBe(200);
    const again = await create(passwordBody(member.token, NEW_PASSWORD));
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalidLink);
  });

  it('an expired invitation link is refused', async () => {
    const member = await inviteMember(t, companyId);
    await t.server.database.db.execute(
      sql`update password_tokens set expires_at = now() - interval '1 second' where user_id = ${member.userId}`,
    );
    const response = await create(passwordBody(member.token));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidLink);
  });

  it('an invitation link cannot reset a password and a reset link cannot accept an invitation', async () => {
    const member = await inviteMember(t, companyId);
    expect(await resetWithLink(passwordBody(member.token))).toMatchObject({ status: 400, body: invalidLink });
    const owner = await registerOwner(t);
    const { token } = await resetLinkToken(t, owner.email);
    expect(await create(passwordBody(token, NEW_PASSWORD))).toMatchObject({ status: 400, body: invalidLink });
  });

  it('a reset link works once, expires with its PIN after 10 minutes, and spends the PIN of the same email', async () => {
    const owner = await registerOwner(t);
    const first = await resetLinkToken(t, owner.email);
    expect((await resetWithLink(passwordBody(first.token, NEW_PASSWORD))).status).toBe(200);
    expect(await resetWithLink(passwordBody(first.token, 'Third-Time-Lucky-Passphrase'))).toMatchObject({
      status: 400,
      body: invalidLink,
    });
    const pinAfterLink = await t.api.send('POST', api(AUTH_PATHS.resetPassword), {
      email: owner.email,
      resetPin: first.pin,
      password: GOOD_PASSWORD,
      password_confirmation: GOOD_PASSWORD,
    });
    expect(pinAfterLink.status).toBe(400);

    const second = await resetLinkToken(t, owner.email);
    await t.server.database.db.execute(
      sql`update password_tokens set expires_at = now() - interval '1 second' where user_id = ${owner.userId} and purpose = 'reset' and consumed_at is null`,
    );
    expect(await resetWithLink(passwordBody(second.token))).toMatchObject({ status: 400, body: invalidLink });
  });

  it('an unknown token is refused', async () => {
    expect(await resetWithLink(passwordBody('x'.repeat(43)))).toMatchObject({
      status: 400,
      body: invalidLink,
    });
    expect(await create(passwordBody('x'.repeat(43)))).toMatchObject({ status: 400, body: invalidLink });
  });
});
