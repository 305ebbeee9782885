// Staff sessions (issue 10): the employee app gets short-lived access tokens and rotating refresh tokens like the
// employer sign-in — a refresh rotates, a rotated token used again revokes the session, an expired one is refused,
// sign-out revokes. A person employed by two businesses signs in once, chooses which employer to act for, and never
// sees the other employer's data through the chosen session.
import { randomBytes } from 'node:crypto';
import {
  messageOnly,
  STAFF_MESSAGES,
  STAFF_PATHS,
  staffProfileResponse,
  staffSessionResponse,
  staffTokensResponse,
} from '@paydesk/contracts';
import { staffRefreshTokens, staffSessions } from '@paydesk/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/secrets.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { codeIn, waitForMail } from './helpers/mailbox.ts';
import { addEmployee } from './helpers/people-fixtures.ts';
import { acceptedStaff } from './helpers/staff-fixtures.ts';
import { api, signIn } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let ownerA: string;
let ownerB: string;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  ownerA = (await signIn(t, await createBusiness(t, { name: 'Aba Leather' }))).token;
  ownerB = (await signIn(t, await createBusiness(t, { name: 'Kano Grains' }))).token;
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  t.api.post(api(STAFF_PATHS.refresh), { refreshToken }, { schema: staffTokensResponse });
const me = (token: string) => t.api.get(api(STAFF_PATHS.me), { token, schema: staffProfileResponse });

describe('staff refresh tokens', () => {
  it('a refresh rotates: new access and refresh tokens, the old refresh token works no more', async () => {
    const { session } = await acceptedStaff(t, ownerA);
    expect(session.refreshToken).toMatch(/^[\w-]{40,}$/);
    // Short-lived: the access token lasts minutes, not the old 8 hours.
    expect(session.expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(STAFF_MESSAGES.refreshed);
    expect(first.data.refreshToken).not.toBe(session.refreshToken);
    expect(first.data.token).not.toBe(session.token);
    expect((await me(first.data.token)).data.employeeId).toBe(session.profile.employeeId);
    const second = await refresh(first.data.refreshToken);
    expect(second.status).toBe(200);
    // Only hashes are stored.
    const stored = await t.server.database.db
      .select({ tokenHash: staffRefreshTokens.tokenHash })
      .from(staffRefreshTokens)
      .where(eq(staffRefreshTokens.tokenHash, hashToken(second.data.refreshToken)));
    expect(stored).toHaveLength(1);
    expect(
      await t.server.database.db
        .select()
        .from(staffRefreshTokens)
        .where(eq(staffRefreshTokens.tokenHash, second.data.refreshToken)),
    ).toHaveLength(0);
  });

  it('reuse of a rotated refresh token revokes the whole session', async () => {
    const { session } = await acceptedStaff(t, ownerA);
    const rotated = await refresh(session.refreshToken);
    expect(rotated.status).toBe(200);
    const reused = await refresh(session.refreshToken);
    expect(reused.status).toBe(401);
    // The family is gone: the newest refresh token and the access token of the session no longer work.
    expect((await refresh(rotated.data.refreshToken)).status).toBe(401);
    expect((await me(rotated.data.token)).status).toBe(401);
    const [row] = await t.server.database.db
      .select({ revokedReason: staffSessions.revokedReason })
      .from(staffSessions)
      .where(eq(staffSessions.employeeId, session.profile.employeeId));
    expect(row?.revokedReason).toBe('refresh-token-reuse');
  });

  it('refuses an expired refresh token, an unknown one and bad input', async () => {
    const { session } = await acceptedStaff(t, ownerA);
    await t.server.database.db
      .update(staffRefreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffRefreshTokens.tokenHash, hashToken(session.refreshToken)));
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await refresh(randomBytes(32).toString('base64url'))).status).toBe(401);
    expect((await t.api.post(api(STAFF_PATHS.refresh), { refreshToken: 'x' })).status).toBe(400);
    expect(
      (await t.api.post(api(STAFF_PATHS.refresh), { refreshToken: session.refreshToken, extra: 1 })).status,
    ).toBe(400);
  });

  it('refuses a refresh once the session has passed its longest life', async () => {
    const { session } = await acceptedStaff(t, ownerA);
    await t.server.database.db
      .update(staffSessions)
      .set({ createdAt: sql`now() - interval '31 days'`, expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffSessions.employeeId, session.profile.employeeId));
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('sign-out revokes: the refresh token is refused afterwards', async () => {
    const { session } = await acceptedStaff(t, ownerA);
    const out = await t.api.post(api(STAFF_PATHS.logout), undefined, {
      token: session.token,
      schema: messageOnly,
    });
    expect(out.status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await me(session.token)).status).toBe(401);
  });
});

