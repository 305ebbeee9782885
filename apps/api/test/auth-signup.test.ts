// Sign-up (spec §2.1 /onboarding/get-started) and resending the confirmation email.
import { AUTH_PATHS, ErrorCode, signupResponse } from '@paydesk/contracts';
import { companies, companyMembers, users } from '@paydesk/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  nextMail,
  outboxFor,
  registerOwner,
  signUp,
  signupForm,
  sqlRows,
} from './helpers/auth-flows.ts';
import { codeIn, linkIn } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const validation = (errors: Record<string, string[]>) => ({
  error: true,
  message: 'Validation Errors',
  code: ErrorCode.validation,
  errors,
});

describe.each([true, false])('sign-up (encryption %s)', (encryption) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ encryption });
  });
  afterAll(() => t.close());

  it('creates the business and its owner, and emails a 6-digit confirmation code and a confirmation link', async () => {
    const form = signupForm({
      companyName: 'Okonkwo Farms',
      businessType: 'freelance business (not registered)',
    });
    const response = await t.api.post(api(AUTH_PATHS.signup), form, { schema: signupResponse });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Check your email for the confirmation code',
      data: { email: form.email },
    });

    const db = t.server.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, form.email));
    expect(user).toMatchObject({
      firstName: 'Chiamaka',
      lastName: 'Eze',
      phoneNumber: '08031234567',
      jobTitle: 'Founder',
      passwordHash: null,
      emailVerifiedAt: null,
    });
    const [member] = await db.select().from(companyMembers).where(eq(companyMembers.userId, user!.id));
    expect(member).toMatchObject({ role: 'employer', status: 'active' });
    const [company] = await db.select().from(companies).where(eq(companies.id, member!.companyId));
    expect(company).toMatchObject({
      name: 'Okonkwo Farms',
      businessType: 'freelance business (not registered)',
      isActive: false,
      accountType: 'main',
    });

    const mail = await nextMail(t, form.email, 'Confirm your email');
    expect(codeIn(mail)).toMatch(/^[1-9]\d{5}$/);
    expect(mail.subject).toBe(`Confirm your email: ${codeIn(mail)}`);
    expect(linkIn(mail, '/account/confirmation/')).toMatch(
      /^http:\/\/localhost:3000\/account\/confirmation\/[0-9a-f-]{36}\/[\w-]{43}$/,
    );
  });
});

