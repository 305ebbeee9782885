import {
  ADMIN_ASSIGNED_MESSAGE,
  AUTH_PATHS,
  acceptInviteResponse,
  adminListResponse,
  adminResponse,
  BUSINESS_PATHS,
  DASHBOARD_PATHS,
  INVITE_SENT_MESSAGE,
  messageOnly,
  subAccountSessionResponse,
  subAccountsResponse,
  TEAM_PATHS,
  walletBalanceResponse,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyEnvelope } from './helpers/api-client.ts';
import { GOOD_PASSWORD, nextMail } from './helpers/auth-flows.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { addMember, addSubAccount, api, pathOfLink, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestMember;
let ownerToken: string;
let lagos: string;
let abuja: string;
let kano: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t, { name: 'Sahel Farms' });
  ownerToken = (await signIn(t, owner)).token;
  lagos = await addSubAccount(t, owner.companyId, { name: 'Sahel Lagos' });
  abuja = await addSubAccount(t, owner.companyId, { name: 'Sahel Abuja' });
  kano = await addSubAccount(t, owner.companyId, { name: 'Sahel Kano' });
});
afterAll(() => t.close());

const asOwner = <S extends z.ZodType = AnyEnvelope>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  schema?: S,
) => t.api.send(method, api(path), body, { token: ownerToken, schema });

const newAdmin = (label: string, extra: Record<string, unknown> = {}) => ({
  email: `${label}.${Date.now().toString(36)}@example.ng`,
  firstName: 'Emeka',
  lastName: 'Okoro',
  jobTitle: 'Finance Lead',
  ...extra,
});

