// The employee app (issue 10): an invited employee accepts the one-time link once and is signed in; employees sign
// in with a code sent to their email or phone (the same answer for people who do not exist), wrong codes lock the
// identifier; staff tokens and employer tokens never open each other's routes; another business's ids answer 404.
import { randomBytes } from 'node:crypto';
import {
  employeeListResponse,
  employeeResponse,
  messageOnly,
  PEOPLE_PATHS,
  STAFF_MESSAGES,
  STAFF_PATHS,
  staffInvitationPreviewResponse,
  staffProfileResponse,
  staffSessionResponse,
} from '@paydesk/contracts';
import { staffLoginCodes } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CODE_REQUEST_POLICY, TOO_MANY_CODES } from '../src/modules/staff/staff-login.service.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { codeIn, waitForMail } from './helpers/mailbox.ts';
import { addEmployee } from './helpers/people-fixtures.ts';
import { api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let ownerA: string;
let ownerB: { token: string; companyId: string };

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const a = await createBusiness(t, { name: 'Aba Leather' });
  ownerA = (await signIn(t, a)).token;
  const b = await createBusiness(t, { name: 'Kano Grains' });
  ownerB = { token: (await signIn(t, b)).token, companyId: b.companyId };
});
afterAll(() => t.close());

const phone = () => `0803${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`;

/** Invites a new employee of business A and answers the parts of the link in the email. */
async function invite(overrides: { phoneNumber?: string } = {}) {
  const e = await addEmployee(t, ownerA, overrides);
  const sent = await t.call('POST', api(withId(PEOPLE_PATHS.inviteOnDemand, e._id)), undefined, {
    token: ownerA,
  });
  expect(sent.status).toBe(200);
  const mail = await waitForMail(t, e.email, (m) => m.subject.includes('on-demand pay'));
  const match = /\/staff\/invite\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/([\w-]+)/.exec(mail.textBody);
  expect(match).not.toBeNull();
  const [, companyId, employeeId, token] = match!;
  expect(employeeId).toBe(e._id);
  return { ...e, companyId: companyId!, employeeId: employeeId!, token: token! };
}

const accept = (body: unknown) =>
  t.api.post(api(STAFF_PATHS.acceptInvitation), body, { schema: staffSessionResponse });

async function acceptedEmployee(overrides: { phoneNumber?: string } = {}) {
  const link = await invite(overrides);
  const session = (
    await accept({ companyId: link.companyId, employeeId: link.employeeId, token: link.token })
  ).data;
  return { ...link, session };
}

