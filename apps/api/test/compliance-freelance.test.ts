// Freelance (unregistered) business verification: business information, identity by BVN or NIN confirmed with a
// code sent by SMS or WhatsApp to the phone on record (single use, 10 minutes, limited attempts), address, submit.
import {
  COMPLIANCE_PATHS,
  complianceProgressResponse,
  directorResponse,
  ErrorCode,
  identityCodeSentResponse,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyEnvelope } from './helpers/api-client.ts';
import { sqlRows } from './helpers/auth-flows.ts';
import { api, freelanceInfo, homeAddress, tempDataDir } from './helpers/compliance.ts';
import { createBusiness, login, type TestMember } from './helpers/fixtures.ts';
import { codeIn, type MailboxMessage, waitForMail } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestMember;
let token: string;

const post = <S extends z.ZodType = AnyEnvelope>(path: string, body?: unknown, schema?: S, as = token) =>
  t.api.post(api(path), body, { token: as, schema });
const put = <S extends z.ZodType = AnyEnvelope>(path: string, body: unknown, schema?: S) =>
  t.api.put(api(path), body, { token, schema });
const progress = async () =>
  (await t.api.get(api(COMPLIANCE_PATHS.progress), { schema: complianceProgressResponse, token })).data;

/** Phone messages already read: each read waits for the next one. */
const read = new Set<string>();

/**
 * The newest phone message to a number ending in `last8` that no earlier read returned. It waits: the delivery job
 * may hold the message (a locked outbox row that `deliverPending` skips) for a moment after the code was requested.
 */
async function phoneMessage(last8: string, channel: 'sms' | 'whatsapp'): Promise<MailboxMessage> {
  const found = await waitForMail(
    t,
    undefined,
    (m) => m.channel === channel && m.to.endsWith(last8) && !read.has(m.id),
  );
  read.add(found.id);
  return found;
}

const BVN = '22255501234';

/** Five codes an hour: the tests ask for more, so earlier codes are moved back out of the hour. */
const backdateCodes = () =>
  t.server.database.db.execute(
    sql`update phone_verifications set created_at = now() - interval '2 hours' where company_id = ${owner.companyId}`,
  );

beforeAll(async () => {
  t = await startTestApp({ env: { DATA_DIR: tempDataDir() } });
  owner = await createBusiness(t, { verified: false });
  token = (await login(t, owner)).token;
});
afterAll(() => t.close());

it('starts the freelance flow with business information, identity and address', async () => {
  const res = await post(
    COMPLIANCE_PATHS.businessType,
    {
      businessType: 'freelance business (not registered)',
    },
    complianceProgressResponse,
  );
  expect(res.status).toBe(200);
  expect(res.data.steps.map((s: { label: string }) => s.label)).toEqual([
    'Business information',
    'Identity verification',
    'Address verification',
  ]);
});