describe('choosing between two employers', () => {
  /** One person (same email and phone) invited to on-demand pay by both businesses, signed in by code. */
  async function twoEmployers() {
    const suffix = randomBytes(3).toString('hex');
    const email = `ngozi-${suffix}@example.ng`;
    const phoneNumber = `0805${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`;
    const atA = await acceptedStaff(t, ownerA, { email, phoneNumber, firstName: 'Ngozi', lastName: 'Eze' });
    const atB = await acceptedStaff(t, ownerB, { email, phoneNumber, firstName: 'Ngozi', lastName: 'Eze' });
    const before = (await t.api.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(email)}`)).body;
    const seen = JSON.stringify(before);
    await t.api.post(api(STAFF_PATHS.requestCode), { identifier: email });
    const mail = await waitForMail(
      t,
      email,
      (m) => m.subject.includes('sign-in code') && !seen.includes(m.id),
    );
    const signed = await t.api.post(
      api(STAFF_PATHS.verifyCode),
      { identifier: email, code: codeIn(mail) },
      { schema: staffSessionResponse },
    );
    expect(signed.status).toBe(200);
    return { email, atA, atB, session: signed.data };
  }

  const choose = (token: string, employeeId: string) =>
    t.api.put(api(STAFF_PATHS.switchEmployer), { employeeId }, { token, schema: staffSessionResponse });

  it('signs in once and lists both employments to choose from', async () => {
    const { atA, atB, session } = await twoEmployers();
    expect(session.employments.map((e) => e.companyName)).toEqual(['Aba Leather', 'Kano Grains']);
    expect(session.employments.map((e) => e.employeeId).sort()).toEqual([atA._id, atB._id].sort());
  });

  it('scopes every answer to the chosen employment, and switches', async () => {
    const { atA, atB, session } = await twoEmployers();
    const inA = await choose(session.token, atA._id);
    expect(inA.status).toBe(200);
    expect(inA.body.message).toBe(STAFF_MESSAGES.employerSwitched);
    expect(inA.data.profile).toMatchObject({ employeeId: atA._id, companyName: 'Aba Leather' });
    expect((await me(inA.data.token)).data).toMatchObject({ employeeId: atA._id, staffId: atA.staffId });
    // Switching ends the session it came from.
    expect((await me(session.token)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);

    const inB = await choose(inA.data.token, atB._id);
    expect(inB.data.profile).toMatchObject({ employeeId: atB._id, companyName: 'Kano Grains' });
    const profileB = (await me(inB.data.token)).data;
    expect(profileB).toMatchObject({ employeeId: atB._id, staffId: atB.staffId });
    expect(profileB.staffId).not.toBe(atA.staffId);
    // A refresh keeps the chosen employment.
    const refreshed = await refresh(inB.data.refreshToken);
    expect((await me(refreshed.data.token)).data.employeeId).toBe(atB._id);
  });

  it("answers 404 for an employment that is not the person's, and changes nothing", async () => {
    const { atA, session } = await twoEmployers();
    const stranger = await addEmployee(t, ownerB);
    const elsewhere = await choose(session.token, stranger._id);
    expect(elsewhere.status).toBe(404);
    const madeUp = await choose(session.token, '00000000-0000-4000-8000-000000000000');
    expect(madeUp.status).toBe(404);
    expect((await choose(session.token, 'not-an-id')).status).toBe(400);
    // The session is untouched.
    expect((await me(session.token)).status).toBe(200);
    // Someone signed in through an invitation link alone has only that employment.
    const invited = await acceptedStaff(t, ownerA);
    expect(invited.session.employments).toEqual([
      { companyId: invited.session.profile.companyId, companyName: 'Aba Leather', employeeId: invited._id },
    ]);
    expect((await choose(invited.session.token, atA._id)).status).toBe(404);
  });
});
