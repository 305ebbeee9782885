// Setting a password from one invitation accepts that invitation only (issue 9): a person invited by two businesses
// who follows the first business's link does not join the second one.
import { AUTH_PATHS, memberResponse, TEAM_PATHS } from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, nextMail, sqlRows } from './helpers/auth-flows.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { addRole, api, pathOfLink, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

describe('an invitation link accepts its own invitation', () => {
  it('two businesses invite the same email; the password set from the first link joins the first business only', async () => {
    const first = await createBusiness(t, { name: 'Yaba Prints' });
    const second = await createBusiness(t, { name: 'Surulere Foods' });
    const invitee = {
      email: `twice.${Date.now().toString(36)}@example.ng`,
      firstName: 'Ngozi',
      lastName: 'Okafor',
      jobTitle: 'Accountant',
    };
    const invitations: { memberId: string; ownerToken: string }[] = [];
    for (const owner of [first, second]) {
      const { token } = await signIn(t, owner);
      const roleId = await addRole(t, owner.companyId, 'Clerk', ['dashboard.view']);
      const invited = await t.api.send(
        'POST',
        api(TEAM_PATHS.invite),
        { ...invitee, role: 'custom', roleId },
        { token, schema: memberResponse },
      );
      expect(invited.status).toBe(201);
      invitations.push({ memberId: invited.data._id, ownerToken: token });
    }
    const mail = await nextMail(t, invitee.email, 'You are invited to Yaba Prints');
    const token = pathOfLink(mail, '/create-your-password/').split('/').pop()!;
    const created = await t.api.send('POST', api(AUTH_PATHS.memberCreatePassword), {
      token,
      password: GOOD_PASSWORD,
      password_confirmation: GOOD_PASSWORD,
    });
    expect(created.status).toBe(200);

    const memberships = await sqlRows<{ company_id: string; status: string }>(
      t,
      sql`select m.company_id, m.status from company_members m join users u on u.id = m.user_id
          where u.email = ${invitee.email}`,
    );
    const statusIn = (companyId: string) => memberships.find((m) => m.company_id === companyId)?.status;
    expect(statusIn(first.companyId)).toBe('active');
    expect(statusIn(second.companyId)).toBe('invited');
    const session = await signIn(t, { email: invitee.email, password: GOOD_PASSWORD });
    expect(session.employer).toMatchObject({ selectedCompanyId: first.companyId });

    // The second business's invitation is still open: resent, it is an accept link for an existing account.
    const { memberId, ownerToken } = invitations[1]!;
    const resent = await t.api.send('POST', api(withId(TEAM_PATHS.memberResendInvite, memberId)), undefined, {
      token: ownerToken,
    });
    expect(resent.status).toBe(200);
    const [, , , id, acceptToken] = pathOfLink(
      await nextMail(t, invitee.email, 'You are invited to Surulere Foods'),
      '/admin/verify/',
    ).split('/');
    const accepted = await t.api.send('POST', api(TEAM_PATHS.acceptInvite), { id, token: acceptToken });
    expect(accepted.status).toBe(200);
    expect(accepted.data).toEqual({ email: invitee.email, companyName: 'Surulere Foods' });
  });
});
