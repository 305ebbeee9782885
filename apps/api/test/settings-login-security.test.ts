// Settings › Login & Security and Preferences (spec §2.3, §8 'Password Update', issue 16): change the password
// with the current one (every other session ends), the login code channel, open sessions (revoke one or all
// others, another's id 404), the login history; notification preferences honoured by the bell and the mailer.
import {
  AUTH_PATHS,
  activeSessionsResponse,
  changePasswordResponse,
  loginChannelResponse,
  loginHistoryResponse,
  loginSession,
  memberPreferencesResponse,
  NOTIFICATION_CATEGORIES,
  pendingLogin,
  revokedSessionsResponse,
  SETTINGS_PATHS,
  success,
} from '@paydesk/contracts';
import { auditEvents, authSessions, notifications, users } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transact } from '../src/lib/transaction.ts';
import { notify } from '../src/platform/notifications/notifications.service.ts';
import { refreshWith } from './helpers/auth-flows.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { codeIn, mailboxList, waitForMail } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, tokenFor, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Ikoyi-Bridge-At-Dusk-31';
const allOn = Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, true]));
const sessionPath = (id: string) => api(SETTINGS_PATHS.session.replace(':id', id));

/** Both login stages, reading this login's own code (an earlier login's code is still in the mailbox). */
async function login(
  t: TestApp,
  member: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  const seen = await t.api.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(member.email)}`, {
    schema: mailboxList,
  });
  const credentials = { email: member.email, password: member.password, channel: 'business-web' };
  const stage1 = await t.api.post(
    api(AUTH_PATHS.login),
    { stage: 1, ...credentials },
    {
      headers,
      schema: success(pendingLogin),
    },
  );
  const mail = await waitForMail(t, member.email, (m) => m.subject.startsWith('Your login code'), {
    after: seen.data.map((m) => m.id).join(','),
  });
  const stage2 = await t.api.post(
    api(AUTH_PATHS.login),
    { stage: 2, ...credentials, otp: codeIn(mail), challengeId: stage1.data.challengeId },
    { headers, schema: success(loginSession) },
  );
  return stage2.data;
}

async function twoLogins(member: TestMember) {
  const first = await login(t, member, {
    'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36',
  });
  const second = await login(t, member, {
    'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1',
  });
  return { first, second };
}

describe('change password', () => {
  it('with the right current password: the new one works, every other session ends, this one stays; audited', async () => {
    const member = await createBusiness(t);
    const { first, second } = await twoLogins(member);
    const res = await t.api.post(
      api(SETTINGS_PATHS.password),
      { currentPassword: member.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { token: second.token, schema: changePasswordResponse },
    );
    expect(res.body.message).toBe('Your password has been updated. Every other session has been signed out.');
    expect(res.data.sessionsEnded).toBe(1);
    // The other login can neither call nor refresh; this one can.
    expect((await t.api.get(api(SETTINGS_PATHS.sessions), { token: first.token })).status).toBe(401);
    expect((await refreshWith(t, first.refreshToken)).status).toBe(401);
    expect((await t.api.get(api(SETTINGS_PATHS.sessions), { token: second.token })).status).toBe(200);
    // The old password no longer signs in; the new one does.
    const old = await t.api.post(api(AUTH_PATHS.login), {
      stage: 1,
      email: member.email,
      password: member.password,
      channel: 'business-web',
    });
    expect(old.status).toBe(401);
    await login(t, { email: member.email, password: NEW_PASSWORD });
    const events = await t.server.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.companyId, member.companyId), eq(auditEvents.action, 'settings.password.change')),
      );
    expect(events.map((e) => e.outcome)).toEqual(['success']);
    await waitForMail(t, member.email, (m) => /password/i.test(m.subject));
  });

  it('a wrong current password is a field error and nothing changes; a weak or mismatched new one too', async () => {
    const member = await createBusiness(t);
    const token = await tokenFor(t, member);
    const [before] = await t.server.database.db.select().from(users).where(eq(users.id, member.userId));
    const wrong = await t.api.post(
      api(SETTINGS_PATHS.password),
      { currentPassword: 'not-my-password', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.error.errors?.currentPassword).toEqual(['Your current password is incorrect']);
    const short = await t.api.post(
      api(SETTINGS_PATHS.password),
      { currentPassword: member.password, password: 'short', password_confirmation: 'short' },
      { token },
    );
    expect(short.status).toBe(400);
    expect(short.error.errors?.password?.[0]).toMatch(/at least/);
    const mismatch = await t.api.post(
      api(SETTINGS_PATHS.password),
      { currentPassword: member.password, password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}x` },
      { token },
    );
    expect(mismatch.error.errors?.password_confirmation).toEqual(['Passwords do not match']);
    const common = await t.api.post(
      api(SETTINGS_PATHS.password),
      { currentPassword: member.password, password: 'password123', password_confirmation: 'password123' },
      { token },
    );
    expect(common.status).toBe(400);
    const [after] = await t.server.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('repeated wrong current passwords lock the change for a while (429)', async () => {
    const member = await createBusiness(t);
    const token = await tokenFor(t, member);
    const statuses: number[] = [];
    for (let i = 0; i < t.config.AUTH_LOCKOUT_THRESHOLD + 1; i++) {
      const res = await t.api.post(
        api(SETTINGS_PATHS.password),
        { currentPassword: `wrong-${i}`, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        { token },
      );
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('sessions and login history', () => {
  it('lists open sessions with device, IP and last seen; revokes one; another business’s or person’s id is 404', async () => {
    const member = await createBusiness(t);
    const { first, second } = await twoLogins(member);
    const list = await t.api.get(api(SETTINGS_PATHS.sessions), {
      token: second.token,
      schema: activeSessionsResponse,
    });
    expect(list.data).toHaveLength(2);
    const current = list.data.find((s) => s.current)!;
    const other = list.data.find((s) => !s.current)!;
    expect(current.device).toBe('Safari on iOS');
    expect(other.device).toBe('Chrome on Windows');
    expect(other.ip).toBe('127.0.0.1');
    expect(other.lastSeenAt).not.toBeNull();

    const stranger = await createBusiness(t);
    const strangerToken = await tokenFor(t, stranger);
    expect((await t.api.delete(sessionPath(other.id), { token: strangerToken })).status).toBe(404);
    expect((await t.api.delete(sessionPath(current.id), { token: second.token })).status).toBe(400);

    expect((await t.api.delete(sessionPath(other.id), { token: second.token })).status).toBe(200);
    expect((await t.api.get(api(SETTINGS_PATHS.sessions), { token: first.token })).status).toBe(401);
    const after = await t.api.get(api(SETTINGS_PATHS.sessions), {
      token: second.token,
      schema: activeSessionsResponse,
    });
    expect(after.data.map((s) => s.id)).toEqual([current.id]);
    expect((await t.api.delete(sessionPath('not-a-uuid'), { token: second.token })).status).toBe(400);
  });

  it('revoke all others ends every other session of the member in this business', async () => {
    const member = await createBusiness(t);
    const { first, second } = await twoLogins(member);
    const third = await tokenFor(t, member);
    const res = await t.api.post(api(SETTINGS_PATHS.revokeOthers), undefined, {
      token: third,
      schema: revokedSessionsResponse,
    });
    expect(res.data.revoked).toBe(2);
    for (const token of [first.token, second.token])
      expect((await t.api.get(api(SETTINGS_PATHS.sessions), { token })).status).toBe(401);
    const open = await t.server.database.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.userId, member.userId)));
    expect(open.filter((s) => !s.revokedAt)).toHaveLength(1);
  });

  it('the login history lists the member’s logins, refused codes included, newest first', async () => {
    const member = await createBusiness(t);
    await login(t, member);
    const seen = await t.api.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(member.email)}`, {
      schema: mailboxList,
    });
    const stage1 = await t.api.post(
      api(AUTH_PATHS.login),
      { stage: 1, email: member.email, password: member.password, channel: 'business-web' },
      { schema: success(pendingLogin) },
    );
    // Its code is delivered after the commit: wait for it, or the next login could read this one as its own.
    await waitForMail(t, member.email, (m) => m.subject.startsWith('Your login code'), {
      after: seen.data.map((m) => m.id).join(','),
    });
    await t.api.post(api(AUTH_PATHS.login), {
      stage: 2,
      email: member.email,
      password: member.password,
      channel: 'business-web',
      otp: '000000',
      challengeId: stage1.data.challengeId,
    });
    const session = await login(t, member);
    const history = await t.api.get(`${api(SETTINGS_PATHS.loginHistory)}?limit=10`, {
      token: session.token,
      schema: loginHistoryResponse,
    });
    expect(history.data.docs.map((d) => d.outcome)).toEqual(['success', 'failure', 'success']);
    expect(history.data.totalDocs).toBe(3);
  });
});

describe('login code channel', () => {
  it('SMS needs a confirmed phone; once chosen, the login code goes to the phone', async () => {
    const member = await createBusiness(t);
    const token = await tokenFor(t, member);
    const refused = await t.api.put(api(SETTINGS_PATHS.loginChannel), { channel: 'sms' }, { token });
    expect(refused.status).toBe(400);
    expect(refused.error.errors?.channel?.[0]).toMatch(/Confirm a phone number/);
    await t.server.database.db
      .update(users)
      .set({ phoneNumber: '08055550001', phoneVerifiedAt: new Date() })
      .where(eq(users.id, member.userId));
    const saved = await t.api.put(
      api(SETTINGS_PATHS.loginChannel),
      { channel: 'sms' },
      {
        token,
        schema: loginChannelResponse,
      },
    );
    expect(saved.data).toEqual({ channel: 'sms', phoneNumber: '08055550001' });
    const pending = await t.api.post(
      api(AUTH_PATHS.login),
      { stage: 1, email: member.email, password: member.password, channel: 'business-web' },
      { schema: success(pendingLogin) },
    );
    expect(pending.data.codeSentTo).toEqual({ channel: 'sms', destination: 'the phone ending 0001' });
    const sms = await waitForMail(t, '08055550001', (m) => m.channel === 'sms');
    expect(sms.textBody).toMatch(/login code is \d{6}/);
    expect((await t.api.put(api(SETTINGS_PATHS.loginChannel), { channel: 'pigeon' }, { token })).status).toBe(
      400,
    );
  });
});

describe('preferences', () => {
  it('saves per member; a muted in-app category is not written to the bell, others are', async () => {
    const member = await createBusiness(t);
    const token = await tokenFor(t, member);
    const defaults = await t.api.get(api(SETTINGS_PATHS.preferences), {
      token,
      schema: memberPreferencesResponse,
    });
    expect(defaults.data).toMatchObject({
      email: allOn,
      inApp: allOn,
      amountDisplay: 'full',
      defaultSourceWalletId: null,
    });
    await t.api.put(
      api(SETTINGS_PATHS.preferences),
      {
        email: allOn,
        inApp: { ...allOn, payments: false },
        defaultSourceWalletId: null,
        amountDisplay: 'rounded',
      },
      { token, schema: memberPreferencesResponse },
    );
    const db = t.server.database.db;
    await transact(db, async (tx) => {
      await notify(tx, {
        companyId: member.companyId,
        recipients: [member.userId],
        kind: 'wallet.fund.credited',
        message: 'muted',
      });
      await notify(tx, {
        companyId: member.companyId,
        recipients: [member.userId],
        kind: 'payroll.completed',
        message: 'kept',
      });
    });
    const bell = await db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientUserId, member.userId));
    expect(bell.map((n) => n.message)).toEqual(['kept']);
  });

  it('an email of a muted category is not sent; security emails cannot be muted', async () => {
    const member = await createBusiness(t);
    const token = await tokenFor(t, member);
    const muteSecurity = await t.api.put(
      api(SETTINGS_PATHS.preferences),
      {
        email: { ...allOn, security: false },
        inApp: allOn,
        defaultSourceWalletId: null,
        amountDisplay: 'full',
      },
      { token },
    );
    expect(muteSecurity.status).toBe(400);
    expect(muteSecurity.error.errors?.['email.security']).toEqual(['Security emails cannot be turned off']);
    await t.api.put(
      api(SETTINGS_PATHS.preferences),
      {
        email: { ...allOn, payroll: false },
        inApp: allOn,
        defaultSourceWalletId: null,
        amountDisplay: 'full',
      },
      { token, schema: memberPreferencesResponse },
    );
    const mailer = t.server.mailer;
    const email = (subject: string, category: 'payroll' | 'payments') => ({
      to: member.email,
      subject,
      text: subject,
      template: 'test',
      companyId: member.companyId,
      category,
    });
    await transact(t.server.database.db, async (tx, after) => {
      await mailer.enqueue(tx, after, email('Payroll done', 'payroll'));
      await mailer.enqueue(tx, after, email('Payment sent', 'payments'));
    });
    await waitForMail(t, member.email, (m) => m.subject === 'Payment sent');
    const { data } = await t.api.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(member.email)}`);
    expect((data as { subject: string }[]).map((m) => m.subject)).not.toContain('Payroll done');
  });

  it('the default source wallet must be one of the business’s open wallets', async () => {
    const member = await walletOwner(t);
    const other = await walletOwner(t);
    const res = await t.api.put(
      api(SETTINGS_PATHS.preferences),
      { email: allOn, inApp: allOn, defaultSourceWalletId: other.mainWalletId, amountDisplay: 'full' },
      { token: member.token },
    );
    expect(res.status).toBe(400);
    expect(res.error.errors?.defaultSourceWalletId).toEqual(['Choose one of your open wallets']);
    const saved = await t.api.put(
      api(SETTINGS_PATHS.preferences),
      { email: allOn, inApp: allOn, defaultSourceWalletId: member.mainWalletId, amountDisplay: 'hidden' },
      { token: member.token, schema: memberPreferencesResponse },
    );
    expect(saved.data).toMatchObject({ defaultSourceWalletId: member.mainWalletId, amountDisplay: 'hidden' });
    expect(saved.data.wallets.map((w) => w.id)).toContain(member.mainWalletId);
  });
});