describe('administrators', () => {
  it("invites a new administrator ('Invite Sent'); /admin/verify/{token} sets the password and activates", async () => {
    const body = newAdmin('admin-new', { businesses: [lagos] });
    const res = await asOwner('POST', TEAM_PATHS.admins, body, adminResponse);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(INVITE_SENT_MESSAGE);
    expect(res.data).toMatchObject({
      role: 'employer-admin',
      status: 'invited',
      alias: true,
      businesses: [{ _id: lagos, companyName: 'Sahel Lagos' }],
    });
    const mail = await nextMail(t, body.email, 'You are invited to Sahel Farms');
    expect(mail.textBody).toContain('as an administrator');
    const path = pathOfLink(mail, '/admin/verify/');
    expect(path).toMatch(/^\/admin\/verify\/[\w-]{20,}$/);
    const created = await t.api.post(
      api(AUTH_PATHS.memberCreatePassword),
      {
        token: path.split('/').pop(),
        password: GOOD_PASSWORD,
        password_confirmation: GOOD_PASSWORD,
      },
      { schema: messageOnly },
    );
    expect(created.status).toBe(200);
    const session = await signIn(t, { email: body.email, password: GOOD_PASSWORD });
    expect(session).toMatchObject({ alias: true, employerList: [lagos] });
    expect(session.employer).toMatchObject({ userType: 'employer-admin', accountType: 'main' });
  });

  it('an existing Paydesk user accepts at /admin/verify/{id}/{adminToken}', async () => {
    const elsewhere = await createBusiness(t, { name: 'Elsewhere Ltd' });
    const res = await asOwner(
      'POST',
      TEAM_PATHS.admins,
      { ...newAdmin('x'), email: elsewhere.email },
      adminResponse,
    );
    const mail = await nextMail(t, elsewhere.email, 'You are invited to Sahel Farms');
    const [, , , id, token] = pathOfLink(mail, '/admin/verify/').split('/');
    expect(id).toBe(res.data._id);
    const accepted = await t.api.post(
      api(TEAM_PATHS.acceptInvite),
      { id, token },
      { schema: acceptInviteResponse },
    );
    expect(accepted.data).toEqual({ email: elsewhere.email, companyName: 'Sahel Farms' });
    const admin = await asOwner('GET', withId(TEAM_PATHS.admin, id!), undefined, adminResponse);
    expect(admin.data.status).toBe('active');
  });

  it('lists the owner and administrators (not custom-role members) with their businesses', async () => {
    await addMember(t, owner.companyId, { role: 'custom', firstName: 'Custom' });
    const res = await asOwner('GET', TEAM_PATHS.admins, undefined, adminListResponse);
    expect(res.status).toBe(200);
    const roles = res.data.docs.map((a: { role: string }) => a.role);
    expect(roles[0]).toBe('employer');
    expect(new Set(roles)).toEqual(new Set(['employer', 'employer-admin']));
    expect(res.data.docs[0]).toMatchObject({ isOwner: true, businesses: [], alias: false });
  });

  it("assigns an administrator to businesses with 'Admin assigned to business(es)'; the alias sees only those", async () => {
    const admin = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const res = await asOwner(
      'POST',
      withId(TEAM_PATHS.adminAssignBusinesses, admin.memberId),
      {
        businesses: [abuja, kano, abuja],
      },
      adminResponse,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_ASSIGNED_MESSAGE);
    expect(res.data.businesses.map((b: { companyName: string }) => b.companyName)).toEqual([
      'Sahel Abuja',
      'Sahel Kano',
    ]);
    const session = await signIn(t, admin);
    expect(session.alias).toBe(true);
    expect([...session.employerList].sort()).toEqual([abuja, kano].sort());
    const list = await t.api.get(api(BUSINESS_PATHS.subAccounts), {
      schema: subAccountsResponse,
      token: session.token,
    });
    expect(list.data.alias).toBe(true);
    expect(list.data.docs.map((s: { _id: string }) => s._id).sort()).toEqual([abuja, kano].sort());
    const outside = await t.api.post(
      api(BUSINESS_PATHS.loginSubAccount),
      { subAccountId: lagos },
      { schema: subAccountSessionResponse, token: session.token },
    );
    expect(outside.status).toBe(404);
    const inside = await t.api.post(
      api(BUSINESS_PATHS.loginSubAccount),
      { subAccountId: abuja },
      { schema: subAccountSessionResponse, token: session.token },
    );
    expect(inside.status).toBe(200);
    expect(inside.data).toMatchObject({
      alias: true,
      employer: { selectedCompanyId: abuja, accountType: 'sub' },
    });
    // An empty list lifts the limit.
    await asOwner(
      'POST',
      withId(TEAM_PATHS.adminAssignBusinesses, admin.memberId),
      { businesses: [] },
      adminResponse,
    );
    const all = await t.api.get(api(BUSINESS_PATHS.subAccounts), {
      schema: subAccountsResponse,
      token: session.token,
    });
    expect(all.data.totalDocs).toBe(3);
  });

  it("refuses another main account's business (404) and an owner or custom member (not an administrator)", async () => {
    const stranger = await createBusiness(t, { name: 'Stranger Group' });
    const foreignSub = await addSubAccount(t, stranger.companyId);
    const admin = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const res = await asOwner(
      'POST',
      withId(TEAM_PATHS.adminAssignBusinesses, admin.memberId),
      {
        businesses: [foreignSub],
      },
      adminResponse,
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Business not found');
    const notSub = await asOwner(
      'POST',
      withId(TEAM_PATHS.adminAssignBusinesses, admin.memberId),
      {
        businesses: [owner.companyId],
      },
      adminResponse,
    );
    expect(notSub.status).toBe(404);
    const clerk = await addMember(t, owner.companyId, { role: 'custom' });
    const notAdmin = await asOwner(
      'POST',
      withId(TEAM_PATHS.adminAssignBusinesses, clerk.memberId),
      {
        businesses: [lagos],
      },
      adminResponse,
    );
    expect(notAdmin.status).toBe(404);
    expect(notAdmin.body.message).toBe('Administrator not found');
  });

  it('edits a pending invitation; once the person has an account their details are theirs', async () => {
    const pending = await asOwner('POST', TEAM_PATHS.admins, newAdmin('pending'), adminResponse);
    const id = pending.data._id;
    const edited = await asOwner(
      'PUT',
      withId(TEAM_PATHS.admin, id),
      {
        firstName: 'Emeka',
        lastName: 'Okafor',
        jobTitle: 'CFO',
      },
      adminResponse,
    );
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ lastName: 'Okafor', jobTitle: 'CFO' });
    const active = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const refused = await asOwner(
      'PUT',
      withId(TEAM_PATHS.admin, active.memberId),
      {
        firstName: 'Renamed',
        lastName: 'Person',
      },
      adminResponse,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/can only be changed by them\.$/);
  });

  it('deactivates (sessions end at once), reactivates, resends and deletes an administrator', async () => {
    const admin = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const token = (await signIn(t, admin)).token;
    const off = await asOwner(
      'PATCH',
      withId(TEAM_PATHS.adminStatus, admin.memberId),
      {
        status: 'disabled',
      },
      adminResponse,
    );
    expect(off.body).toMatchObject({ message: 'Administrator deactivated', data: { status: 'disabled' } });
    expect(
      (await t.api.get(api(DASHBOARD_PATHS.walletBalance), { schema: walletBalanceResponse, token })).status,
    ).toBe(401);
    const on = await asOwner(
      'PATCH',
      withId(TEAM_PATHS.adminStatus, admin.memberId),
      { status: 'active' },
      adminResponse,
    );
    expect(on.data.status).toBe('active');
    const invited = await asOwner('POST', TEAM_PATHS.admins, newAdmin('resend'), adminResponse);
    const resent = await asOwner(
      'POST',
      withId(TEAM_PATHS.adminResendInvite, invited.data._id),
      undefined,
      adminResponse,
    );
    expect(resent.body.message).toBe(INVITE_SENT_MESSAGE);
    const removed = await asOwner('DELETE', withId(TEAM_PATHS.admin, admin.memberId), undefined, messageOnly);
    expect(removed.body.message).toBe('Administrator removed');
    expect(
      (await asOwner('GET', withId(TEAM_PATHS.admin, admin.memberId), undefined, adminResponse)).status,
    ).toBe(404);
  });

  it('an administrator may view administrators but not edit them (employer only)', async () => {
    const admin = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const other = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const token = (await signIn(t, admin)).token;
    expect((await t.api.get(api(TEAM_PATHS.admins), { schema: adminListResponse, token })).status).toBe(200);
    expect(
      (await t.api.get(api(withId(TEAM_PATHS.admin, other.memberId)), { schema: adminResponse, token }))
        .status,
    ).toBe(200);
    const edit = await t.api.put(
      api(withId(TEAM_PATHS.admin, other.memberId)),
      { firstName: 'A', lastName: 'B' },
      { schema: adminResponse, token },
    );
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(
      'Your role does not allow this (settings.administrators.edit). Ask the business owner for access.',
    );
  });
});
