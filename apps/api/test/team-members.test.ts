import {
  AUDIT_LOG_PATHS,
  AUTH_PATHS,
  acceptInviteResponse,
  CHANNEL,
  DASHBOARD_PATHS,
  INVITE_SENT_MESSAGE,
  memberListResponse,
  memberResponse,
  NOTIFICATION_PATHS,
  notificationListResponse,
  TEAM_PATHS,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyEnvelope } from './helpers/api-client.ts';
import { GOOD_PASSWORD, nextMail, sqlRows } from './helpers/auth-flows.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { addMember, addRole, api, pathOfLink, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestMember;
let ownerToken: string;
let clerkRole: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t, { name: 'Ikeja Textiles' });
  ownerToken = (await signIn(t, owner)).token;
  clerkRole = await addRole(t, owner.companyId, 'Clerk', ['people.employees.view', 'dashboard.view']);
});
afterAll(() => t.close());

const asOwner = <S extends z.ZodType = AnyEnvelope>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  path: string,
  body?: unknown,
  schema?: S,
) => t.api.send(method, api(path), body, { token: ownerToken, schema });

const person = (label: string) => ({
  email: `${label}.${Date.now().toString(36)}@example.ng`,
  firstName: 'Amaka',
  lastName: 'Nwosu',
  jobTitle: 'Payroll Officer',
});

describe('members list', () => {
  it('lists the business members with the owner first, pages and searches', async () => {
    await addMember(t, owner.companyId, { roleId: clerkRole, firstName: 'Yetunde' });
    const res = await asOwner('GET', TEAM_PATHS.members, undefined, memberListResponse);
    expect(res.status).toBe(200);
    expect(res.data.docs[0]).toMatchObject({ userId: owner.userId, role: 'employer', isOwner: true });
    const clerk = res.data.docs.find((m: { firstName: string }) => m.firstName === 'Yetunde');
    expect(clerk).toMatchObject({ role: 'custom', roleId: clerkRole, roleName: 'Clerk', status: 'active' });
    const searched = await asOwner(
      'GET',
      `${TEAM_PATHS.members}?search=yetun`,
      undefined,
      memberListResponse,
    );
    expect(searched.data.docs.map((m: { firstName: string }) => m.firstName)).toEqual(['Yetunde']);
    const paged = await asOwner('GET', `${TEAM_PATHS.members}?limit=1&page=2`, undefined, memberListResponse);
    expect(paged.data).toMatchObject({ page: 2, limit: 1, totalPages: paged.data.totalDocs });
    expect(
      (await asOwner('GET', `${TEAM_PATHS.members}?search=%25`, undefined, memberListResponse)).data
        .totalDocs,
    ).toBe(0);
  });
});