describe('sign-up rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const userCount = async () =>
    (await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from users`))[0]!.n;

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', 'A'.repeat(61), 'First name must be at most 60 characters'],
    ['lastName', '   ', 'Last name is required'],
    ['email', 'chiamaka.example.com', 'Enter a valid email address'],
    ['email', `${'a'.repeat(250)}@x.co`, 'Email is too long'],
    ['phoneNumber', '0803123', 'Enter a valid Nigerian phone number'],
    ['phoneNumber', '+44 20 7946 0958', 'Enter a valid Nigerian phone number'],
    ['jobTitle', '', 'Job title is required'],
    ['companyName', 'B'.repeat(121), 'Business name must be at most 120 characters'],
    ['businessType', 'limited liability company', 'Choose a business type'],
  ])('refuses %s %j with Validation Errors and creates nothing', async (field, value, message) => {
    const before = await userCount();
    const response = await t.api.send('POST', api(AUTH_PATHS.signup), signupForm({ [field]: value }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(validation({ [field]: [message] }));
    expect(await userCount()).toBe(before);
  });

  it('names every missing field of an empty sign-up form', async () => {
    const response = await t.api.send('POST', api(AUTH_PATHS.signup), {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual(
      validation({
        firstName: ['First name is required'],
        lastName: ['Last name is required'],
        email: ['Email is required'],
        phoneNumber: ['Phone number is required'],
        jobTitle: ['Job title is required'],
        companyName: ['Business name is required'],
        businessType: ['Choose a business type'],
      }),
    );
  });

  it('accepts an international Nigerian number and stores the email in lower case', async () => {
    const form = signupForm({ email: 'Ngozi.Adeyemi@Example.COM', phoneNumber: '+2348031234567' });
    const response = await t.api.post(api(AUTH_PATHS.signup), form, { schema: signupResponse });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ email: 'ngozi.adeyemi@example.com' });
    const [user] = await t.server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ngozi.adeyemi@example.com'));
    expect(user?.phoneNumber).toBe('+2348031234567');
  });

  it('answers a sign-up with an address that already has an account exactly like a new one, and tells the owner by email', async () => {
    const owner = await registerOwner(t);
    const response = await t.api.send(
      'POST',
      api(AUTH_PATHS.signup),
      signupForm({ email: owner.email, companyName: 'Another Ltd' }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Check your email for the confirmation code',
      data: { email: owner.email },
    });
    const mail = await nextMail(t, owner.email, 'You already have a Paydesk account');
    expect(mail.textBody).toContain('http://localhost:3000/forgot-password');
    const names = await sqlRows(t, sql`select name from companies where name = 'Another Ltd'`);
    expect(names).toEqual([]);
  });

  it('signing up again before confirming sends a new code, and the earlier code stops working', async () => {
    const { email } = await signUp(t);
    const first = codeIn(await nextMail(t, email, 'Confirm your email'));
    await signUp(t, { email });
    const second = codeIn(await nextMail(t, email, 'Confirm your email'));
    const companiesOfUser = await sqlRows(
      t,
      sql`select m.company_id from company_members m join users u on u.id = m.user_id where u.email = ${email}`,
    );
    expect(companiesOfUser).toHaveLength(1);

    const old = await t.api.send('POST', api(AUTH_PATHS.verifyEmailCode), { email, code: first });
    expect(old.status).toBe(400);
    expect(old.error.code).toBe(ErrorCode.invalidCode);
    const fresh = await t.api.send('POST', api(AUTH_PATHS.verifyEmailCode), { email, code: second });
    expect(fresh.status).toBe(200);
  });

  it('two sign-ups with one email at the same moment both get the same answer and make one account', async () => {
    const form = signupForm();
    const answers = await Promise.all([1, 2, 3].map(() => t.api.send('POST', api(AUTH_PATHS.signup), form)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(await sqlRows(t, sql`select id from users where email = ${form.email}`)).toHaveLength(1);
  });

  it('writes the confirmation email in the sign-up transaction: a sign-up that fails writes no email and no account', async () => {
    // Make the audit write (the last step of the sign-up transaction) fail for this one business name.
    await t.server.database.db.execute(
      sql.raw(`
      create function fail_signup_audit() returns trigger as $$
      begin
        if new.action = 'auth.signup' and exists (select 1 from companies where id = new.company_id and name = 'Doomed Ventures') then
          raise exception 'simulated failure';
        end if;
        return new;
      end $$ language plpgsql;
      create trigger fail_signup_audit before insert on audit_events for each row execute function fail_signup_audit();`),
    );
    try {
      const form = signupForm({ companyName: 'Doomed Ventures' });
      const response = await t.api.post(api(AUTH_PATHS.signup), form, { schema: signupResponse });
      expect(response.status).toBe(500);
      // 5xx never leaks internals.
      expect(response.body).toEqual({
        error: true,
        message: 'Something went wrong on our side. Please try again later.',
        code: ErrorCode.internal,
      });
      expect(await outboxFor(t, form.email)).toEqual([]);
      expect(await sqlRows(t, sql`select id from users where email = ${form.email}`)).toEqual([]);
      expect(await sqlRows(t, sql`select id from companies where name = 'Doomed Ventures'`)).toEqual([]);

      const working = signupForm();
      expect((await t.api.send('POST', api(AUTH_PATHS.signup), working)).status).toBe(201);
      expect(await outboxFor(t, working.email)).toEqual([
        expect.objectContaining({ template: 'auth.confirm-email' }),
      ]);
    } finally {
      await t.server.database.db.execute(
        sql.raw('drop trigger fail_signup_audit on audit_events; drop function fail_signup_audit();'),
      );
    }
  });
});

describe('resending the confirmation email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("answers 'A new confirmation email has been sent' and only the newest code confirms", async () => {
    const { email } = await signUp(t);
    const first = codeIn(await nextMail(t, email, 'Confirm your email'));
    const response = await t.api.send('POST', api(AUTH_PATHS.resendVerification), { email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'A new confirmation email has been sent', data: null });
    const second = codeIn(await nextMail(t, email, 'Confirm your email'));

    expect((await t.api.send('POST', api(AUTH_PATHS.verifyEmailCode), { email, code: first })).status).toBe(
      400,
    );
    expect((await t.api.send('POST', api(AUTH_PATHS.verifyEmailCode), { email, code: second })).status).toBe(
      200,
    );
  });

  it('answers the same for an unknown email and for an account that already has a password, and sends nothing', async () => {
    const owner = await registerOwner(t);
    const sentBefore = (await outboxFor(t, owner.email)).length;
    for (const email of ['nobody.here@example.com', owner.email]) {
      const response = await t.api.send('POST', api(AUTH_PATHS.resendVerification), { email });
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('A new confirmation email has been sent');
    }
    expect(await outboxFor(t, 'nobody.here@example.com')).toEqual([]);
    expect(await outboxFor(t, owner.email)).toHaveLength(sentBefore);
  });

  it.each([
    [{}, { email: ['Email is required'] }],
    [{ email: 'not an email' }, { email: ['Enter a valid email address'] }],
  ])('refuses %j with Validation Errors', async (body, errors) => {
    const response = await t.api.send('POST', api(AUTH_PATHS.resendVerification), body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(validation(errors));
  });
});
