// The verification queue of the operator console: open submissions oldest first, one with its documents, review,
// approve (the business becomes verified, is told by email and in-app, audited with the operator as actor) or
// reject with a comment, after which the business fixes and submits again. Approval fills the business information
// (RC number, TIN, address, contacts) that Settings shows.
import {
  addSubAccountResponse,
  BUSINESS_PATHS,
  businessSearchResponse,
  COMPLIANCE_PATHS,
  companyDetailsResponse,
  complianceProgressResponse,
  OPS_PATHS,
  PROFILE_PATHS,
  SETTINGS_PATHS,
  sessionProfileResponse,
  verificationDetailResponse,
  verificationQueueResponse,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyEnvelope } from './helpers/api-client.ts';
import { sqlRows } from './helpers/auth-flows.ts';
import {
  api,
  completeAndSubmitRegistered,
  completeRegisteredSteps,
  newOperator,
  operatorLogin,
  PDF,
  registeredInfo,
  tempDataDir,
} from './helpers/compliance.ts';
import { createBusiness, login, type TestMember } from './helpers/fixtures.ts';
import { waitForMail } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let opsToken: string;
let operatorId: string;
const businesses: { member: TestMember; token: string; submissionId: string }[] = [];

const ops = <S extends z.ZodType = AnyEnvelope>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  schema?: S,
) => t.api.send(method, api(path), body, { token: opsToken, schema });

beforeAll(async () => {
  t = await startTestApp({ env: { DATA_DIR: tempDataDir() } });
  const operator = await newOperator(t, { firstName: 'Ada', lastName: 'Obi' });
  operatorId = operator._id;
  opsToken = (await operatorLogin(t, operator)).token;
  for (const name of ['Abuja Bakers Ltd', 'Benin Bricks Ltd', 'Calabar Cocoa Ltd']) {
    const member = await createBusiness(t, { name, verified: false });
    const { token } = await login(t, member);
    const progress = await completeAndSubmitRegistered(t, token);
    const [row] = await sqlRows<{ id: string }>(
      t,
      sql`select id from compliance_submissions where company_id = ${member.companyId}`,
    );
    businesses.push({ member, token, submissionId: row!.id });
    expect(progress.status).toBe('submitted');
  }
  // A draft never reaches the queue.
  const drafting = await createBusiness(t, { name: 'Draft Only Ltd', verified: false });
  const { token } = await login(t, drafting);
  await t.api.post(
    api(COMPLIANCE_PATHS.businessType),
    { businessType: 'registered business' },
    { schema: complianceProgressResponse, token },
  );
});
afterAll(() => t.close());

describe('queue', () => {
  it('lists submitted businesses oldest first, with owner contact, and never drafts', async () => {
    const res = await ops('GET', OPS_PATHS.queue, undefined, verificationQueueResponse);
    expect(res.status).toBe(200);
    expect(res.data.docs.map((d: { companyName: string }) => d.companyName)).toEqual([
      'Abuja Bakers Ltd',
      'Benin Bricks Ltd',
      'Calabar Cocoa Ltd',
    ]);
    expect(res.data.docs[0]).toMatchObject({
      status: 'submitted',
      businessType: 'registered business',
      ownerEmail: businesses[0]!.member.email,
    });
    expect(res.data).toMatchObject({ totalDocs: 3, page: 1, totalPages: 1 });
  });

  it('pages and filters by status', async () => {
    const paged = await ops('GET', `${OPS_PATHS.queue}?limit=2&page=2`, undefined, verificationQueueResponse);
    expect(paged.data).toMatchObject({ totalDocs: 3, page: 2, totalPages: 2 });
    expect(paged.data.docs.map((d: { companyName: string }) => d.companyName)).toEqual(['Calabar Cocoa Ltd']);
    const bad = await ops('GET', `${OPS_PATHS.queue}?status=approved`, undefined, verificationQueueResponse);
    expect(bad.status).toBe(400);
  });
});