describe('accepting an invitation', () => {
  it('accepts once from the emailed link, signs the employee in and shows their profile', async () => {
    const link = await invite();
    const body = { companyId: link.companyId, employeeId: link.employeeId, token: link.token };
    const first = await accept(body);
    expect(first.body).toMatchObject({ message: STAFF_MESSAGES.invitationAccepted });
    expect(first.data.profile).toMatchObject({ employeeId: link.employeeId, onDemandState: 'accepted' });
    expect(first.data.profile.companyName).toBe('Aba Leather');

    const me = await t.api.get(api(STAFF_PATHS.me), {
      token: first.data.token,
      schema: staffProfileResponse,
    });
    expect(me.data).toMatchObject({ email: link.email, staffId: link.staffId, onDemandState: 'accepted' });

    const again = await accept(body);
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(STAFF_MESSAGES.invitationUsed);

    const employer = await t.api.get(api(withId(PEOPLE_PATHS.employee, link.employeeId)), {
      token: ownerA,
      schema: employeeResponse,
    });
    expect(employer.data.onDemand.state).toBe('accepted');
  });

  it('names the inviting business and the employee before accepting, and only for a link that still works', async () => {
    const link = await invite();
    const body = { companyId: link.companyId, employeeId: link.employeeId, token: link.token };
    const preview = (b: unknown) =>
      t.api.post(api(STAFF_PATHS.invitation), b, { schema: staffInvitationPreviewResponse });
    const seen = await preview(body);
    expect(seen.status).toBe(200);
    expect(seen.data).toEqual({ companyName: 'Aba Leather', firstName: link.firstName });
    // Reading it accepts nothing: the link still works once.
    const employer = await t.api.get(api(withId(PEOPLE_PATHS.employee, link.employeeId)), {
      token: ownerA,
      schema: employeeResponse,
    });
    expect(employer.data.onDemand.state).toBe('invited');
    expect((await preview({ ...body, companyId: ownerB.companyId })).status).toBe(404);
    expect((await preview({ ...body, token: randomBytes(32).toString('base64url') })).status).toBe(404);
    expect((await preview({ ...body, extra: 1 })).status).toBe(400);
    expect((await accept(body)).status).toBe(200);
    const used = await preview(body);
    expect(used.status).toBe(409);
    expect(used.error.message).toBe(STAFF_MESSAGES.invitationUsed);
  });

  it("answers 404 for another business's employee, a made-up token and a replaced link", async () => {
    const link = await invite();
    const elsewhere = await accept({
      companyId: ownerB.companyId,
      employeeId: link.employeeId,
      token: link.token,
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.error.message).toBe(STAFF_MESSAGES.invitationInvalid);
    const other = await addEmployee(t, ownerB.token);
    expect(
      (await accept({ companyId: ownerB.companyId, employeeId: other._id, token: link.token })).status,
    ).toBe(404);
    const madeUp = randomBytes(32).toString('base64url');
    expect(
      (await accept({ companyId: link.companyId, employeeId: link.employeeId, token: madeUp })).status,
    ).toBe(404);
    // A resend replaces the link: the first one stops working, the new one works.
    await t.call('POST', api(withId(PEOPLE_PATHS.resendInvite, link.employeeId)), undefined, {
      token: ownerA,
    });
    const old = { companyId: link.companyId, employeeId: link.employeeId, token: link.token };
    expect((await accept(old)).status).toBe(404);
    // Unknown fields are bad input.
    expect((await accept({ ...old, extra: 1 })).status).toBe(400);
  });
});

describe('signing in with a code', () => {
  const requestCode = (identifier: string) =>
    t.api.post(api(STAFF_PATHS.requestCode), { identifier }, { schema: messageOnly });
  const verify = (identifier: string, code: string) =>
    t.api.post(api(STAFF_PATHS.verifyCode), { identifier, code }, { schema: staffSessionResponse });

  it('sends a code by email, and gives the same answer for someone who does not exist', async () => {
    const staff = await acceptedEmployee();
    const known = await requestCode(staff.email.toUpperCase());
    const unknown = await requestCode(`nobody-${randomBytes(3).toString('hex')}@example.ng`);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(STAFF_MESSAGES.codeSent);
    const mail = await waitForMail(t, staff.email, (m) => m.subject.includes('sign-in code'));
    const signed = await verify(staff.email, codeIn(mail));
    expect(signed.data.profile.employeeId).toBe(staff.employeeId);
    expect((await t.api.get(api(STAFF_PATHS.me), { token: signed.data.token })).status).toBe(200);
    // A code works once.
    expect((await verify(staff.email, codeIn(mail))).status).toBe(400);
  });

  it('sends the code by SMS to a +234 phone', async () => {
    const number = phone();
    const staff = await acceptedEmployee({ phoneNumber: number });
    await requestCode(number);
    const sms = await waitForMail(t, `+234${number.slice(1)}`);
    const signed = await verify(`+234${number.slice(1)}`, codeIn(sms));
    expect(signed.data.profile.employeeId).toBe(staff.employeeId);
  });

  it('refuses wrong codes and locks the identifier after five, even for the right code', async () => {
    const staff = await acceptedEmployee();
    await requestCode(staff.email);
    const code = codeIn(await waitForMail(t, staff.email, (m) => m.subject.includes('sign-in code')));
    const wrong = code === '111111' ? '222222' : '111111';
    const answers = await Promise.all(Array.from({ length: 7 }, () => verify(staff.email, wrong)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const locked = await verify(staff.email, code);
    expect(locked.status).toBe(429);
  });

  it('limits code requests per identifier, also when sent at once, and the same for unknown identifiers', async () => {
    const staff = await acceptedEmployee();
    const limit = STAFF_CODE_REQUEST_POLICY.threshold;
    const answers = await Promise.all(Array.from({ length: limit + 3 }, () => requestCode(staff.email)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(answers.find((a) => a.status === 429)!.body.message).toBe(TOO_MANY_CODES);
    const codes = await t.server.database.db
      .select()
      .from(staffLoginCodes)
      .where(eq(staffLoginCodes.identifier, staff.email));
    expect(codes).toHaveLength(limit);
    // Nobody behind the identifier: the same limit and answer, so the limit tells nothing about who exists.
    const nobody = `nobody-${randomBytes(3).toString('hex')}@example.ng`;
    const unknown = await Promise.all(Array.from({ length: limit + 1 }, () => requestCode(nobody)));
    expect(unknown.map((a) => a.status).sort()).toEqual([...Array(limit).fill(200), 429]);
    // Another identifier is not affected.
    const other = await acceptedEmployee();
    expect((await requestCode(other.email)).status).toBe(200);
  });

  it('does not send codes to employees who have not accepted', async () => {
    const link = await invite();
    await requestCode(link.email);
    await expect(
      waitForMail(t, link.email, (m) => m.subject.includes('sign-in code'), { timeoutMs: 500 }),
    ).rejects.toThrow();
  });
});

describe('tokens stay on their side', () => {
  it('refuses an employer token on staff routes and a staff token on employer routes', async () => {
    const staff = await acceptedEmployee();
    expect((await t.api.get(api(STAFF_PATHS.me), { token: ownerA })).status).toBe(401);
    const refused = await t.api.get(api(PEOPLE_PATHS.employees), {
      token: staff.session.token,
      schema: employeeListResponse,
    });
    expect(refused.status).toBe(401);
    expect((await t.api.get(api(PEOPLE_PATHS.employees), { token: ownerA })).status).toBe(200);
  });

  it('ends access at logout', async () => {
    const staff = await acceptedEmployee();
    const token = staff.session.token;
    expect((await t.api.post(api(STAFF_PATHS.logout), undefined, { token })).status).toBe(200);
    expect((await t.api.get(api(STAFF_PATHS.me), { token })).status).toBe(401);
  });
});

describe('bank account', () => {
  it('confirms a new account through name enquiry and shows it on the profile', async () => {
    const staff = await acceptedEmployee();
    const token = staff.session.token;
    const changed = await t.api.put(
      api(STAFF_PATHS.bankAccount),
      { bankCode: '000001', accountNumber: '0987654321' },
      { token, schema: staffProfileResponse },
    );
    expect(changed.body.message).toBe(STAFF_MESSAGES.bankConfirmed);
    expect(changed.data.bankAccount).toMatchObject({ accountNumber: '0987654321', nameCheck: 'matched' });
    expect(changed.data.bankAccount.accountName).not.toBe('');
    const bad = await t.api.put(
      api(STAFF_PATHS.bankAccount),
      { bankCode: '000001', accountNumber: '12' },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(
      (
        await t.api.put(
          api(STAFF_PATHS.bankAccount),
          { bankCode: '000001', accountNumber: '0987654321' },
          { token: ownerA },
        )
      ).status,
    ).toBe(401);
  });
});
