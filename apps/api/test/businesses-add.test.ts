import {
  AUTH_PATHS,
  addSubAccountResponse,
  BUSINESS_PATHS,
  messageOnly,
  SUB_ACCOUNTS_PAGE,
  subAccountSessionResponse,
  subAccountsResponse,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, nextMail, sqlRows } from './helpers/auth-flows.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { addSubAccount, api, pathOfLink, signIn } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestMember;
let ownerToken: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t, { name: 'Delta Foods' });
  ownerToken = (await signIn(t, owner)).token;
});
afterAll(() => t.close());

const company = (name: string) => ({
  companyName: name,
  businessType: 'registered business',
  industry: 'Food and beverages',
});

describe('adding a business', () => {
  it('adds a sub account managed by the signed-in user: ready to switch to at once', async () => {
    const res = await t.api.post(
      api(BUSINESS_PATHS.addSubAccount),
      { company: company('Delta Foods Warri'), manager: { type: 'self' } },
      { schema: addSubAccountResponse, token: ownerToken },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Business added');
    expect(res.data).toMatchObject({
      companyName: 'Delta Foods Warri',
      companyInfoId: res.data._id,
      isCompanyInfo: true,
      isActive: true,
      isEmailVerified: true,
      firstName: 'Chidi',
      jobTitle: 'Director',
    });
    const [row] = await sqlRows<{ account_type: string; parent_company_id: string; role: string }>(
      t,
      sql`select c.account_type, c.parent_company_id, m.role from companies c join company_members m on m.company_id = c.id where c.id = ${res.data._id}`,
    );
    expect(row).toEqual({ account_type: 'sub', parent_company_id: owner.companyId, role: 'employer' });
  });

  it('adds a sub account with a different manager invited by email; it is incomplete until they accept', async () => {
    const email = `manager.${Date.now().toString(36)}@example.ng`;
    const res = await t.api.post(
      api(BUSINESS_PATHS.addSubAccount),
      {
        company: company('Delta Foods Asaba'),
        manager: { type: 'other', email, firstName: 'Ifeoma', lastName: 'Uche', jobTitle: 'Branch Manager' },
      },
      { schema: addSubAccountResponse, token: ownerToken },
    );
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ isEmailVerified: false, firstName: 'Ifeoma', email });
    const subId = res.data._id;
    const refused = await t.api.post(
      api(BUSINESS_PATHS.loginSubAccount),
      { subAccountId: subId },
      { schema: subAccountSessionResponse, token: ownerToken },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Kindly complete the account registration to continue');
    const mail = await nextMail(t, email, 'You are invited to Delta Foods Asaba');
    expect(mail.textBody).toContain('as owner');
    const token = pathOfLink(mail, '/create-your-password/').split('/').pop();
    await t.api.post(
      api(AUTH_PATHS.memberCreatePassword),
      {
        token,
        password: GOOD_PASSWORD,
        password_confirmation: GOOD_PASSWORD,
      },
      { schema: messageOnly },
    );
    const list = await t.api.get(api(BUSINESS_PATHS.subAccounts), {
      schema: subAccountsResponse,
      token: ownerToken,
    });
    expect(list.data.docs.find((s) => s._id === subId)?.isEmailVerified).toBe(true);
    // The manager signs in straight to their business; it has no businesses of its own to switch to.
    const manager = await signIn(t, { email, password: GOOD_PASSWORD });
    expect(manager.employer).toMatchObject({
      selectedCompanyId: subId,
      accountType: 'sub',
      mainCompanyId: owner.companyId,
    });
    const managerList = await t.api.get(api(BUSINESS_PATHS.subAccounts), {
      schema: subAccountsResponse,
      token: manager.token,
    });
    expect(managerList.data.totalDocs).toBe(0);
    // The creator switches in as an administrator of the new business.
    const switched = await t.api.post(
      api(BUSINESS_PATHS.loginSubAccount),
      { subAccountId: subId },
      { schema: subAccountSessionResponse, token: ownerToken },
    );
    expect(switched.status).toBe(200);
    expect(switched.data.employer.userType).toBe('employer-admin');
  });

  it('waits for Paydesk approval when the main account is not verified yet', async () => {
    const fresh = await createBusiness(t, { name: 'Unverified Ltd', verified: false });
    const token = (await signIn(t, fresh)).token;
    const res = await t.api.post(
      api(BUSINESS_PATHS.addSubAccount),
      { company: company('Unverified Branch'), manager: { type: 'self' } },
      { schema: addSubAccountResponse, token },
    );
    expect(res.data).toMatchObject({ isActive: false, isCompanyInfo: true, isEmailVerified: true });
  });

  it('validates the business and the manager', async () => {
    const res = await t.api.post(
      api(BUSINESS_PATHS.addSubAccount),
      { company: { companyName: '', businessType: 'plc' }, manager: { type: 'other', email: 'bad' } },
      { schema: addSubAccountResponse, token: ownerToken },
    );
    expect(res.status).toBe(400);
    expect(res.error.errors).toMatchObject({
      'company.companyName': ['Business name is required'],
      'company.businessType': ['Choose a business type'],
      'company.industry': ['Industry is required'],
      'manager.email': ['Enter a valid email address'],
    });
  });

  it('cannot be done from a sub-account session', async () => {
    const sub = await addSubAccount(t, owner.companyId, { ownerUserId: owner.userId });
    const session = await t.api.post(
      api(BUSINESS_PATHS.loginSubAccount),
      { subAccountId: sub },
      { schema: subAccountSessionResponse, token: ownerToken },
    );
    const res = await t.api.post(
      api(BUSINESS_PATHS.addSubAccount),
      { company: company('Nested'), manager: { type: 'self' } },
      { schema: addSubAccountResponse, token: session.data.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Switch to the main account to add a business.');
  });
});

describe('listing sub accounts (POST and GET: page 1, limit 50, download false)', () => {
  it('answers the same page for POST with the spec payload and for GET without a query', async () => {
    const post = await t.api.post(api(BUSINESS_PATHS.subAccounts), SUB_ACCOUNTS_PAGE, {
      schema: subAccountsResponse,
      token: ownerToken,
    });
    const get = await t.api.get(api(BUSINESS_PATHS.subAccounts), {
      schema: subAccountsResponse,
      token: ownerToken,
    });
    expect(post.status).toBe(200);
    expect(post.data).toEqual(get.data);
    expect(get.data).toMatchObject({
      page: 1,
      limit: 50,
      mainAccount: { _id: owner.companyId, companyName: 'Delta Foods' },
      alias: false,
    });
    const keys = Object.keys(get.data.docs[0]!);
    for (const key of [
      '_id',
      'companyInfoId',
      'companyName',
      'isEmailVerified',
      'isCompanyInfo',
      'isActive',
      'firstName',
      'lastName',
      'jobTitle',
    ]) {
      expect(keys).toContain(key);
    }
    const query = await t.api.get(`${api(BUSINESS_PATHS.subAccounts)}?page=1&limit=50&download=false`, {
      schema: subAccountsResponse,
      token: ownerToken,
    });
    expect(query.data).toEqual(get.data);
  });

  it('downloads every visible business as CSV with download true', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${api(BUSINESS_PATHS.subAccounts)}?download=true`,
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Business,Business type,Manager,Email,Job title,Company info,Approved,Invite accepted,Created',
    );
    expect(lines.some((l) => l.startsWith('Delta Foods Warri,'))).toBe(true);
  });
});
