// Issue 26: a withdrawn invitation's link answered 'Password created. You can now log in.' (and set a password for a
// person who belonged to no business). Removing a pending member now consumes that invitation's links, and they
// answer that the invitation was withdrawn, on the page's first check and when used; other invitations of the same
// person keep working.
import {
  AUTH_PATHS,
  ErrorCode,
  INVITATION_WITHDRAWN_MESSAGE,
  memberResponse,
  TEAM_PATHS,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, nextMail, sqlRows } from './helpers/auth-flows.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { addRole, api, pathOfLink, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const withdrawn = { error: true, message: INVITATION_WITHDRAWN_MESSAGE, code: ErrorCode.invitationWithdrawn };
const passwordBody = (token: string) => ({
  token,
  password: GOOD_PASSWORD,
  password_confirmation: GOOD_PASSWORD,
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

const invitee = (tag: string) => ({
  email: `${tag}.${Date.now().toString(36)}@example.ng`,
  firstName: 'Ngozi',
  lastName: 'Okafor',
  jobTitle: 'Accountant',
});

async function invite(owner: TestMember, person: ReturnType<typeof invitee>) {
  const { token } = await signIn(t, owner);
  const roleId = await addRole(t, owner.companyId, 'Clerk', ['dashboard.view']);
  const invited = await t.api.send(
    'POST',
    api(TEAM_PATHS.invite),
    { ...person, role: 'custom', roleId },
    { token, schema: memberResponse },
  );
  expect(invited.status).toBe(201);
  return { memberId: invited.data._id, ownerToken: token };
}

const remove = (invitation: { memberId: string; ownerToken: string }) =>
  t.api.send('DELETE', api(withId(TEAM_PATHS.member, invitation.memberId)), undefined, {
    token: invitation.ownerToken,
  });

describe('a withdrawn invitation', () => {
  it("its password link says the invitation was withdrawn, sets no password, and another business's link still works", async () => {
    const person = invitee('withdrawn');
    const yaba = await invite(await createBusiness(t, { name: 'Yaba Prints' }), person);
    const surulere = await invite(await createBusiness(t, { name: 'Surulere Foods' }), person);
    const link = (mail: Awaited<ReturnType<typeof nextMail>>) =>
      pathOfLink(mail, '/create-your-password/').split('/').pop()!;
    const yabaToken = link(await nextMail(t, person.email, 'You are invited to Yaba Prints'));
    const surulereToken = link(await nextMail(t, person.email, 'You are invited to Surulere Foods'));

    expect((await remove(yaba)).status).toBe(200);
    const told = await nextMail(t, person.email, 'Your access to Yaba Prints changed');
    expect(told.textBody).toContain('withdrew your invitation');

    const page = await t.api.send('POST', api(AUTH_PATHS.memberPasswordLink), { token: yabaToken });
    expect(page).toMatchObject({ status: 400, body: withdrawn });
    const used = await t.api.send('POST', api(AUTH_PATHS.memberCreatePassword), passwordBody(yabaToken));
    expect(used).toMatchObject({ status: 400, body: withdrawn });
    const [user] = await sqlRows<{ password_hash: string | null }>(
      t,
      sql`select password_hash from users where email = ${person.email}`,
    );
    expect(user!.password_hash).toBeNull();
    const tokens = await sqlRows<{ member_id: string; consumed: boolean; withdrawn: boolean }>(
      t,
      sql`select member_id, consumed_at is not null as consumed, withdrawn_at is not null as withdrawn
          from password_tokens t join users u on u.id = t.user_id where u.email = ${person.email}`,
    );
    expect(tokens).toEqual(
      expect.arrayContaining([
        { member_id: yaba.memberId, consumed: true, withdrawn: true },
        { member_id: surulere.memberId, consumed: false, withdrawn: false },
      ]),
    );

    // The other business's invitation was not withdrawn: its link sets the password and joins that business.
    const created = await t.api.send(
      'POST',
      api(AUTH_PATHS.memberCreatePassword),
      passwordBody(surulereToken),
    );
    expect(created).toMatchObject({
      status: 200,
      body: { message: 'Password created. You can now log in.' },
    });
    const memberships = await sqlRows<{ company_name: string; status: string }>(
      t,
      sql`select c.name as company_name, m.status from company_members m join users u on u.id = m.user_id
          join companies c on c.id = m.company_id where u.email = ${person.email}`,
    );
    expect(memberships).toEqual([{ company_name: 'Surulere Foods', status: 'active' }]);
  });

  it('the accept link of a person who already has an account says so too, and joins nothing', async () => {
    const person = invitee('account');
    const ikeja = await createBusiness(t, { name: 'Ikeja Cables' });
    await invite(ikeja, person);
    const token = pathOfLink(
      await nextMail(t, person.email, 'You are invited to Ikeja Cables'),
      '/create-your-password/',
    )
      .split('/')
      .pop()!;
    expect((await t.api.send('POST', api(AUTH_PATHS.memberCreatePassword), passwordBody(token))).status).toBe(
      200,
    );

    const second = await invite(await createBusiness(t, { name: 'Apapa Freight' }), person);
    const [, , , id, acceptToken] = pathOfLink(
      await nextMail(t, person.email, 'You are invited to Apapa Freight'),
      '/admin/verify/',
    ).split('/');
    expect(id).toBe(second.memberId);
    expect((await remove(second)).status).toBe(200);
    const accepted = await t.api.send('POST', api(TEAM_PATHS.acceptInvite), { id, token: acceptToken });
    expect(accepted).toMatchObject({ status: 400, body: withdrawn });
    const memberships = await sqlRows<{ company_id: string }>(
      t,
      sql`select m.company_id from company_members m join users u on u.id = m.user_id where u.email = ${person.email}`,
    );
    expect(memberships).toEqual([{ company_id: ikeja.companyId }]);
  });
});