describe('inviting', () => {
  it("invites a new person with 'Invite Sent'; the email's /create-your-password link activates them", async () => {
    const invitee = person('new');
    const res = await asOwner(
      'POST',
      TEAM_PATHS.invite,
      { ...invitee, role: 'custom', roleId: clerkRole },
      memberResponse,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(INVITE_SENT_MESSAGE);
    expect(res.data).toMatchObject({ email: invitee.email, status: 'invited', roleName: 'Clerk' });
    expect(res.data.invitedBy).toMatch(/^Chidi Eze/);
    const mail = await nextMail(t, invitee.email, 'You are invited to Ikeja Textiles');
    expect(mail.textBody).toContain('as Clerk');
    const path = pathOfLink(mail, '/create-your-password/');
    expect(path).toMatch(/^\/create-your-password\/[\w-]{20,}$/);
    const token = path.split('/').pop()!;
    const created = await t.api.send('POST', api(AUTH_PATHS.memberCreatePassword), {
      token,
      password: GOOD_PASSWORD,
      password_confirmation: GOOD_PASSWORD,
    });
    expect(created.status).toBe(200);
    const session = await signIn(t, { email: invitee.email, password: GOOD_PASSWORD });
    expect(session.employer).toMatchObject({ selectedCompanyId: owner.companyId, userType: 'custom' });
    expect(session.member.permissions).toEqual(
      ['dashboard.view', 'notifications.view', 'people.employees.view', 'settings.profile.manage'].sort(),
    );
  });

  it('invites a person who already has an account with an accept link (/admin/verify/{id}/{token})', async () => {
    const elsewhere = await createBusiness(t, { name: 'Other Co' });
    const res = await asOwner(
      'POST',
      TEAM_PATHS.invite,
      { email: elsewhere.email, firstName: 'Ignored', lastName: 'Name', role: 'custom', roleId: clerkRole },
      memberResponse,
    );
    expect(res.status).toBe(201);
    // An existing account keeps its own name.
    expect(res.data.firstName).toBe('Chidi');
    const mail = await nextMail(t, elsewhere.email, 'You are invited');
    expect(mail.textBody).toContain('You already have a Paydesk account');
    const path = pathOfLink(mail, '/admin/verify/');
    const [, , , id, token] = path.split('/');
    expect(id).toBe(res.data._id);
    const wrong = await t.api.send('POST', api(TEAM_PATHS.acceptInvite), { id, token: `${token}x` });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This invitation link is invalid or has expired.');
    const accepted = await t.api.send(
      'POST',
      api(TEAM_PATHS.acceptInvite),
      { id, token },
      { schema: acceptInviteResponse },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.data).toEqual({ email: elsewhere.email, companyName: 'Ikeja Textiles' });
    const again = await t.api.send('POST', api(TEAM_PATHS.acceptInvite), { id, token });
    expect(again.status).toBe(400);
    const member = await asOwner('GET', withId(TEAM_PATHS.member, id!), undefined, memberResponse);
    expect(member.data.status).toBe('active');
    const bell = await t.api.send('GET', api(NOTIFICATION_PATHS.list), undefined, {
      token: ownerToken,
      schema: notificationListResponse,
    });
    expect(bell.data.notifications.docs[0]!.message).toBe(
      `Chidi ${member.data.lastName} accepted your invitation.`,
    );
  });

  it('refuses a second invitation of the same person and names the fix', async () => {
    const invitee = person('twice');
    await asOwner('POST', TEAM_PATHS.invite, { ...invitee, role: 'custom', roleId: clerkRole });
    const again = await asOwner('POST', TEAM_PATHS.invite, { ...invitee, role: 'custom', roleId: clerkRole });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This person has already been invited. Resend the invitation instead.');
  });

  it('validates the invitation: email, names, a custom role needs roleId, unknown role is 404', async () => {
    const bad = await asOwner('POST', TEAM_PATHS.invite, { email: 'nope', role: 'custom' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Validation Errors');
    expect(bad.error.errors).toMatchObject({
      email: ['Enter a valid email address'],
      firstName: ['First name is required'],
      roleId: ['Choose a role'],
    });
    const unknown = await asOwner('POST', TEAM_PATHS.invite, {
      ...person('ghost'),
      role: 'custom',
      roleId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Role not found');
  });

  it("resends a pending invitation with 'Invite Sent' and refuses once it was accepted", async () => {
    const invitee = person('resend');
    const res = await asOwner(
      'POST',
      TEAM_PATHS.invite,
      { ...invitee, role: 'custom', roleId: clerkRole },
      memberResponse,
    );
    await nextMail(t, invitee.email, 'You are invited');
    const resent = await asOwner('POST', withId(TEAM_PATHS.memberResendInvite, res.data._id));
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe(INVITE_SENT_MESSAGE);
    await nextMail(t, invitee.email, 'You are invited');
    const active = await addMember(t, owner.companyId, { roleId: clerkRole });
    const refused = await asOwner('POST', withId(TEAM_PATHS.memberResendInvite, active.memberId));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This invitation has already been accepted.');
  });
});

describe('changing role, deactivating, removing', () => {
  it('changes a member role; the new permissions apply on the next call and the member is told', async () => {
    const member = await addMember(t, owner.companyId, { roleId: clerkRole });
    const token = (await signIn(t, member)).token;
    expect((await t.api.send('GET', api(AUDIT_LOG_PATHS.list), undefined, { token })).status).toBe(403);
    const auditor = await addRole(t, owner.companyId, 'Auditor', ['audit-logs.view']);
    const res = await asOwner(
      'PATCH',
      withId(TEAM_PATHS.memberRole, member.memberId),
      { role: 'custom', roleId: auditor },
      memberResponse,
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ role: 'custom', roleId: auditor, roleName: 'Auditor' });
    expect((await t.api.send('GET', api(AUDIT_LOG_PATHS.list), undefined, { token })).status).toBe(200);
    const bell = await t.api.send('GET', api(NOTIFICATION_PATHS.list), undefined, {
      token,
      schema: notificationListResponse,
    });
    expect(bell.data.notifications.docs[0]).toMatchObject({
      kind: 'team.member.role-changed',
      message: expect.stringMatching(/changed your role to Auditor\.$/),
    });
  });

  it('deactivation ends the member sessions at once: access token and refresh token both refused', async () => {
    const member = await addMember(t, owner.companyId, { roleId: clerkRole });
    const session = await signIn(t, member);
    expect(
      (await t.api.send('GET', api(DASHBOARD_PATHS.walletBalance), undefined, { token: session.token }))
        .status,
    ).toBe(200);
    const res = await asOwner('PATCH', withId(TEAM_PATHS.memberStatus, member.memberId), {
      status: 'disabled',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Member deactivated', data: { status: 'disabled' } });
    const after = await t.api.send('GET', api(DASHBOARD_PATHS.walletBalance), undefined, {
      token: session.token,
    });
    expect(after.status).toBe(401);
    const refresh = await t.api.send('POST', api(AUTH_PATHS.refresh), {
      refreshToken: session.refreshToken,
      channel: CHANNEL,
    });
    expect(refresh.status).toBe(401);
    const [row] = await sqlRows<{ revoked_reason: string }>(
      t,
      sql`select revoked_reason from auth_sessions where user_id = ${member.userId}`,
    );
    expect(row!.revoked_reason).toBe('member-disabled');
    const mail = await nextMail(t, member.email, 'Your access to Ikeja Textiles changed');
    expect(mail.textBody).toContain('deactivated your access');
    // Reactivated, they can log in again.
    const back = await asOwner(
      'PATCH',
      withId(TEAM_PATHS.memberStatus, member.memberId),
      { status: 'active' },
      memberResponse,
    );
    expect(back.data.status).toBe('active');
    expect((await signIn(t, member)).employer.selectedCompanyId).toBe(owner.companyId);
  });

  it('removes a member, ending their sessions; the member is gone from the list', async () => {
    const member = await addMember(t, owner.companyId, { roleId: clerkRole });
    const session = await signIn(t, member);
    const res = await asOwner('DELETE', withId(TEAM_PATHS.member, member.memberId));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Member removed');
    expect(
      (await t.api.send('GET', api(DASHBOARD_PATHS.walletBalance), undefined, { token: session.token }))
        .status,
    ).toBe(401);
    expect((await asOwner('GET', withId(TEAM_PATHS.member, member.memberId))).status).toBe(404);
  });

  it('nobody can deactivate, remove or demote the owner, and nobody changes themselves', async () => {
    const admin = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const adminToken = (await signIn(t, admin)).token;
    const [ownerRow] = await sqlRows<{ id: string }>(
      t,
      sql`select id from company_members where company_id = ${owner.companyId} and user_id = ${owner.userId}`,
    );
    const ownerId = ownerRow!.id;
    for (const [method, path, body] of [
      ['PATCH', TEAM_PATHS.memberStatus, { status: 'disabled' }],
      ['PATCH', TEAM_PATHS.memberRole, { role: 'custom', roleId: clerkRole }],
      ['DELETE', TEAM_PATHS.member, undefined],
    ] as const) {
      const res = await t.api.send(method, api(withId(path, ownerId)), body, { token: adminToken });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        'The business owner cannot be deactivated, removed or given another role.',
      );
    }
    const self = await asOwner('PATCH', withId(TEAM_PATHS.memberStatus, ownerId), { status: 'disabled' });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot deactivate yourself.');
  });

  it('an administrator (employer-admin) cannot touch other administrators or make one', async () => {
    const admin = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const other = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const clerk = await addMember(t, owner.companyId, { roleId: clerkRole });
    const adminToken = (await signIn(t, admin)).token;
    const deactivate = await t.api.send(
      'PATCH',
      api(withId(TEAM_PATHS.memberStatus, other.memberId)),
      { status: 'disabled' },
      {
        token: adminToken,
      },
    );
    expect(deactivate.status).toBe(403);
    expect(deactivate.body.message).toBe('Only the business owner can manage administrators.');
    const promote = await t.api.send(
      'PATCH',
      api(withId(TEAM_PATHS.memberRole, clerk.memberId)),
      { role: 'employer-admin' },
      {
        token: adminToken,
      },
    );
    expect(promote.status).toBe(403);
    // Custom-role members are theirs to manage.
    const demote = await t.api.send(
      'PATCH',
      api(withId(TEAM_PATHS.memberStatus, clerk.memberId)),
      { status: 'disabled' },
      {
        token: adminToken,
      },
    );
    expect(demote.status).toBe(200);
  });

  it('every change is in the audit log with the member as target', async () => {
    const rows = await sqlRows<{ action: string }>(
      t,
      sql`select distinct action from audit_events where company_id = ${owner.companyId} and action like 'team.%' order by action`,
    );
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'team.member.accept-invite',
        'team.member.deactivate',
        'team.member.invite',
        'team.member.invite-resend',
        'team.member.reactivate',
        'team.member.remove',
        'team.member.role-change',
      ]),
    );
  });
});
