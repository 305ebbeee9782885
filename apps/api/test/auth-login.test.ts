// Two-stage login (spec §4 Login, §7): stage 1 emails a code and answers a pending stage 2; stage 2 logs in.
import {
  AUTH_PATHS,
  ErrorCode,
  loginSession,
  pendingLogin,
  resendLoginCodeResponse,
  success,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, seedDemoBusiness } from '../src/seed/demo.ts';
import {
  api,
  CHANNEL,
  loginStage1Body,
  loginStage2Body,
  nextMail,
  outboxFor,
  registerOwner,
  signUp,
  startLogin,
} from './helpers/auth-flows.ts';
import { codeIn, waitForMail } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const validation = (errors: Record<string, string[]>) => ({
  error: true,
  message: 'Validation Errors',
  code: ErrorCode.validation,
  errors,
});
const invalidCredentials = {
  error: true,
  message: 'Invalid email or password',
  code: ErrorCode.invalidCredentials,
};
const otherThan = (code: string) => (code === '999999' ? '999998' : '999999');

describe.each([true, false])('two-stage login (encryption %s)', (encryption) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ encryption });
    // The demo owner only: login reads no module's data.
    await seedDemoBusiness(t.server.database.db, t.config, { only: [] });
  }, 120_000);
  afterAll(() => t.close());

  it('stage 1 answers a pending stage 2 and emails a 6-digit code; stage 2 returns the session', async () => {
    const stage1 = await t.api.send(
      'POST',
      api(AUTH_PATHS.login),
      {
        stage: 1,
        ...DEMO_LOGIN,
        ipAddress: '10.0.0.1',
        channel: 'business-web',
      },
      { schema: success(pendingLogin.loose()) },
    );
    expect(stage1.status).toBe(200);
    expect(stage1.body.message).toBe('Enter the code sent to your email');
    expect(stage1.data).toMatchObject({ stage: 2, email: DEMO_LOGIN.email });
    expect('token' in stage1.data).toBe(false);
    // The code is valid 10 minutes.
    const validFor = new Date(stage1.data.expiresAt).getTime() - Date.now();
    expect(validFor).toBeGreaterThan(9.5 * 60_000);
    expect(validFor).toBeLessThanOrEqual(10 * 60_000);
    if (encryption) expect(Object.keys(stage1.raw as object).sort()).toEqual(['encryptedValue', 'iv']);

    const mail = await waitForMail(t, DEMO_LOGIN.email, (m) => m.subject.startsWith('Your login code'));
    expect(mail.subject).toBe(`Your login code: ${codeIn(mail)}`);
    const stage2 = await t.api.send(
      'POST',
      api(AUTH_PATHS.login),
      {
        stage: 2,
        ...DEMO_LOGIN,
        otp: codeIn(mail),
        challengeId: stage1.data.challengeId,
        channel: 'business-web',
      },
      { schema: success(loginSession) },
    );
    expect(stage2.status).toBe(200);
    expect(stage2.body.message).toBe('Login successful');
    expect(stage2.data).toMatchObject({
      name: 'Adunni Okafor',
      employer: {
        companyName: 'Adunni Foods Ltd',
        adminVerify: true,
        accountType: 'main',
        userType: 'employer',
        email: DEMO_LOGIN.email,
      },
      company: { companyType: 'registered business', employeeEva: false, businessLogo: null },
      member: { isPasswordSet: true },
      alias: false,
      employerList: [],
    });
    expect(stage2.data.tokenExpiry).toBeGreaterThan(Date.now());
    expect(stage2.data.refreshToken).toMatch(/^[\w-]{43}$/);
  });
});

