// Issue 10, the employee app: one person (same email and phone) is invited to on-demand pay by two businesses (set
// up through the API). On a phone they sign in once, choose an employer, see that employer's data only, then switch
// to the other from the staff menu and see the other's.
import { type Api, newOwner } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { enterCode } from '../support/flows.ts';
import { linkIn, type Mailbox, sixDigits } from '../support/mailbox.ts';
import { logInThroughApi } from '../support/shell.ts';

interface Person {
  email: string;
  phoneNumber: string;
}

/** A new business whose owner employs `person` and invites them to on-demand pay; the person accepts the link. */
async function employerOf(api: Api, mailbox: Mailbox, person: Person, tag: string) {
  const owner = await api.createConfirmedOwner(mailbox, newOwner({ companyName: `${tag} Ltd` }));
  const token = await logInThroughApi(api, mailbox, owner);
  const staffId = `${tag.replace(/\s/g, '-')}-1`;
  const created = await api.call<{ _id: string }>('POST', '/b2b/employer/people/employees', {
    token,
    body: {
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: person.email,
      phoneNumber: person.phoneNumber,
      staffId,
      bankCode: '000015',
      accountNumber: `30${String(Date.now()).slice(-8)}`,
      grossPay: 15_000_000,
    },
  });
  expect(created.status, created.message).toBe(201);
  const seen = (await mailbox.list(person.email)).map((m) => m.id);
  const invited = await api.call(
    'POST',
    `/b2b/employer/people/employees/${created.data._id}/invite-on-demand`,
    {
      token,
    },
  );
  expect(invited.status).toBe(200);
  const mail = await mailbox.waitFor(person.email, { subject: /on-demand pay/, exclude: seen });
  const [companyId, employeeId, linkToken] = linkIn(mail.textBody, '/staff/invite/')
    .split('/staff/invite/')[1]!
    .split('/');
  const accepted = await api.call('POST', '/staff/invitations/accept', {
    body: { companyId, employeeId, token: linkToken },
  });
  expect(accepted.status).toBe(200);
  return { company: owner.companyName, staffId };
}

test('one person employed by two businesses signs in once, chooses, and switches employer', async ({
  browser,
  baseURL,
  api,
  mailbox,
  shot,
}) => {
  const tag = Date.now().toString(36);
  const person = {
    email: `ngozi-${tag}@e2e.paydesk.ng`,
    phoneNumber: `0805${String(1_000_000 + Math.floor(Math.random() * 8_999_999)).slice(0, 7)}`,
  };
  const first = await employerOf(api, mailbox, person, `Aba ${tag}`);
  const second = await employerOf(api, mailbox, person, `Kano ${tag}`);

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const staff = await phone.newPage();
  await staff.goto('/staff/login');
  await staff.getByLabel('Email or phone number').fill(person.email);
  const seen = (await mailbox.list(person.email)).map((m) => m.id);
  await staff.getByRole('button', { name: 'Send code' }).click();
  await expect(staff.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const code = await mailbox.waitFor(person.email, { subject: /sign-in code/, exclude: seen });
  await enterCode(staff, 'Sign-in code', sixDigits(code.textBody), 'Sign in');

  // Two employers: the chooser comes first.
  await expect(staff).toHaveURL(/\/staff\/employer$/);
  await expect(staff.getByRole('heading', { name: 'Choose your employer' })).toBeVisible();
  await expect(staff.getByText(first.company)).toBeVisible();
  await expect(staff.getByText(second.company)).toBeVisible();
  await shot('choosing an employer', staff);
  await staff.getByRole('button', { name: `Continue with ${first.company}` }).click();

  await expect(staff).toHaveURL(/\/staff$/);
  await expect(staff.getByText(`Staff ID: ${first.staffId}`)).toBeVisible();
  await expect(staff.getByText(first.company)).toBeVisible();
  await expect(staff.getByText(second.company)).toHaveCount(0);
  await expect(staff.getByText(`Staff ID: ${second.staffId}`)).toHaveCount(0);
  await shot('home of the first employer', staff);

  // The switch in the staff menu.
  await staff.getByRole('link', { name: 'Switch employer' }).click();
  await expect(staff).toHaveURL(/\/staff\/employer$/);
  await staff.getByRole('button', { name: `Continue with ${second.company}` }).click();
  await expect(staff).toHaveURL(/\/staff$/);
  await expect(staff.getByText(`Staff ID: ${second.staffId}`)).toBeVisible();
  await expect(staff.getByText(second.company)).toBeVisible();
  await expect(staff.getByText(first.company)).toHaveCount(0);
  await expect(staff.getByText(`Staff ID: ${first.staffId}`)).toHaveCount(0);
  await shot('home of the second employer', staff);

  // After a reload the chosen employer stays.
  await staff.reload();
  await expect(staff.getByText(`Staff ID: ${second.staffId}`)).toBeVisible();
  await phone.close();
});
