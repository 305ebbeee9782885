// Lockouts hold under parallel attempts (issue 9): a burst of wrong passwords, codes or PINs sent at once gets at
// most the limit checked, and a right one sent inside the burst, once the limit is used, is refused.
import {
  AUTH_PATHS,
  ErrorCode,
  OPS_PATHS,
  PIN_PATHS,
  WALLET_PATHS,
  walletResponse,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from './helpers/api-client.ts';
import {
  loginStage1Body,
  loginStage2Body,
  NEW_PASSWORD,
  nextMail,
  registerOwner,
  signUp,
  sqlRows,
  startLogin,
} from './helpers/auth-flows.ts';
import { newOperator } from './helpers/compliance.ts';
import { codeIn, waitForMail } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, walletOwner } from './helpers/wallet-fixtures.ts';

const LIMIT = 5;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    encryption: false,
    env: { AUTH_LOCKOUT_THRESHOLD: String(LIMIT), PIN_LOCKOUT_THRESHOLD: String(LIMIT) },
  });
});
afterAll(() => t.close());

/**
 * Sends `n` wrong attempts at once and, once `LIMIT` of them are answered (the limit is used: the lock is due) while
 * the rest are still in flight, the right one.
 */
async function burstThenRight(
  n: number,
  wrong: () => Promise<ApiAnswer<unknown>>,
  right: () => Promise<ApiAnswer<unknown>>,
) {
  let answered = 0;
  let limitUsed: () => void = () => {};
  const used = new Promise<void>((resolve) => {
    limitUsed = resolve;
  });
  const burst = Array.from({ length: n }, () =>
    wrong().then((answer) => {
      answered += 1;
      if (answered === LIMIT) limitUsed();
      return answer;
    }),
  );
  await used;
  const rightAnswer = await right();
  return { wrong: await Promise.all(burst), right: rightAnswer };
}

const statuses = (answers: ApiAnswer<unknown>[]) => answers.map((a) => a.status);
const count = (answers: ApiAnswer<unknown>[], status: number) =>
  answers.filter((a) => a.status === status).length;

