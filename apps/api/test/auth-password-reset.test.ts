// Forgot password and reset by PIN (spec §2.1 /forgot-password, /reset-password; §7: resetPin sent as a number).
import { AUTH_PATHS, ErrorCode } from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  GOOD_PASSWORD,
  loginFully,
  loginStage1Body,
  logoutWith,
  NEW_PASSWORD,
  nextMail,
  outboxFor,
  refreshWith,
  registerOwner,
} from './helpers/auth-flows.ts';
import { codeIn, linkIn } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const RESET_PIN_SENT = 'Password reset pin has been sent to your email address';
const validation = (errors: Record<string, string[]>) => ({
  error: true,
  message: 'Validation Errors',
  code: ErrorCode.validation,
  errors,
});
const otherThan = (pin: number) => (pin === 999999 ? 999998 : 999999);

async function requestPin(t: TestApp, email: string) {
  const response = await t.api.send('POST', api(AUTH_PATHS.forgotPassword), { email });
  expect(response.status).toBe(200);
  const mail = await nextMail(t, email, 'Password reset PIN');
  return { pin: Number(codeIn(mail)), mail };
}

const resetBody = (email: string, resetPin: unknown, password = NEW_PASSWORD, confirmation = password) => ({
  email,
  resetPin,
  password,
  password_confirmation: confirmation,
});

describe.each([true, false])('forgot password and reset (encryption %s)', (encryption) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ encryption });
  });
  afterAll(() => t.close());

  it("answers 'Password reset pin has been sent to your email address' and emails a 6-digit PIN and a reset link", async () => {
    const owner = await registerOwner(t);
    const response = await t.api.send('POST', api(AUTH_PATHS.forgotPassword), { email: owner.email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: RESET_PIN_SENT, data: null });
    const mail = await nextMail(t, owner.email, 'Password reset PIN');
    expect(mail.subject).toMatch(/^Password reset PIN: [1-9]\d{5}$/);
    expect(linkIn(mail, '/reset-your-password/')).toMatch(
      /^http:\/\/localhost:3000\/reset-your-password\/[\w-]{43}$/,
    );
  });

  it('the PIN, sent as a number, sets the new password: the old one stops working and the new one logs in', async () => {
    const owner = await registerOwner(t);
    const { pin } = await requestPin(t, owner.email);
    const response = await t.api.send('POST', api(AUTH_PATHS.resetPassword), resetBody(owner.email, pin));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Your password has been reset. You can now log in.',
      data: null,
    });

    const old = await t.api.send(
      'POST',
      api(AUTH_PATHS.login),
      loginStage1Body({ email: owner.email, password: GOOD_PASSWORD }),
    );
    expect(old.status).toBe(401);
    const fresh = await t.api.send(
      'POST',
      api(AUTH_PATHS.login),
      loginStage1Body({ email: owner.email, password: NEW_PASSWORD }),
    );
    expect(fresh.status).toBe(200);
    expect((await nextMail(t, owner.email, 'Your password was changed')).textBody).toContain(
      'every other session was signed out',
    );
  });
});

