// Registered-business verification (spec §2.3 Compliance): business type, business information checked against
// the CAC, documents, directors with verified BVNs, submit. Two businesses: neither ever sees the other's rows.
import {
  COMPLIANCE_PATHS,
  complianceProgressResponse,
  directorResponse,
  ErrorCode,
  messageOnly,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyEnvelope } from './helpers/api-client.ts';
import { sqlRows } from './helpers/auth-flows.ts';
import {
  api,
  completeRegisteredSteps,
  freelanceInfo,
  homeAddress,
  pdf,
  registeredInfo,
  tempDataDir,
  upload,
} from './helpers/compliance.ts';
import { createBusiness, login, type TestMember } from './helpers/fixtures.ts';
import { waitForMail } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestMember;
let token: string;
let otherToken: string;

const get = () => t.api.get(api(COMPLIANCE_PATHS.progress), { schema: complianceProgressResponse, token });
const put = <S extends z.ZodType = AnyEnvelope>(path: string, body: unknown, schema?: S, as = token) =>
  t.api.put(api(path), body, { token: as, schema });
const post = <S extends z.ZodType = AnyEnvelope>(path: string, body?: unknown, schema?: S, as = token) =>
  t.api.post(api(path), body, { token: as, schema });

beforeAll(async () => {
  t = await startTestApp({ env: { DATA_DIR: tempDataDir() } });
  owner = await createBusiness(t, { name: 'Eze Logistics Ltd', verified: false });
  token = (await login(t, owner)).token;
  const other = await createBusiness(t, { name: 'Jos Potatoes', verified: false });
  otherToken = (await login(t, other)).token;
});
afterAll(() => t.close());

describe('business type', () => {
  it('answers not started before a business type is chosen', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      status: 'not_started',
      businessType: null,
      steps: [],
      canSubmit: false,
    });
  });

  it('refuses an unknown business type with a field message', async () => {
    const res = await post(
      COMPLIANCE_PATHS.businessType,
      { businessType: 'partnership' },
      complianceProgressResponse,
    );
    expect(res.status).toBe(400);
    expect(res.error.errors?.businessType).toEqual(['Choose a business type']);
  });

  it("starts the registered flow with its three steps and sets the company's type", async () => {
    const res = await post(
      COMPLIANCE_PATHS.businessType,
      { businessType: 'registered business' },
      complianceProgressResponse,
    );
    expect(res.status).toBe(200);
    expect(res.data.status).toBe('draft');
    expect(res.data.steps).toEqual([
      { key: 'business-information', label: 'Business information', completed: false },
      { key: 'business-documents', label: 'Business documents', completed: false },
      { key: 'directors-information', label: 'Directors information', completed: false },
    ]);
    const [company] = await sqlRows(
      t,
      sql`select business_type from companies where id = ${owner.companyId}`,
    );
    expect(company!.business_type).toBe('registered business');
  });

  it('refuses the freelance steps while the business is registered', async () => {
    const res = await put(
      COMPLIANCE_PATHS.address,
      {
        street: '4 Bode Thomas St',
        city: 'Surulere',
        state: 'Lagos',
      },
      complianceProgressResponse,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/freelance business \(not registered\) verification/);
  });
});