describe('parallel wrong attempts get at most the limit checked', () => {
  it('15 wrong passwords at once: at most 5 checked, and the right password in the burst is refused', async () => {
    const owner = await registerOwner(t);
    const stage1 = (password: string) =>
      t.api.send('POST', api(AUTH_PATHS.login), loginStage1Body({ email: owner.email, password }));
    const { wrong, right } = await burstThenRight(
      15,
      () => stage1('Wrong-Password-1'),
      () => stage1(owner.password),
    );
    const checked = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_events
          where action = 'auth.login' and outcome = 'failure' and actor_id = ${owner.userId}`,
    );
    expect(checked[0]!.n).toBeLessThanOrEqual(LIMIT);
    expect(count(wrong, 401)).toBeLessThanOrEqual(LIMIT - 1);
    expect(statuses(wrong).every((s) => s === 401 || s === 429)).toBe(true);
    expect(right.status).toBe(429);
    expect(right.error.code).toBe(ErrorCode.accountLocked);
  });

  it('100 wrong transaction PINs at once: at most 5 checked, and the right PIN in the burst moves no money', async () => {
    const owner = await walletOwner(t, { name: 'Burst Bakery', balance: 10_000_00 });
    const created = await t.api.send(
      'POST',
      api(WALLET_PATHS.createAdditional),
      { name: 'Savings', purpose: 'expense' },
      { token: owner.token, schema: walletResponse },
    );
    const savings = created.data._id;
    const move = (pin: string) =>
      t.api.send(
        'PATCH',
        api(WALLET_PATHS.move),
        { sourceWalletId: owner.mainWalletId, destinationWalletId: savings, amount: 1_00, pin },
        { token: owner.token, headers: { 'idempotency-key': newKey() } },
      );
    const { wrong, right } = await burstThenRight(
      100,
      () => move('0000'),
      () => move(PIN),
    );
    const checked = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_events
          where company_id = ${owner.companyId} and action in ('wallet.pin.wrong', 'wallet.pin.locked')`,
    );
    expect(checked[0]!.n).toBeLessThanOrEqual(LIMIT);
    expect(count(wrong, 422)).toBeLessThanOrEqual(LIMIT - 1);
    expect(right.status).toBe(429);
    expect(right.error.code).toBe(ErrorCode.pinLocked);
    const moved = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_events where company_id = ${owner.companyId} and action like 'wallet.move%'`,
    );
    expect(moved[0]!.n).toBe(0);
  });

  it('11 wrong reset PINs at once: at most 5 checked against the PIN, and the right PIN in the burst is refused', async () => {
    const owner = await registerOwner(t);
    await t.api.send('POST', api(AUTH_PATHS.forgotPassword), { email: owner.email });
    const pin = Number(codeIn(await nextMail(t, owner.email, 'Password reset PIN')));
    const reset = (resetPin: number) =>
      t.api.send('POST', api(AUTH_PATHS.resetPassword), {
        email: owner.email,
        resetPin,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
    const { right } = await burstThenRight(
      11,
      () => reset(pin === 999999 ? 999998 : 999999),
      () => reset(pin),
    );
    const [row] = await sqlRows<{ attempts: number }>(
      t,
      sql`select attempts from password_resets where user_id = ${owner.userId}`,
    );
    expect(row!.attempts).toBeLessThanOrEqual(LIMIT);
    expect(right.status).toBe(429);
  });

  it('a reset PIN that had its tries stays dead after the email lock has passed (its own counter is read)', async () => {
    const owner = await registerOwner(t);
    await t.api.send('POST', api(AUTH_PATHS.forgotPassword), { email: owner.email });
    const pin = Number(codeIn(await nextMail(t, owner.email, 'Password reset PIN')));
    const reset = (resetPin: number) =>
      t.api.send('POST', api(AUTH_PATHS.resetPassword), {
        email: owner.email,
        resetPin,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
    for (let i = 0; i < LIMIT; i++) await reset(pin === 999999 ? 999998 : 999999);
    await t.server.database.db.execute(
      sql`update auth_throttles set locked_until = now() - interval '1 second' where key = ${`reset:${owner.email}`}`,
    );
    const afterLock = await reset(pin);
    expect(afterLock.status).toBe(400);
    expect(afterLock.error.code).toBe(ErrorCode.invalidCode);
  });

  it('15 wrong email confirmation codes at once: at most 5 checked, and the right code in the burst is refused', async () => {
    const { email } = await signUp(t);
    const code = codeIn(await nextMail(t, email, 'Confirm your email'));
    const verify = (value: string) =>
      t.api.send('POST', api(AUTH_PATHS.verifyEmailCode), { email, code: value });
    const { wrong, right } = await burstThenRight(
      15,
      () => verify(code === '999999' ? '999998' : '999999'),
      () => verify(code),
    );
    // Each checked code answers 400, except the one that locks (429).
    expect(count(wrong, 400)).toBeLessThanOrEqual(LIMIT - 1);
    expect(right.status).toBe(429);
  });

  it('15 wrong operator passwords at once: at most 5 checked, and the right password in the burst is refused', async () => {
    const operator = await newOperator(t);
    const login = (password: string) =>
      t.api.send('POST', api(OPS_PATHS.login), { stage: 1, email: operator.email, password });
    const { wrong, right } = await burstThenRight(
      15,
      () => login('Wrong-password-123'),
      () => login(operator.password),
    );
    const checked = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_events
          where action = 'ops.login' and outcome = 'failure' and actor_id = ${operator._id}`,
    );
    expect(checked[0]!.n).toBeLessThanOrEqual(LIMIT);
    expect(count(wrong, 401)).toBeLessThanOrEqual(LIMIT - 1);
    expect(right.status).toBe(429);
  });
  it('20 wrong emailed PIN codes at once: at most 5 compared, and the right code in the burst is refused', async () => {
    const owner = await walletOwner(t, { name: 'Code Burst Ltd' });
    const sent = await t.api.send(
      'POST',
      api(PIN_PATHS.sendOtp),
      { otpType: 'reset-pin' },
      { token: owner.token },
    );
    expect(sent.status).toBe(200);
    const code = codeIn(
      await waitForMail(t, owner.email, (m) => m.subject.startsWith('Your transaction PIN code')),
    );
    const change = (otp: string) =>
      t.api.send(
        'POST',
        api(PIN_PATHS.change),
        { otp, pin: '2468', confirmPin: '2468' },
        { token: owner.token },
      );
    const { right } = await burstThenRight(
      20,
      () => change(code === '999999' ? '999998' : '999999'),
      () => change(code),
    );
    const [row] = await sqlRows<{ attempts: number }>(
      t,
      sql`select attempts from transaction_pin_codes where user_id = ${owner.userId}`,
    );
    expect(row!.attempts).toBeLessThanOrEqual(LIMIT);
    expect(right.status).toBe(400);
    expect(right.error.code).toBe(ErrorCode.invalidCode);
  });
  it('15 wrong login codes at once: at most 5 compared, and the right code in the burst is refused', async () => {
    const owner = await registerOwner(t);
    const { challengeId, code } = await startLogin(t, owner);
    const stage2 = (otp: string) =>
      t.api.send('POST', api(AUTH_PATHS.login), loginStage2Body(owner, otp, challengeId));
    const { right } = await burstThenRight(
      15,
      () => stage2(code === '999999' ? '999998' : '999999'),
      () => stage2(code),
    );
    const [row] = await sqlRows<{ attempts: number }>(
      t,
      sql`select attempts from login_challenges where id = ${challengeId}`,
    );
    expect(row!.attempts).toBeLessThanOrEqual(LIMIT);
    expect([400, 429]).toContain(right.status);
  });
});