describe('password reset rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const reset = (body: unknown) => t.api.send('POST', api(AUTH_PATHS.resetPassword), body);

  it('answers an unknown email exactly like a known one, and emails nothing', async () => {
    const response = await t.api.send('POST', api(AUTH_PATHS.forgotPassword), {
      email: 'no.such.person@example.com',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: RESET_PIN_SENT, data: null });
    expect(await outboxFor(t, 'no.such.person@example.com')).toEqual([]);
  });

  it('resetting the password signs out every session of the account', async () => {
    const owner = await registerOwner(t);
    const session = await loginFully(t, owner);
    const { pin } = await requestPin(t, owner.email);
    expect((await reset(resetBody(owner.email, pin))).status).toBe(200);
    expect((await refreshWith(t, session.refreshToken)).status).toBe(401);
    expect((await logoutWith(t, session.token)).status).toBe(401);
  });

  it('a wrong PIN is refused and changes nothing', async () => {
    const owner = await registerOwner(t);
    const { pin } = await requestPin(t, owner.email);
    const response = await reset(resetBody(owner.email, otherThan(pin)));
    expect(response.status).toBe(400);
    expect(response.error.code).toBe(ErrorCode.invalidCode);
    const login = await t.api.send('POST', api(AUTH_PATHS.login), loginStage1Body(owner));
    expect(login.status).toBe(200);
  });

  it('answers a wrong PIN for an account exactly like any PIN for an unknown email', async () => {
    const owner = await registerOwner(t);
    const { pin } = await requestPin(t, owner.email);
    const known = await reset(resetBody(owner.email, otherThan(pin)));
    const unknown = await reset(resetBody('no.such.person@example.com', otherThan(pin)));
    expect(known.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(known.body).toEqual(unknown.body);
  });

  it('a PIN older than 10 minutes has expired', async () => {
    const owner = await registerOwner(t);
    const { pin } = await requestPin(t, owner.email);
    await t.server.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${owner.userId}`,
    );
    const response = await reset(resetBody(owner.email, pin));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: true,
      message: 'This reset PIN has expired. Request a new one.',
      code: ErrorCode.codeExpired,
    });
  });

  it('a PIN works once', async () => {
    const owner = await registerOwner(t);
    const { pin } = await requestPin(t, owner.email);
    expect((await reset(resetBody(owner.email, pin))).status).toBe(200);
    const again = await reset(resetBody(owner.email, pin, 'Yet-Another-Fine-Passphrase-3'));
    expect(again.status).toBe(400);
    expect(again.error.code).toBe(ErrorCode.invalidCode);
  });

  it('asking again replaces the PIN: the earlier PIN stops working', async () => {
    const owner = await registerOwner(t);
    const first = await requestPin(t, owner.email);
    const second = await requestPin(t, owner.email);
    if (first.pin !== second.pin) expect((await reset(resetBody(owner.email, first.pin))).status).toBe(400);
    expect((await reset(resetBody(owner.email, second.pin))).status).toBe(200);
  });

  it('resetting by PIN spends the reset link of the same email', async () => {
    const owner = await registerOwner(t);
    const { pin, mail } = await requestPin(t, owner.email);
    expect((await reset(resetBody(owner.email, pin))).status).toBe(200);
    const token = linkIn(mail, '/reset-your-password/').split('/').pop();
    const viaLink = await t.api.send('POST', api(AUTH_PATHS.memberResetPassword), {
      token,
      password: GOOD_PASSWORD,
      password_confirmation: GOOD_PASSWORD,
    });
    expect(viaLink.status).toBe(400);
    expect(viaLink.error.code).toBe(ErrorCode.invalidToken);
  });

  it('a common password is refused and the PIN stays usable', async () => {
    const owner = await registerOwner(t);
    const { pin } = await requestPin(t, owner.email);
    const common = await reset(resetBody(owner.email, pin, 'iloveyou123'));
    expect(common.status).toBe(400);
    expect(common.body).toEqual(
      validation({ password: ['This password is too common. Choose one that is harder to guess.'] }),
    );
    expect((await reset(resetBody(owner.email, pin))).status).toBe(200);
  });

  it.each([
    [
      'the PIN as a string',
      resetBody('a@example.com', '123456'),
      { resetPin: ['Enter the 6-digit reset PIN'] },
    ],
    ['a 5-digit PIN', resetBody('a@example.com', 12345), { resetPin: ['Enter the 6-digit reset PIN'] }],
    ['a fractional PIN', resetBody('a@example.com', 123456.5), { resetPin: ['Enter the 6-digit reset PIN'] }],
    [
      'no PIN',
      { email: 'a@example.com', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { resetPin: ['Enter the 6-digit reset PIN'] },
    ],
    ['a bad email', resetBody('a-at-example.com', 123456), { email: ['Enter a valid email address'] }],
    [
      'a 7-character password',
      resetBody('a@example.com', 123456, 'Zq8#Lm4'),
      { password: ['Password must be at least 8 characters'] },
    ],
    [
      'a 129-character password',
      resetBody('a@example.com', 123456, 'Zq8#'.repeat(32).concat('!')),
      { password: ['Password must be at most 128 characters'] },
    ],
    [
      'a confirmation that differs',
      resetBody('a@example.com', 123456, NEW_PASSWORD, GOOD_PASSWORD),
      { password_confirmation: ['Passwords do not match'] },
    ],
  ])('refuses %s with Validation Errors', async (_case, body, errors) => {
    const response = await reset(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(validation(errors));
  });

  it.each([
    [{}, { email: ['Email is required'] }],
    [{ email: 'nope' }, { email: ['Enter a valid email address'] }],
  ])('forgot password refuses %j with Validation Errors', async (body, errors) => {
    const response = await t.api.send('POST', api(AUTH_PATHS.forgotPassword), body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(validation(errors));
  });
});