describe('business information', () => {
  it.each([
    [
      'rcNumber',
      { rcNumber: '1234567' },
      'Enter the CAC number as RC or BN followed by digits, e.g. RC1234567',
    ],
    ['tin', { tin: '1234' }, 'Enter a valid TIN, e.g. 12345678-0001'],
    ['industry', { industry: 'Mining of unicorns' }, 'Choose an industry'],
    ['businessName', { businessName: ' ' }, 'Business name must be at least 2 characters'],
    [
      'address.state',
      { address: { street: '12 Adeola Odeku', city: 'VI', state: 'Atlantis' } },
      'Choose a state',
    ],
    [
      'address.street',
      { address: { street: '', city: 'VI', state: 'Lagos' } },
      'Street address must be at least 3 characters',
    ],
    ['contactEmail', { contactEmail: 'not-an-email' }, 'Enter a valid email address'],
    ['contactPhone', { contactPhone: '12345' }, 'Enter a valid Nigerian phone number'],
    ['website', { website: 'ezelogistics' }, 'Enter a full web address, e.g. https://example.ng'],
  ])('refuses a bad %s with its message and saves nothing', async (field, change, message) => {
    const res = await put(
      COMPLIANCE_PATHS.registeredBusinessInformation,
      registeredInfo(change),
      complianceProgressResponse,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation Errors');
    expect(res.error.errors?.[field]).toContain(message);
    expect((await get()).data.businessInformation).toBeNull();
  });

  it.each([
    ['RC0000001', 422, ErrorCode.identityNotFound, /No CAC registration was found for RC0000001/],
    ['RC0000002', 422, ErrorCode.identityMismatch, /registered under a different business name/],
    ['RC0000003', 503, ErrorCode.providerUnavailable, /did not respond in time\. Please try again/],
  ])('CAC test number %s answers %i with a clear message', async (rcNumber, status, code, message) => {
    const res = await put(
      COMPLIANCE_PATHS.registeredBusinessInformation,
      registeredInfo({ rcNumber }),
      complianceProgressResponse,
    );
    expect(res.status).toBe(status);
    expect(res.error.code).toBe(code);
    expect(res.body.message).toMatch(message);
    expect((await get()).data.businessInformation).toBeNull();
  });

  it('saves the step with the numbers normalised, and the step can be resumed', async () => {
    const res = await put(
      COMPLIANCE_PATHS.registeredBusinessInformation,
      registeredInfo({ rcNumber: 'rc 123-4567', tin: '123456780001' }),
      complianceProgressResponse,
    );
    expect(res.status).toBe(200);
    expect(res.data.completedSteps).toEqual(['business-information']);
    const resumed = (await get()).data;
    expect(resumed.businessInformation).toMatchObject({
      businessName: 'Eze Logistics Ltd',
      rcNumber: 'RC1234567',
      tin: '12345678-0001',
      address: { state: 'Lagos' },
    });
  });
});

describe('directors', () => {
  let directorId: string;

  it.each([
    ['bvn', { bvn: '2221234567' }, 'BVN must be 11 digits'],
    ['bvn', { bvn: 'abcdefghijk' }, 'BVN must be 11 digits'],
    ['firstName', { firstName: '' }, 'First name is required'],
    ['email', { email: 'nope' }, 'Enter a valid email address'],
  ])('refuses a bad %s', async (field, change, message) => {
    const res = await post(
      COMPLIANCE_PATHS.directors,
      {
        firstName: 'Ngozi',
        lastName: 'Okeke',
        bvn: '22212345678',
        ...change,
      },
      directorResponse,
    );
    expect(res.status).toBe(400);
    expect(res.error.errors?.[field]).toContain(message);
  });

  it.each([
    [
      '00000000001',
      422,
      ErrorCode.identityNotFound,
      'No record was found for this BVN. Check the 11 digits and try again.',
    ],
    ['00000000002', 422, ErrorCode.identityMismatch, /The name on record for this BVN is not Ngozi Okeke/],
    ['00000000003', 503, ErrorCode.providerUnavailable, /did not respond in time/],
  ])(
    'BVN test number %s answers %i with a clear message and adds nobody',
    async (bvn, status, code, message) => {
      const res = await post(
        COMPLIANCE_PATHS.directors,
        { firstName: 'Ngozi', lastName: 'Okeke', bvn },
        directorResponse,
      );
      expect(res.status).toBe(status);
      expect(res.error.code).toBe(code);
      expect(res.body.message).toMatch(message);
      if (status === 422) expect(res.error.errors?.bvn).toEqual([res.body.message]);
      expect((await get()).data.directors).toEqual([]);
    },
  );

  it('adds a director whose BVN name matches, keeping only the last four digits', async () => {
    const res = await post(
      COMPLIANCE_PATHS.directors,
      {
        firstName: 'Ngozi',
        lastName: 'Okeke',
        email: 'ngozi@ezelogistics.ng',
        bvn: '22212345678',
      },
      directorResponse,
    );
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      bvnLast4: '5678',
      verifiedName: 'Ngozi Okeke',
      email: 'ngozi@ezelogistics.ng',
    });
    expect(res.data.bvnVerifiedAt).toBeTruthy();
    directorId = res.data._id;
    const rows = await sqlRows(t, sql`select bvn_hash from directors where id = ${directorId}`);
    expect(String(rows[0]!.bvn_hash)).not.toContain('22212345678');
    expect((await get()).data.completedSteps).toContain('directors-information');
  });

  it('refuses the same BVN twice', async () => {
    const res = await post(
      COMPLIANCE_PATHS.directors,
      {
        firstName: 'Ngozi',
        lastName: 'Okeke',
        bvn: '22212345678',
      },
      directorResponse,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A director with this BVN has already been added.');
  });

  it('asks for the BVN again when a name changes, and re-verifies it', async () => {
    const path = api(COMPLIANCE_PATHS.director(directorId));
    const renamed = await t.api.patch(path, { firstName: 'Ngozika', lastName: 'Okeke' }, { token });
    expect(renamed.status).toBe(400);
    expect(renamed.error.errors?.bvn).toEqual(['Enter the BVN again so the new name can be verified.']);
    const contact = await t.api.patch(
      path,
      { firstName: 'Ngozi', lastName: 'Okeke', phoneNumber: '08021234567' },
      { schema: directorResponse, token },
    );
    expect(contact.status).toBe(200);
    expect(contact.data.phoneNumber).toBe('08021234567');
    const mismatch = await t.api.patch(
      path,
      { firstName: 'Ngozi', lastName: 'Okeke', bvn: '00000000002' },
      { token },
    );
    expect(mismatch.status).toBe(422);
    const ok = await t.api.patch(
      path,
      { firstName: 'Ngozika', lastName: 'Okeke', bvn: '22212340000' },
      { token },
    );
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({
      firstName: 'Ngozika',
      bvnLast4: '0000',
      verifiedName: 'Ngozika Okeke',
    });
  });

  it("answers another business's director with 404 and never lists it", async () => {
    await post(
      COMPLIANCE_PATHS.businessType,
      { businessType: 'registered business' },
      complianceProgressResponse,
      otherToken,
    );
    const path = api(COMPLIANCE_PATHS.director(directorId));
    expect(
      (await t.api.patch(path, { firstName: 'X', lastName: 'Y', bvn: '22212345678' }, { token: otherToken }))
        .status,
    ).toBe(404);
    expect((await t.api.delete(path, { token: otherToken })).status).toBe(404);
    const theirs = await t.api.get(api(COMPLIANCE_PATHS.progress), {
      schema: complianceProgressResponse,
      token: otherToken,
    });
    expect(theirs.data.directors).toEqual([]);
    expect(theirs.data.documents).toEqual([]);
    expect(
      (
        await t.api.delete(api(COMPLIANCE_PATHS.director('00000000-0000-4000-8000-000000000000')), {
          schema: messageOnly,
          token,
        })
      ).status,
    ).toBe(404);
  });

  it('removes a director', async () => {
    const extra = await post(
      COMPLIANCE_PATHS.directors,
      {
        firstName: 'Musa',
        lastName: 'Bello',
        bvn: '22299990000',
      },
      directorResponse,
    );
    const res = await t.api.delete(api(COMPLIANCE_PATHS.director(extra.data._id)), {
      schema: messageOnly,
      token,
    });
    expect(res.status).toBe(200);
    expect((await get()).data.directors.map((d: { lastName: string }) => d.lastName)).toEqual(['Okeke']);
  });
});