describe('login rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = (body: unknown) => t.api.send('POST', api(AUTH_PATHS.login), body);

  it('a wrong password, an unknown email and an unconfirmed account get the same answer, and no code is emailed', async () => {
    const owner = await registerOwner(t);
    const pending = await signUp(t);
    const answers = await Promise.all([
      login(loginStage1Body({ email: owner.email, password: 'Not-The-Password-1' })),
      login(loginStage1Body({ email: 'nobody.at.all@example.com', password: 'Not-The-Password-1' })),
      login(loginStage1Body({ email: pending.email, password: 'Not-The-Password-1' })),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(invalidCredentials);
    }
    const templates = (await outboxFor(t, owner.email)).map((m) => m.template);
    expect(templates).not.toContain('auth.login-code');
  });

  it('an email typed in capitals logs in the same account', async () => {
    const owner = await registerOwner(t);
    const response = await t.api.post(
      api(AUTH_PATHS.login),
      loginStage1Body({ email: owner.email.toUpperCase(), password: owner.password }),
      { schema: success(pendingLogin) },
    );
    expect(response.status).toBe(200);
    expect(response.data.email).toBe(owner.email);
  });

  it('stage 2 checks the password again: the right code with a wrong password is refused', async () => {
    const owner = await registerOwner(t);
    const { challengeId, code } = await startLogin(t, owner);
    const response = await login(
      loginStage2Body({ email: owner.email, password: 'Not-The-Password-1' }, code, challengeId),
    );
    expect(response.status).toBe(401);
    expect(response.body).toEqual(invalidCredentials);
  });

  it('a wrong code is refused and says how many attempts are left; after 5, even the right code is refused', async () => {
    const owner = await registerOwner(t);
    const { challengeId, code } = await startLogin(t, owner);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await login(loginStage2Body(owner, otherThan(code), challengeId));
      expect(response.status).toBe(400);
      expect(response.error.code).toBe(ErrorCode.invalidCode);
      messages.push(response.body.message);
    }
    expect(messages).toEqual([
      'Incorrect code. 4 attempts left.',
      'Incorrect code. 3 attempts left.',
      'Incorrect code. 2 attempts left.',
      'Incorrect code. 1 attempt left.',
      'Too many incorrect codes. Log in again to get a new code.',
    ]);
    const right = await login(loginStage2Body(owner, code, challengeId));
    expect(right.status).toBe(400);
    expect(right.body).toEqual({
      error: true,
      message: 'Too many incorrect codes. Log in again to get a new code.',
      code: ErrorCode.invalidCode,
    });
  });

  it('a code older than 10 minutes has expired', async () => {
    const owner = await registerOwner(t);
    const { challengeId, code } = await startLogin(t, owner);
    await t.server.database.db.execute(
      sql`update login_challenges set expires_at = now() - interval '1 second' where id = ${challengeId}`,
    );
    const response = await login(loginStage2Body(owner, code, challengeId));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: true,
      message: 'This code has expired. Request a new one.',
      code: ErrorCode.codeExpired,
    });
  });

  it('a code works once: the same stage 2 sent again is refused', async () => {
    const owner = await registerOwner(t);
    const { challengeId, code } = await startLogin(t, owner);
    expect((await login(loginStage2Body(owner, code, challengeId))).status).toBe(200);
    const again = await login(loginStage2Body(owner, code, challengeId));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: true,
      message: 'This code has already been used. Log in again.',
      code: ErrorCode.invalidCode,
    });
  });

  it('a code is bound to its login attempt: the code of attempt A does not work for attempt B', async () => {
    const owner = await registerOwner(t);
    const a = await startLogin(t, owner);
    const b = await startLogin(t, owner);
    const crossed = await login(
      loginStage2Body(owner, a.code === b.code ? otherThan(b.code) : a.code, b.challengeId),
    );
    expect(crossed.status).toBe(400);
    expect(crossed.error.code).toBe(ErrorCode.invalidCode);
    expect((await login(loginStage2Body(owner, b.code, b.challengeId))).status).toBe(200);
  });

  it("a login attempt belongs to its person: another account's attempt is refused", async () => {
    const first = await registerOwner(t);
    const second = await registerOwner(t);
    const attempt = await startLogin(t, first);
    const response = await login(loginStage2Body(second, attempt.code, attempt.challengeId));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: true,
      message: 'Invalid code. Log in again to get a new code.',
      code: ErrorCode.invalidCode,
    });
  });

  it.each([
    [{}, { stage: ['stage must be 1 or 2'] }],
    [{ stage: 3, email: 'a@b.co', password: 'x', channel: CHANNEL }, { stage: ['stage must be 1 or 2'] }],
    [
      { stage: 1, email: 'not-an-email', password: 'x', channel: CHANNEL },
      { email: ['Enter a valid email address'] },
    ],
    [{ stage: 1, email: 'a@b.co', password: '', channel: CHANNEL }, { password: ['Password is required'] }],
    [
      { stage: 1, email: 'a@b.co', password: 'x', channel: 'mobile-app' },
      { channel: ["channel must be 'business-web'"] },
    ],
    [
      { stage: 2, email: 'a@b.co', password: 'x', otp: '12345', channel: CHANNEL },
      { otp: ['Enter the 6-digit code'] },
    ],
    [
      { stage: 2, email: 'a@b.co', password: 'x', otp: 'abcdef', channel: CHANNEL },
      { otp: ['Enter the 6-digit code'] },
    ],
    [{ stage: 2, email: 'a@b.co', password: 'x', channel: CHANNEL }, { otp: ['Code is required'] }],
  ])('refuses %j with Validation Errors', async (body, errors) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(validation(errors));
  });
});