describe('right attempts in flight together are not refused as locked', () => {
  // 3 wrong attempts leave 2 of the limit: with the attempt counted before the check, the 5 right ones sent at once
  // used the 2 left and the other 3 were answered "locked" though none was wrong. Taking turns, all pass.
  const USED = LIMIT - 2;

  it('5 right passwords sent at once after 3 wrong ones all pass the password stage', async () => {
    const owner = await registerOwner(t);
    const stage1 = (password: string) =>
      t.api.send('POST', api(AUTH_PATHS.login), loginStage1Body({ email: owner.email, password }));
    for (let i = 0; i < USED; i++) expect((await stage1('Wrong-Password-1')).status).toBe(401);
    const right = await Promise.all(Array.from({ length: 5 }, () => stage1(owner.password)));
    expect(statuses(right)).toEqual([200, 200, 200, 200, 200]);
    // The lock still counts the earlier failures: two more wrong ones lock the email.
    expect((await stage1('Wrong-Password-1')).status).toBe(401);
    const locking = await stage1('Wrong-Password-1');
    expect(locking.status).toBe(429);
    expect(locking.error.code).toBe(ErrorCode.accountLocked);
  });

  it('5 right operator passwords sent at once after 3 wrong ones all pass the password stage', async () => {
    const operator = await newOperator(t);
    const login = (password: string) =>
      t.api.send('POST', api(OPS_PATHS.login), { stage: 1, email: operator.email, password });
    for (let i = 0; i < USED; i++) expect((await login('Wrong-password-123')).status).toBe(401);
    const right = await Promise.all(Array.from({ length: 5 }, () => login(operator.password)));
    expect(statuses(right)).toEqual([200, 200, 200, 200, 200]);
  });

  it('the right reset PIN sent 5 times at once after 3 wrong ones: one resets, none is answered locked', async () => {
    const owner = await registerOwner(t);
    await t.api.send('POST', api(AUTH_PATHS.forgotPassword), { email: owner.email });
    const pin = Number(codeIn(await nextMail(t, owner.email, 'Password reset PIN')));
    const reset = (resetPin: number) =>
      t.api.send('POST', api(AUTH_PATHS.resetPassword), {
        email: owner.email,
        resetPin,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
    for (let i = 0; i < USED; i++) expect((await reset(pin === 999999 ? 999998 : 999999)).status).toBe(400);
    const right = await Promise.all(Array.from({ length: 5 }, () => reset(pin)));
    expect(count(right, 200)).toBe(1);
    expect(count(right, 429)).toBe(0);
  });
});
