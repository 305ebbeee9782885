// Issue 26: name enquiry is not a directory. Both name-enquiry routes (POST /accounts/name-enquiries for the
// employee and remittance-party forms, the GET search for the payment forms) take a member whose role adds or pays
// beneficiaries, employees or remittance parties, in a verified business, and share one limit per business: 30 a
// minute and 300 a day by default, answered with the spec's rate-limit message and Retry-After.
import {
  BANKING_PATHS,
  ErrorCode,
  NAME_ENQUIRY_PERMISSIONS,
  nameEnquiryResponse,
  nameEnquirySearchResponse,
  PAYMENTS_PATHS,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFully, registerOwner } from './helpers/auth-flows.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { addMember, addRole, api } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { tokenFor } from './helpers/wallet-fixtures.ts';

const STERLING = '000001';
const RATE_LIMITED = {
  error: true,
  message: 'Too many requests. Please wait a moment and try again.',
  code: ErrorCode.rateLimited,
};

let t: TestApp;

const post = (token: string, accountNumber = '0123456789') =>
  t.api.post(api(BANKING_PATHS.nameEnquiry), { bankCode: STERLING, accountNumber }, { token });
const search = (token: string, accountNumber = '0123456789') =>
  t.api.get(api(`${PAYMENTS_PATHS.nameEnquirySearch}?q=${accountNumber}&bankCode=${STERLING}`), { token });

/** A member of `companyId` whose custom role holds only `permissions`. */
async function memberWith(companyId: string, permissions: string[]) {
  const roleId = await addRole(t, companyId, `Only ${permissions.join(', ') || 'the basics'}`, permissions);
  return tokenFor(t, await addMember(t, companyId, { role: 'custom', roleId }));
}

describe('who may ask for an account holder’s name', () => {
  beforeAll(async () => {
    t = await startTestApp({ encryption: false });
  });
  afterAll(() => t.close());

  it('not a sign-up whose business was never verified, even its owner', async () => {
    const owner = await registerOwner(t);
    const { token } = await loginFully(t, owner);
    for (const answer of [await post(token), await search(token)]) {
      expect(answer.status).toBe(403);
      expect(answer.error.code).toBe(ErrorCode.businessNotVerified);
    }
  });

  it('not a member with the thinnest role, nor one who only views payments or people', async () => {
    const business = await createBusiness(t);
    for (const permissions of [
      [],
      ['payments.beneficiaries.view', 'people.employees.view', 'wallets.view'],
    ]) {
      const token = await memberWith(business.companyId, permissions);
      for (const answer of [await post(token), await search(token)]) {
        expect(answer.status).toBe(403);
        expect(answer.error.message).toContain(NAME_ENQUIRY_PERMISSIONS.join(' or '));
      }
    }
  });

  it('every role whose screens check an account as it is typed, on both routes', async () => {
    const business = await createBusiness(t);
    const tokens = [
      await tokenFor(t, business),
      await tokenFor(t, await addMember(t, business.companyId, { role: 'employer-admin' })),
      // One permission each: add beneficiaries, send transfers, add employees, add remittance parties.
      ...(await Promise.all(NAME_ENQUIRY_PERMISSIONS.map((p) => memberWith(business.companyId, [p])))),
    ];
    for (const token of tokens) {
      const posted = await t.api.post(
        api(BANKING_PATHS.nameEnquiry),
        { bankCode: STERLING, accountNumber: '0123456789' },
        { token, schema: nameEnquiryResponse },
      );
      expect(posted.status).toBe(200);
      expect(posted.data.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
      const searched = await t.api.get(
        api(`${PAYMENTS_PATHS.nameEnquirySearch}?q=0123456789&bankCode=${STERLING}`),
        { token, schema: nameEnquirySearchResponse },
      );
      expect(searched.status).toBe(200);
      expect(searched.data.accountName).toBe(posted.data.accountName);
    }
  });

  it('30 a minute per business across both routes and all its sessions; another business is not held back', async () => {
    const business = await createBusiness(t);
    const [first, second] = [await tokenFor(t, business), await tokenFor(t, business)];
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const token = i % 2 ? first : second;
      const number = String(1_000_000_000 + i);
      statuses.push((i % 3 ? await post(token, number) : await search(token, number)).status);
    }
    expect(statuses).toEqual(Array(30).fill(200));
    for (const limited of [await post(first), await search(second)]) {
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual(RATE_LIMITED);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    const other = await createBusiness(t);
    expect((await post(await tokenFor(t, other))).status).toBe(200);
  });
});

describe('and 300 a day (NAME_ENQUIRY_PER_DAY=4 here)', () => {
  beforeAll(async () => {
    t = await startTestApp({ encryption: false, env: { NAME_ENQUIRY_PER_DAY: '4' } });
  });
  afterAll(() => t.close());

  it('past the day’s enquiries a business waits for its day to end', async () => {
    const business = await createBusiness(t);
    const token = await tokenFor(t, business);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(token, String(2_000_000_000 + i))).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const limited = await search(token);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });
});