describe('submit', () => {
  it('refuses an incomplete verification and names what is missing', async () => {
    const res = await post(COMPLIANCE_PATHS.submit, undefined, complianceProgressResponse);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Complete every step before you submit: Business documents.');
  });

  it('submits when every step is complete, tells the owner by email and in-app, and locks the steps', async () => {
    await completeRegisteredSteps(t, token);
    const res = await post(COMPLIANCE_PATHS.submit, undefined, complianceProgressResponse);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'submitted', canEdit: false, canSubmit: false });
    expect(res.data.submittedAt).toBeTruthy();
    await t.server.mailer.deliverPending();
    const mail = await waitForMail(
      t,
      owner.email,
      (m) => m.subject === 'We received your business verification',
    );
    expect(mail.textBody).toContain('http://localhost:3000/compliance/status');
    const notifications = await sqlRows(
      t,
      sql`select kind from notifications where company_id = ${owner.companyId}`,
    );
    expect(notifications.map((n) => n.kind)).toContain('compliance.submitted');
    const locked = await put(
      COMPLIANCE_PATHS.registeredBusinessInformation,
      registeredInfo(),
      complianceProgressResponse,
    );
    expect(locked.status).toBe(409);
    expect(locked.body.message).toMatch(/with our team and cannot be changed now/);
    expect((await upload(t, token, 'cac_certificate', pdf())).status).toBe(409);
    expect((await post(COMPLIANCE_PATHS.submit, undefined, complianceProgressResponse)).status).toBe(409);
  });

  it('audits every change in the business chain with the member as actor', async () => {
    const rows = await sqlRows<{ action: string; actor_type: string; actor_id: string }>(
      t,
      sql`select action, actor_type, actor_id from audit_events where company_id = ${owner.companyId} and action like 'compliance.%' order by seq`,
    );
    const actions = rows.map((r) => r.action);
    for (const action of [
      'compliance.business-type.select',
      'compliance.business-information.save',
      'compliance.document.upload',
      'compliance.director.add',
      'compliance.director.update',
      'compliance.director.delete',
      'compliance.submit',
    ])
      expect(actions).toContain(action);
    expect(rows.every((r) => r.actor_type === 'user' && r.actor_id === owner.userId)).toBe(true);
  });
});