describe('one submission', () => {
  it('shows the business information, directors and documents; downloads a document', async () => {
    const { submissionId } = businesses[0]!;
    const res = await ops('GET', OPS_PATHS.verification(submissionId), undefined, verificationDetailResponse);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      companyName: 'Abuja Bakers Ltd',
      completedSteps: ['business-information', 'business-documents', 'directors-information'],
      businessInformation: { rcNumber: 'RC1234567' },
      directors: [{ firstName: 'Ngozi', bvnLast4: '5678' }],
    });
    expect(res.data.documents).toHaveLength(3);
    const doc = res.data.documents[0]!;
    const file = await t.app.inject({
      method: 'GET',
      url: api(OPS_PATHS.documentFile(submissionId, doc._id)),
      headers: { authorization: `Bearer ${opsToken}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // A document of another submission is not found through this one.
    const otherDoc = (
      await ops(
        'GET',
        OPS_PATHS.verification(businesses[1]!.submissionId),
        undefined,
        verificationDetailResponse,
      )
    ).data.documents[0]!;
    const crossed = await t.app.inject({
      method: 'GET',
      url: api(OPS_PATHS.documentFile(submissionId, otherDoc._id)),
      headers: { authorization: `Bearer ${opsToken}` },
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('answers an unknown submission with 404', async () => {
    const res = await ops(
      'GET',
      OPS_PATHS.verification('00000000-0000-4000-8000-000000000000'),
      undefined,
      verificationDetailResponse,
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Submission not found');
  });
});

describe('decisions', () => {
  it('starting the review shows the business "in review"', async () => {
    const { submissionId, token } = businesses[0]!;
    const res = await ops('POST', OPS_PATHS.startReview(submissionId), undefined, verificationDetailResponse);
    expect(res.status).toBe(200);
    expect(res.data.status).toBe('in_review');
    const progress = await t.api.get(api(COMPLIANCE_PATHS.progress), {
      schema: complianceProgressResponse,
      token,
    });
    expect(progress.data.status).toBe('in_review');
    expect(
      (await ops('POST', OPS_PATHS.startReview(submissionId), undefined, verificationDetailResponse)).status,
    ).toBe(409);
  });

  it('approving verifies the business, tells it by email and in-app, and is audited with the operator', async () => {
    const { submissionId, token, member } = businesses[0]!;
    const before = await t.api.get(api(PROFILE_PATHS.profile), { schema: sessionProfileResponse, token });
    expect(before.data.employer).toMatchObject({ adminVerify: false });
    // A business added while the account was unverified waits for this approval.
    const added = await t.api.post(
      api(BUSINESS_PATHS.addSubAccount),
      {
        company: {
          companyName: 'Abuja Bakers Kano Branch',
          businessType: 'registered business',
          industry: 'Food and beverages',
        },
        manager: { type: 'self' },
      },
      { schema: addSubAccountResponse, token },
    );
    expect(added.status).toBeLessThan(300);
    const subActive = async () =>
      (
        await sqlRows<{ is_active: boolean }>(
          t,
          sql`select is_active from companies where parent_company_id = ${member.companyId}`,
        )
      )[0]?.is_active;
    expect(await subActive()).toBe(false);
    const res = await ops('POST', OPS_PATHS.approve(submissionId), undefined, verificationDetailResponse);
    expect(res.status).toBe(200);
    expect(res.data.status).toBe('approved');
    expect(await subActive()).toBe(true);
    const [company] = await sqlRows(
      t,
      sql`select admin_verify, is_compliant, status, rc_number, tin, industry from companies where id = ${member.companyId}`,
    );
    expect(company).toMatchObject({
      admin_verify: true,
      is_compliant: true,
      status: 'active',
      rc_number: 'RC1234567',
      tin: '12345678-0001',
      industry: 'Logistics',
    });
    const profile = await t.api.get(api(PROFILE_PATHS.profile), { schema: sessionProfileResponse, token });
    expect(profile.data.employer).toMatchObject({
      adminVerify: true,
      isCompliant: true,
      status: 'active',
    });
    expect(profile.data.support).toBeNull();
    await t.server.mailer.deliverPending();
    const mail = await waitForMail(t, member.email, (m) => m.subject === 'Your business is verified');
    expect(mail.textBody).toContain('Abuja Bakers Ltd is now verified');
    const notes = await sqlRows(
      t,
      sql`select message from notifications where company_id = ${member.companyId} and kind = 'compliance.approved'`,
    );
    expect(notes[0]!.message).toBe('Your business has been verified. Every feature is now open to you.');
    const [audit] = await sqlRows(
      t,
      sql`select actor_type, actor_id, actor_label from audit_events where company_id = ${member.companyId} and action = 'compliance.approve'`,
    );
    expect(audit).toMatchObject({
      actor_type: 'operator',
      actor_id: operatorId,
      actor_label: 'Ada Obi (Paydesk operator)',
    });
    expect(
      (await ops('POST', OPS_PATHS.approve(submissionId), undefined, verificationDetailResponse)).status,
    ).toBe(409);
    const queue = await ops('GET', OPS_PATHS.queue, undefined, verificationQueueResponse);
    expect(queue.data.docs.map((d: { companyName: string }) => d.companyName)).not.toContain(
      'Abuja Bakers Ltd',
    );
  });

  it('rejecting needs a comment', async () => {
    const res = await ops(
      'POST',
      OPS_PATHS.reject(businesses[1]!.submissionId),
      { comment: ' ' },
      verificationDetailResponse,
    );
    expect(res.status).toBe(400);
    expect(res.error.errors?.comment).toEqual(['Tell the business what to fix']);
  });

  it("rejecting sends it back with the reviewer's comment; the business fixes and submits again", async () => {
    const { submissionId, token, member } = businesses[1]!;
    const comment = 'The CAC certificate is blurred. Upload a clear scan.';
    const res = await ops('POST', OPS_PATHS.reject(submissionId), { comment }, verificationDetailResponse);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'rejected', rejectComment: comment });
    const progress = await t.api.get(api(COMPLIANCE_PATHS.progress), {
      schema: complianceProgressResponse,
      token,
    });
    expect(progress.data).toMatchObject({
      status: 'rejected',
      rejectComment: comment,
      canEdit: true,
      canSubmit: true,
    });
    const profile = await t.api.get(api(PROFILE_PATHS.profile), { schema: sessionProfileResponse, token });
    expect(profile.data.employer).toMatchObject({
      adminVerify: false,
      isCompliant: false,
      rejectComment: comment,
    });
    await t.server.mailer.deliverPending();
    const mail = await waitForMail(
      t,
      member.email,
      (m) => m.subject === 'Your business verification needs changes',
    );
    expect(mail.textBody).toContain(comment);
    // Fix and resubmit.
    const fixed = await t.api.put(api(COMPLIANCE_PATHS.registeredBusinessInformation), registeredInfo(), {
      schema: complianceProgressResponse,
      token,
    });
    expect(fixed.status).toBe(200);
    const again = await t.api.post(api(COMPLIANCE_PATHS.submit), undefined, {
      schema: complianceProgressResponse,
      token,
    });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ status: 'submitted', rejectComment: null });
    const [company] = await sqlRows(
      t,
      sql`select reject_comment from companies where id = ${member.companyId}`,
    );
    expect(company!.reject_comment).toBeNull();
    const [audit] = await sqlRows(
      t,
      sql`select metadata from audit_events where company_id = ${member.companyId} and action = 'compliance.submit' order by seq desc limit 1`,
    );
    expect(audit!.metadata).toEqual({ resubmission: true });
    const queue = await ops('GET', OPS_PATHS.queue, undefined, verificationQueueResponse);
    expect(queue.data.docs.map((d: { companyName: string }) => d.companyName)).toEqual([
      'Calabar Cocoa Ltd',
      'Benin Bricks Ltd',
    ]);
  });

  it('approving fills the business information: Settings shows the RC number, TIN, address and contacts submitted', async () => {
    // Issue 29: a verified registered business showed them as "—".
    const member = await createBusiness(t, { name: 'Dutse Dairies Ltd', verified: false });
    const { token } = await login(t, member);
    await completeRegisteredSteps(t, token);
    const submitted = {
      businessName: 'Dutse Dairies Ltd',
      rcNumber: 'RC7654321',
      tin: '87654321-0001',
      industry: 'Food and beverages',
      address: { street: '3 Murtala Mohammed Way', city: 'Dutse', state: 'Jigawa' },
      contactEmail: 'accounts@dutsedairies.ng',
      contactPhone: '08039876543',
    };
    const saved = await t.api.put(api(COMPLIANCE_PATHS.registeredBusinessInformation), submitted, {
      schema: complianceProgressResponse,
      token,
    });
    expect(saved.status).toBe(200);
    expect(
      (
        await t.api.post(api(COMPLIANCE_PATHS.submit), undefined, {
          schema: complianceProgressResponse,
          token,
        })
      ).status,
    ).toBe(200);
    const [row] = await sqlRows<{ id: string }>(
      t,
      sql`select id from compliance_submissions where company_id = ${member.companyId}`,
    );
    expect(
      (await ops('POST', OPS_PATHS.approve(row!.id), undefined, verificationDetailResponse)).status,
    ).toBe(200);

    // The approval copies them onto the business itself (Settings reads the submission only as a fallback)…
    const [company] = await sqlRows(
      t,
      sql`select rc_number, tin, address, contact_email, contact_phone from companies where id = ${member.companyId}`,
    );
    expect(company).toMatchObject({
      rc_number: 'RC7654321',
      tin: '87654321-0001',
      address: submitted.address,
      contact_email: 'accounts@dutsedairies.ng',
      contact_phone: expect.stringMatching(/8039876543$/),
    });
    // …and Settings → Business information shows them, locked where verification vouched for them.
    const details = await t.api.get(api(SETTINGS_PATHS.company), { token, schema: companyDetailsResponse });
    expect(details.data).toMatchObject({
      verified: true,
      rcNumber: 'RC7654321',
      tin: '87654321-0001',
      address: '3 Murtala Mohammed Way, Dutse, Jigawa',
      addressDetails: submitted.address,
      contactEmail: 'accounts@dutsedairies.ng',
      contactPhone: expect.stringMatching(/8039876543$/),
    });
    expect(details.data.editable).not.toContain('rcNumber');
    expect(details.data.editable).not.toContain('tin');
  });

  it('answers decisions on an unknown submission with 404', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await ops('POST', OPS_PATHS.approve(id), undefined, verificationDetailResponse)).status).toBe(
      404,
    );
    expect(
      (await ops('POST', OPS_PATHS.reject(id), { comment: 'Not clear' }, verificationDetailResponse)).status,
    ).toBe(404);
  });
});

describe('businesses', () => {
  it('finds businesses by name or owner email', async () => {
    const byName = await ops(
      'GET',
      `${OPS_PATHS.businesses}?search=calabar`,
      undefined,
      businessSearchResponse,
    );
    expect(byName.data.docs.map((b: { companyName: string }) => b.companyName)).toEqual([
      'Calabar Cocoa Ltd',
    ]);
    const byEmail = await ops(
      'GET',
      `${OPS_PATHS.businesses}?search=${encodeURIComponent(businesses[1]!.member.email)}`,
      undefined,
      businessSearchResponse,
    );
    expect(byEmail.data.docs).toHaveLength(1);
    expect(
      (await ops('GET', `${OPS_PATHS.businesses}?search=%25`, undefined, businessSearchResponse)).data
        .totalDocs,
    ).toBe(0);
  });
});