describe('resending the login code (/login/two-factor-auth)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const resend = (challengeId: unknown, channel: unknown = CHANNEL) =>
    t.api.post(
      api(AUTH_PATHS.resendLoginCode),
      { challengeId, channel },
      { schema: resendLoginCodeResponse },
    );

  it('emails a new code for the same login attempt; only the new code logs in', async () => {
    const owner = await registerOwner(t);
    const { challengeId, code } = await startLogin(t, owner);
    const response = await resend(challengeId);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('A new code has been sent to your email');
    expect(new Date(response.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    const fresh = codeIn(await nextMail(t, owner.email, 'Your login code'));
    expect(fresh).not.toBe('');
    if (fresh !== code)
      expect(
        (await t.api.send('POST', api(AUTH_PATHS.login), loginStage2Body(owner, code, challengeId))).status,
      ).toBe(400);
    expect(
      (await t.api.send('POST', api(AUTH_PATHS.login), loginStage2Body(owner, fresh, challengeId))).status,
    ).toBe(200);
  });

  it('allows 5 new codes per login attempt, then asks to log in again', async () => {
    const owner = await registerOwner(t);
    const { challengeId } = await startLogin(t, owner);
    for (let i = 0; i < 5; i++) expect((await resend(challengeId)).status).toBe(200);
    const sixth = await resend(challengeId);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      error: true,
      message: 'Too many codes requested. Log in again.',
      code: ErrorCode.rateLimited,
    });
  });

  it('refuses a login attempt that has ended or never existed', async () => {
    const owner = await registerOwner(t);
    const { challengeId, code } = await startLogin(t, owner);
    expect(
      (await t.api.send('POST', api(AUTH_PATHS.login), loginStage2Body(owner, code, challengeId))).status,
    ).toBe(200);
    const ended = {
      error: true,
      message: 'This login has ended. Log in again.',
      code: ErrorCode.invalidCode,
    };
    expect((await resend(challengeId)).body).toEqual(ended);
    const unknown = await resend('7b1f7c2e-4d0b-4c57-9a53-2f8d1f1f9a10');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(ended);
  });

  it.each([
    [{ channel: CHANNEL }, { challengeId: ['Start the login again'] }],
    [{ challengeId: 'abc', channel: CHANNEL }, { challengeId: ['Start the login again'] }],
    [
      { challengeId: '7b1f7c2e-4d0b-4c57-9a53-2f8d1f1f9a10', channel: 'ios' },
      { channel: ["channel must be 'business-web'"] },
    ],
  ])('refuses %j with Validation Errors', async (body, errors) => {
    const response = await t.api.send('POST', api(AUTH_PATHS.resendLoginCode), body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(validation(errors));
  });
});