describe('permissions', () => {
  it('refuses (403) every verification route to a member whose role lacks the compliance permissions', async () => {
    const clerk = await createBusiness(t, { companyId: owner.companyId, role: 'custom' });
    const clerkToken = (await login(t, clerk)).token;
    const id = '00000000-0000-4000-8000-000000000000';
    // Valid bodies: the permission is what refuses them.
    const director = { firstName: 'Ngozi', lastName: 'Okeke', bvn: '22212345678' };
    const calls: [string, string, unknown?][] = [
      ['GET', COMPLIANCE_PATHS.progress],
      ['POST', COMPLIANCE_PATHS.businessType, { businessType: 'registered business' }],
      ['PUT', COMPLIANCE_PATHS.registeredBusinessInformation, registeredInfo()],
      ['PUT', COMPLIANCE_PATHS.freelanceBusinessInformation, freelanceInfo()],
      ['PUT', COMPLIANCE_PATHS.address, homeAddress()],
      ['POST', COMPLIANCE_PATHS.directors, director],
      ['PATCH', COMPLIANCE_PATHS.director(id), director],
      ['DELETE', COMPLIANCE_PATHS.director(id)],
      ['POST', COMPLIANCE_PATHS.identityCode, { idType: 'BVN', idNumber: '22212345678', channel: 'sms' }],
      ['POST', COMPLIANCE_PATHS.identityConfirm, { verificationId: id, code: '123456' }],
      ['POST', COMPLIANCE_PATHS.submit],
      ['GET', COMPLIANCE_PATHS.documentFile(id)],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.api.send(method as 'GET', api(path), body, { token: clerkToken });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toMatch(/^Your role does not allow this \(compliance\.(view|submit)\)/);
    }
    expect((await upload(t, clerkToken, 'cac_certificate', pdf())).status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await t.api.get(api(COMPLIANCE_PATHS.progress), { schema: complianceProgressResponse })).status,
    ).toBe(401);
  });
});