describe('business information and address', () => {
  it.each([
    ['businessName', { businessName: '' }, 'Business name must be at least 2 characters'],
    ['industry', { industry: '' }, 'Choose an industry'],
    ['contactEmail', { contactEmail: 'x@' }, 'Enter a valid email address'],
    ['description', { description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
  ])('refuses a bad %s', async (field, change, message) => {
    const res = await put(
      COMPLIANCE_PATHS.freelanceBusinessInformation,
      freelanceInfo(change),
      complianceProgressResponse,
    );
    expect(res.status).toBe(400);
    expect(res.error.errors?.[field]).toContain(message);
  });

  it('saves business information (no CAC number asked)', async () => {
    const res = await put(
      COMPLIANCE_PATHS.freelanceBusinessInformation,
      freelanceInfo(),
      complianceProgressResponse,
    );
    expect(res.status).toBe(200);
    expect(res.data.completedSteps).toEqual(['business-information']);
  });

  it.each([
    ['street', { street: 'ab' }, 'Street address must be at least 3 characters'],
    ['city', { city: '' }, 'City must be at least 2 characters'],
    ['state', { state: 'Lagoss' }, 'Choose a state'],
  ])('refuses an address with a bad %s', async (field, change, message) => {
    const res = await put(COMPLIANCE_PATHS.address, homeAddress(change), complianceProgressResponse);
    expect(res.status).toBe(400);
    expect(res.error.errors?.[field]).toContain(message);
  });

  it('saves the address', async () => {
    const res = await put(
      COMPLIANCE_PATHS.address,
      homeAddress({ landmark: 'Opposite the stadium' }),
      complianceProgressResponse,
    );
    expect(res.status).toBe(200);
    expect(res.data.address).toMatchObject({ state: 'Lagos', landmark: 'Opposite the stadium' });
    expect(res.data.completedSteps).toEqual(['business-information', 'address']);
  });
});

describe('identity', () => {
  // Each test starts with the hour's five codes free, so a retried test does not use up the next one's.
  beforeEach(backdateCodes);

  it.each([
    ['idNumber', { idNumber: '1234567890' }, 'The number must be 11 digits'],
    ['idType', { idType: 'PASSPORT' }, 'Choose BVN or NIN'],
    ['channel', { channel: 'email' }, 'Choose SMS or WhatsApp'],
  ])('refuses a bad %s', async (field, change, message) => {
    const res = await post(
      COMPLIANCE_PATHS.identityCode,
      {
        idType: 'BVN',
        idNumber: BVN,
        channel: 'sms',
        ...change,
      },
      identityCodeSentResponse,
    );
    expect(res.status).toBe(400);
    expect(res.error.errors?.[field]).toContain(message);
  });

  it.each([
    [
      'BVN',
      '00000000001',
      422,
      ErrorCode.identityNotFound,
      'No record was found for this BVN. Check the 11 digits and try again.',
    ],
    [
      'NIN',
      '00000000001',
      422,
      ErrorCode.identityNotFound,
      'No record was found for this NIN. Check the 11 digits and try again.',
    ],
    [
      'BVN',
      '00000000002',
      422,
      ErrorCode.identityMismatch,
      /^The name on record for this BVN is not Chidi Eze/,
    ],
    ['NIN', '00000000003', 503, ErrorCode.providerUnavailable, /did not respond in time/],
  ])(
    '%s test number %s answers %i with a clear message and sends no code',
    async (idType, idNumber, status, code, message) => {
      const before = await sqlRows(
        t,
        sql`select count(*)::int as n from message_outbox where channel <> 'email'`,
      );
      const res = await post(
        COMPLIANCE_PATHS.identityCode,
        { idType, idNumber, channel: 'sms' },
        identityCodeSentResponse,
      );
      expect(res.status).toBe(status);
      expect(res.error.code).toBe(code);
      expect(res.body.message).toMatch(message);
      const after = await sqlRows(
        t,
        sql`select count(*)::int as n from message_outbox where channel <> 'email'`,
      );
      expect(after[0]!.n).toBe(before[0]!.n);
    },
  );

  let verificationId: string;
  let code: string;

  it('sends a code by SMS to the phone on record, which appears in the dev mailbox', async () => {
    const res = await post(
      COMPLIANCE_PATHS.identityCode,
      { idType: 'BVN', idNumber: BVN, channel: 'sms' },
      identityCodeSentResponse,
    );
    expect(res.status).toBe(200);
    expect(res.data.phoneMasked).toMatch(/^\*{7}1234$/);
    expect(res.body.message).toBe(`A code was sent by SMS to ${res.data.phoneMasked}`);
    verificationId = res.data.verificationId;
    const sms = await phoneMessage('55501234', 'sms');
    expect(sms.to).toMatch(/^0[789][01]55501234$/);
    expect(sms.textBody).toMatch(/Your Paydesk verification code is \d{6}\. It expires in 10 minutes/);
    code = codeIn(sms);
    expect((await progress()).identity).toBeNull();
  });

  it('refuses a wrong code and counts the attempt', async () => {
    const wrong = code === '111111' ? '222222' : '111111';
    const res = await post(
      COMPLIANCE_PATHS.identityConfirm,
      { verificationId, code: wrong },
      complianceProgressResponse,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Incorrect code. 4 attempts left.');
    expect(
      (
        await post(
          COMPLIANCE_PATHS.identityConfirm,
          { verificationId, code: '12' },
          complianceProgressResponse,
        )
      ).error.errors?.code,
    ).toEqual(['Enter the 6-digit code']);
  });

  it('confirms the identity with the right code, once', async () => {
    const res = await post(
      COMPLIANCE_PATHS.identityConfirm,
      { verificationId, code },
      complianceProgressResponse,
    );
    expect(res.status).toBe(200);
    expect(res.data.identity).toMatchObject({
      idType: 'BVN',
      idLast4: '1234',
      verifiedName: expect.stringMatching(/^Chidi Eze/),
      channel: 'sms',
    });
    expect(res.data.completedSteps).toEqual(['business-information', 'identity', 'address']);
    expect(JSON.stringify(res.body)).not.toContain(BVN);
    const again = await post(
      COMPLIANCE_PATHS.identityConfirm,
      { verificationId, code },
      complianceProgressResponse,
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This code has already been used. Request a new one.');
  });

  it('sends by WhatsApp; a newer code replaces the older one', async () => {
    const first = await post(
      COMPLIANCE_PATHS.identityCode,
      {
        idType: 'NIN',
        idNumber: '70012345678',
        channel: 'whatsapp',
      },
      identityCodeSentResponse,
    );
    expect(first.status).toBe(200);
    const firstCode = codeIn(await phoneMessage('12345678', 'whatsapp'));
    expect((await progress()).completedSteps).not.toContain('identity');
    const second = await post(
      COMPLIANCE_PATHS.identityCode,
      {
        idType: 'NIN',
        idNumber: '70012345678',
        channel: 'whatsapp',
      },
      identityCodeSentResponse,
    );
    const old = await post(
      COMPLIANCE_PATHS.identityConfirm,
      {
        verificationId: first.data.verificationId,
        code: firstCode,
      },
      complianceProgressResponse,
    );
    expect(old.status).toBe(400);
    const secondCode = codeIn(await phoneMessage('12345678', 'whatsapp'));
    const ok = await post(
      COMPLIANCE_PATHS.identityConfirm,
      {
        verificationId: second.data.verificationId,
        code: secondCode,
      },
      complianceProgressResponse,
    );
    expect(ok.status).toBe(200);
    expect(ok.data.identity).toMatchObject({ idType: 'NIN', channel: 'whatsapp' });
  });

  it('refuses an expired code', async () => {
    const res = await post(
      COMPLIANCE_PATHS.identityCode,
      { idType: 'BVN', idNumber: BVN, channel: 'sms' },
      identityCodeSentResponse,
    );
    const sent = codeIn(await phoneMessage('55501234', 'sms'));
    await t.server.database.db.execute(
      sql`update phone_verifications set expires_at = now() - interval '1 second' where id = ${res.data.verificationId}`,
    );
    const expired = await post(
      COMPLIANCE_PATHS.identityConfirm,
      {
        verificationId: res.data.verificationId,
        code: sent,
      },
      complianceProgressResponse,
    );
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({
      code: ErrorCode.codeExpired,
      message: 'This code has expired. Request a new one.',
    });
  });

  it('stops accepting a code after five wrong attempts', async () => {
    const res = await post(
      COMPLIANCE_PATHS.identityCode,
      { idType: 'BVN', idNumber: BVN, channel: 'sms' },
      identityCodeSentResponse,
    );
    const id = res.data.verificationId;
    const right = codeIn(await phoneMessage('55501234', 'sms'));
    const wrong = right === '999999' ? '888888' : '999999';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push(
        (
          await post(
            COMPLIANCE_PATHS.identityConfirm,
            { verificationId: id, code: wrong },
            complianceProgressResponse,
          )
        ).body.message,
      );
    expect(messages.at(-1)).toBe('Too many incorrect codes. Request a new one.');
    const late = await post(
      COMPLIANCE_PATHS.identityConfirm,
      { verificationId: id, code: right },
      complianceProgressResponse,
    );
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Too many incorrect codes. Request a new one.');
    const failures = await sqlRows(
      t,
      sql`select count(*)::int as n from audit_events where company_id = ${owner.companyId} and action = 'compliance.identity.verify' and outcome = 'failure'`,
    );
    expect(failures[0]!.n).toBeGreaterThanOrEqual(6);
  });

  it("does not accept another business's verification id", async () => {
    const other = await createBusiness(t, { verified: false });
    const otherToken = (await login(t, other)).token;
    await post(
      COMPLIANCE_PATHS.businessType,
      { businessType: 'freelance business (not registered)' },
      complianceProgressResponse,
      otherToken,
    );
    await backdateCodes();
    const mine = await post(
      COMPLIANCE_PATHS.identityCode,
      { idType: 'BVN', idNumber: BVN, channel: 'sms' },
      identityCodeSentResponse,
    );
    const res = await post(
      COMPLIANCE_PATHS.identityConfirm,
      { verificationId: mine.data.verificationId, code: '123456' },
      complianceProgressResponse,
      otherToken,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This code is not valid. Request a new one.');
  });
});

it('submits once identity is confirmed again, and the registered steps are refused', async () => {
  // The earlier test's code to the same phone is delivered first, so the newest message is this test's code.
  await t.server.mailer.deliverPending();
  await backdateCodes();
  const res = await post(
    COMPLIANCE_PATHS.identityCode,
    { idType: 'BVN', idNumber: BVN, channel: 'sms' },
    identityCodeSentResponse,
  );
  expect(res.status).toBe(200);
  const code = codeIn(await phoneMessage('55501234', 'sms'));
  const confirmed = await post(
    COMPLIANCE_PATHS.identityConfirm,
    { verificationId: res.data.verificationId, code },
    complianceProgressResponse,
  );
  expect(confirmed.status).toBe(200);
  const directors = await post(
    COMPLIANCE_PATHS.directors,
    { firstName: 'A', lastName: 'B', bvn: BVN },
    directorResponse,
  );
  expect(directors.status).toBe(409);
  const submitted = await post(COMPLIANCE_PATHS.submit, undefined, complianceProgressResponse);
  expect(submitted.status).toBe(200);
  expect(submitted.data.status).toBe('submitted');
});

it('limits codes to five an hour', async () => {
  const another = await createBusiness(t, { verified: false });
  const anotherToken = (await login(t, another)).token;
  await post(
    COMPLIANCE_PATHS.businessType,
    { businessType: 'freelance business (not registered)' },
    complianceProgressResponse,
    anotherToken,
  );
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push(
      (
        await post(
          COMPLIANCE_PATHS.identityCode,
          { idType: 'BVN', idNumber: BVN, channel: 'sms' },
          identityCodeSentResponse,
          anotherToken,
        )
      ).status,
    );
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});
