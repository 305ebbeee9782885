// Temporary lockout after repeated failures on login, confirmation codes and reset PINs — the same answers for an
// unknown email as for a known one — and the per-IP rate limit of every sign-in endpoint.
import { AUTH_PATHS, CHANNEL, ErrorCode } from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  loginFully,
  loginStage1Body,
  NEW_PASSWORD,
  nextMail,
  registerOwner,
  signUp,
} from './helpers/auth-flows.ts';
import { codeIn } from './helpers/mailbox.ts';
import { type CallResult, startTestApp, type TestApp } from './helpers/test-app.ts';

const locked = {
  error: true,
  message: 'Too many failed attempts. Try again in 15 minutes.',
  code: ErrorCode.accountLocked,
};
const answer = (r: CallResult) => ({ status: r.status, body: r.body });
const otherThan = (code: string) => (code === '999999' ? '999998' : '999999');

describe('lockout after 3 failures (AUTH_LOCKOUT_THRESHOLD=3, 15 minutes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { AUTH_LOCKOUT_THRESHOLD: '3', AUTH_LOCKOUT_MINUTES: '15' } });
  });
  afterAll(() => t.close());

  const stage1 = (email: string, password: string) =>
    t.api.send('POST', api(AUTH_PATHS.login), loginStage1Body({ email, password }));

  it('three wrong passwords lock the email: even the right password then gets 429 with a retry-after', async () => {
    const owner = await registerOwner(t);
    expect((await stage1(owner.email, 'Wrong-Password-1')).status).toBe(401);
    expect((await stage1(owner.email, 'Wrong-Password-2')).status).toBe(401);
    const third = await stage1(owner.email, 'Wrong-Password-3');
    expect(answer(third)).toEqual({ status: 429, body: locked });
    expect(third.headers['retry-after']).toBe('900');
    const right = await stage1(owner.email, owner.password);
    expect(answer(right)).toEqual({ status: 429, body: locked });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(890);
  });

  it('an unknown email gets exactly the same answers as a known one, attempt by attempt, through the lockout', async () => {
    const owner = await registerOwner(t);
    const attempts = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(answer(await stage1(email, `Wrong-Password-${i}`)));
      return answers;
    };
    const known = await attempts(owner.email);
    const unknown = await attempts('nobody.knows.me@example.com');
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 429, 429, 429]);
    expect(known[0]!.body).toEqual({
      error: true,
      message: 'Invalid email or password',
      code: ErrorCode.invalidCredentials,
    });
  });

  it('the lock is temporary: once it has passed, the right password works', async () => {
    const owner = await registerOwner(t);
    for (let i = 0; i < 3; i++) await stage1(owner.email, 'Wrong-Password-1');
    expect((await stage1(owner.email, owner.password)).status).toBe(429);
    await t.server.database.db.execute(
      sql`update auth_throttles set locked_until = now() - interval '1 second' where key = ${`login:${owner.email}`}`,
    );
    expect((await stage1(owner.email, owner.password)).status).toBe(200);
  });

  it('a completed login starts the count again', async () => {
    const owner = await registerOwner(t);
    await stage1(owner.email, 'Wrong-Password-1');
    await stage1(owner.email, 'Wrong-Password-2');
    await loginFully(t, owner);
    expect((await stage1(owner.email, 'Wrong-Password-3')).status).toBe(401);
    expect((await stage1(owner.email, 'Wrong-Password-4')).status).toBe(401);
  });

  it('three wrong confirmation codes lock email confirmation, for a pending sign-up and an unknown email alike', async () => {
    const { email } = await signUp(t);
    const code = codeIn(await nextMail(t, email, 'Confirm your email'));
    const verify = (address: string, value: string) =>
      t.api.send('POST', api(AUTH_PATHS.verifyEmailCode), { email: address, code: value });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await verify(email, otherThan(code))).status);
    expect(statuses).toEqual([400, 400, 429]);
    expect(answer(await verify(email, code))).toEqual({ status: 429, body: locked });

    const unknown = [];
    for (let i = 0; i < 4; i++) unknown.push((await verify('nobody.signed.up@example.com', '123456')).status);
    expect(unknown).toEqual([400, 400, 429, 429]);
  });

  it('three wrong reset PINs lock the reset, for a known and an unknown email alike', async () => {
    const owner = await registerOwner(t);
    await t.api.send('POST', api(AUTH_PATHS.forgotPassword), { email: owner.email });
    const pin = Number(codeIn(await nextMail(t, owner.email, 'Password reset PIN')));
    const reset = (email: string, resetPin: number) =>
      t.api.send('POST', api(AUTH_PATHS.resetPassword), {
        email,
        resetPin,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
    const wrong = pin === 999999 ? 999998 : 999999;
    const known = [];
    const unknown = [];
    for (let i = 0; i < 4; i++) known.push(answer(await reset(owner.email, wrong)));
    for (let i = 0; i < 4; i++) unknown.push(answer(await reset('nobody.resets@example.com', wrong)));
    expect(known.map((a) => a.status)).toEqual([400, 400, 429, 429]);
    expect(unknown).toEqual(known);
    expect(answer(await reset(owner.email, pin))).toEqual({ status: 429, body: locked });
  });
});

describe('rate limit per IP on every sign-in endpoint (AUTH_RATE_LIMIT_PER_MINUTE=3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  const endpoints: [string, unknown][] = [
    [AUTH_PATHS.signup, {}],
    [AUTH_PATHS.verifyEmailCode, { email: 'a@example.com', code: '123456' }],
    [
      AUTH_PATHS.verifyAccount,
      { id: '7b1f7c2e-4d0b-4c57-9a53-2f8d1f1f9a10', activationToken: 'x'.repeat(43) },
    ],
    [AUTH_PATHS.resendVerification, { email: 'a@example.com' }],
    [AUTH_PATHS.createBusinessPassword, {}],
    [AUTH_PATHS.login, loginStage1Body({ email: 'a@example.com', password: 'Wrong-Password-1' })],
    [AUTH_PATHS.resendLoginCode, { challengeId: '7b1f7c2e-4d0b-4c57-9a53-2f8d1f1f9a10', channel: CHANNEL }],
    [AUTH_PATHS.refresh, { refreshToken: 'unknown', channel: CHANNEL }],
    [AUTH_PATHS.forgotPassword, { email: 'a@example.com' }],
    [AUTH_PATHS.resetPassword, {}],
    [AUTH_PATHS.memberCreatePassword, {}],
    [AUTH_PATHS.memberResetPassword, {}],
  ];

  it.each(endpoints.map(([path, body], i) => [path, body, `10.9.0.${i + 1}`] as const))(
    '%s: the 4th request in a minute from one IP gets 429; another IP still gets through',
    async (path, body, ip) => {
      for (let i = 0; i < 3; i++)
        expect((await t.api.send('POST', api(path), body, { ip })).status).not.toBe(429);
      const limited = await t.api.send('POST', api(path), body, { ip });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        error: true,
        message: 'Too many requests. Please wait a moment and try again.',
        code: ErrorCode.rateLimited,
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.api.send('POST', api(path), body, { ip: '10.8.0.1' })).status).not.toBe(429);
    },
  );
});
