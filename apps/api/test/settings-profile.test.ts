// Settings › Profile and Company Details (spec §2.3, issue 16): names and job title, a phone number confirmed with
// a code sent to it, a photo and a logo checked by content and served at signed URLs, the verification lock on
// company details; bad input changes nothing; every change audited.
import {
  accountProfileResponse,
  companyDetailsResponse,
  IMAGE_MAX_BYTES,
  PROFILE_PATHS,
  phoneCodeSentResponse,
  SETTINGS_PATHS,
  sessionProfileResponse,
} from '@paydesk/contracts';
import { auditEvents, complianceSubmissions, onDemandSettings, storedFiles, users } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrl } from '../src/modules/settings/media.ts';
import { ApiAnswer } from './helpers/api-client.ts';
import { JPEG, multipart, PDF, PNG } from './helpers/compliance.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { realPng } from './helpers/images.ts';
import { codeIn, waitForMail } from './helpers/mailbox.ts';
import { addMember } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(async () => {
  await t?.close();
});

async function owner(options: { verified?: boolean } = {}) {
  const member = await createBusiness(t, { verified: options.verified ?? true });
  return { ...member, token: await tokenFor(t, member) };
}

// Photos and logos are decoded and resized, so they must be real images (helpers/images.ts).
const pngOf = realPng;

async function put(path: string, token: string, file: { name: string; type: string; bytes: Buffer }) {
  const { payload, headers } = multipart(file);
  const response = await t.app.inject({
    method: 'PUT',
    url: api(path),
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  const body: unknown = JSON.parse(response.body);
  return { status: response.statusCode, body, response };
}

const auditOf = (companyId: string, action: string) =>
  t.server.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, action)));

describe('profile', () => {
  it('shows the employeeEva flag the business keeps in its on-demand settings (false without one)', async () => {
    const me = await owner();
    const without = await t.api.get(api(PROFILE_PATHS.profile), {
      token: me.token,
      schema: sessionProfileResponse,
    });
    expect(without.data.company.employeeEva).toBe(false);
    await t.server.database.db
      .insert(onDemandSettings)
      .values({ companyId: me.companyId, employeeEva: true });
    const flagged = await t.api.get(api(PROFILE_PATHS.profile), {
      token: me.token,
      schema: sessionProfileResponse,
    });
    expect(flagged.data.company.employeeEva).toBe(true);
    expect(flagged.data.employer.shouldEarnYield).toBe(false);
  });

  it('answers the member’s own profile and saves names and job title, audited', async () => {
    const me = await owner();
    const before = await t.api.get(api(SETTINGS_PATHS.profile), {
      token: me.token,
      schema: accountProfileResponse,
    });
    expect(before.data).toMatchObject({ email: me.email, jobTitle: 'Director', photoUrl: null });
    const saved = await t.api.patch(
      api(SETTINGS_PATHS.profile),
      { firstName: '  Amaka ', lastName: 'Okafor', jobTitle: 'Finance lead' },
      { token: me.token, schema: accountProfileResponse },
    );
    expect(saved.data).toMatchObject({ firstName: 'Amaka', lastName: 'Okafor', jobTitle: 'Finance lead' });
    const session = await t.api.get(api(PROFILE_PATHS.profile), {
      token: me.token,
      schema: sessionProfileResponse,
    });
    expect(session.data.employer.firstName).toBe('Amaka');
    const [event] = await auditOf(me.companyId, 'settings.profile.update');
    expect(event?.metadata).toEqual({ changed: ['firstName', 'lastName', 'jobTitle'] });
  });

  it('refuses an empty name with a field message and changes nothing', async () => {
    const me = await owner();
    const res = await t.api.patch(
      api(SETTINGS_PATHS.profile),
      { firstName: '', lastName: 'Okafor' },
      { token: me.token },
    );
    expect(res.status).toBe(400);
    expect(res.error.errors?.firstName).toEqual(['First name is required']);
    const [row] = await t.server.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(row?.firstName).toBe('Chidi');
    expect(await auditOf(me.companyId, 'settings.profile.update')).toHaveLength(0);
  });

  it('a new phone number changes only after the code sent to it by SMS comes back', async () => {
    const me = await owner();
    const sent = await t.api.post(
      api(SETTINGS_PATHS.phone),
      { phoneNumber: '+2348091112233' },
      { token: me.token, schema: phoneCodeSentResponse },
    );
    expect(sent.data.phoneNumber).toBe('08091112233');
    const sms = await waitForMail(t, '08091112233', (m) => m.channel === 'sms');
    const pending = await t.api.get(api(SETTINGS_PATHS.profile), {
      token: me.token,
      schema: accountProfileResponse,
    });
    expect(pending.data).toMatchObject({ phoneNumber: '08031234567', pendingPhoneNumber: '08091112233' });

    const wrong = await t.api.post(
      api(SETTINGS_PATHS.phoneConfirm),
      { code: codeIn(sms) === '000000' ? '111111' : '000000' },
      { token: me.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.error.errors?.code?.[0]).toMatch(/Incorrect code\. 4 attempts left/);

    const confirmed = await t.api.post(
      api(SETTINGS_PATHS.phoneConfirm),
      { code: codeIn(sms) },
      { token: me.token, schema: accountProfileResponse },
    );
    expect(confirmed.data).toMatchObject({
      phoneNumber: '08091112233',
      phoneVerified: true,
      pendingPhoneNumber: null,
    });
    expect(await auditOf(me.companyId, 'settings.phone.change')).toHaveLength(1);
    // The code works once.
    const again = await t.api.post(
      api(SETTINGS_PATHS.phoneConfirm),
      { code: codeIn(sms) },
      { token: me.token },
    );
    expect(again.status).toBe(400);
  });

  it('phone codes are limited like the other codes: the sixth in an hour is refused', async () => {
    const me = await owner();
    for (let i = 0; i < 5; i++) {
      const res = await t.api.post(
        api(SETTINGS_PATHS.phone),
        { phoneNumber: `0809111220${i}` },
        { token: me.token },
      );
      expect(res.status).toBe(200);
    }
    const sixth = await t.api.post(
      api(SETTINGS_PATHS.phone),
      { phoneNumber: '08091112209' },
      { token: me.token },
    );
    expect(sixth.status).toBe(429);
  });

  it('refuses a phone number that is not Nigerian with a field message', async () => {
    const me = await owner();
    const res = await t.api.post(api(SETTINGS_PATHS.phone), { phoneNumber: '12345' }, { token: me.token });
    expect(res.status).toBe(400);
    expect(res.error.errors?.phoneNumber).toEqual(['Enter a valid Nigerian phone number']);
  });
});

describe('photo and logo', () => {
  it('stores a real PNG photo, shows it in the session profile and serves it only at its signed URL', async () => {
    const me = await owner();
    const res = await put(SETTINGS_PATHS.photo, me.token, {
      name: 'me.png',
      type: 'image/png',
      bytes: pngOf(400, 300),
    });
    expect(res.status).toBe(200);
    const profile = new ApiAnswer('photo', { ...res, headers: {}, raw: res.body }, accountProfileResponse)
      .data;
    expect(profile.photoUrl).toMatch(new RegExp(`^/api/media/${me.companyId}/[0-9a-f-]{36}\\?sig=`));
    const session = await t.api.get(api(PROFILE_PATHS.profile), {
      token: me.token,
      schema: sessionProfileResponse,
    });
    expect(session.data.employer.photoUrl).toBe(profile.photoUrl);

    const image = await t.app.inject({ method: 'GET', url: profile.photoUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(image.rawPayload).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    const forged = await t.app.inject({ method: 'GET', url: profile.photoUrl!.replace(/sig=./, 'sig=x') });
    expect(forged.statusCode).toBe(404);
    expect(await auditOf(me.companyId, 'settings.profile.photo')).toHaveLength(1);
  });

  it('checks the type by content, not by the name: a PDF named .png, a PDF, junk and a huge image are refused', async () => {
    const me = await owner();
    const cases = [
      { file: { name: 'me.png', type: 'image/png', bytes: PDF }, status: 415 },
      { file: { name: 'doc.pdf', type: 'application/pdf', bytes: PDF }, status: 415 },
      {
        file: { name: 'me.jpg', type: 'image/jpeg', bytes: Buffer.from('not an image at all') },
        status: 415,
      },
      // JPEG magic bytes but no frame header: not a real image.
      { file: { name: 'me.jpg', type: 'image/jpeg', bytes: JPEG }, status: 415 },
      { file: { name: 'wide.png', type: 'image/png', bytes: pngOf(5000, 10) }, status: 413 },
      {
        file: {
          name: 'big.png',
          type: 'image/png',
          bytes: Buffer.concat([pngOf(10, 10), Buffer.alloc(IMAGE_MAX_BYTES)]),
        },
        status: 413,
      },
    ];
    for (const c of cases) {
      const res = await put(SETTINGS_PATHS.photo, me.token, c.file);
      expect({ name: c.file.name, status: res.status }).toEqual({ name: c.file.name, status: c.status });
    }
    const [row] = await t.server.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(row?.photoUrl).toBeNull();
  });

  it('a logo shows in the session’s company part; a member without the company-settings permission gets 403', async () => {
    const me = await owner();
    const res = await put(SETTINGS_PATHS.logo, me.token, {
      name: 'logo.png',
      type: 'image/png',
      bytes: pngOf(256, 256),
    });
    expect(res.status).toBe(200);
    const session = await t.api.get(api(PROFILE_PATHS.profile), {
      token: me.token,
      schema: sessionProfileResponse,
    });
    expect(session.data.company.businessLogo).toMatch(/^\/api\/media\//);

    const member = await addMember(t, me.companyId, { role: 'custom' });
    const memberToken = await tokenFor(t, member);
    const denied = await put(SETTINGS_PATHS.logo, memberToken, {
      name: 'l.png',
      type: 'image/png',
      bytes: pngOf(9, 9),
    });
    expect(denied.status).toBe(403);
    // The member's own profile is self-service.
    const own = await put(SETTINGS_PATHS.photo, memberToken, {
      name: 'p.png',
      type: 'image/png',
      bytes: pngOf(9, 9),
    });
    expect(own.status).toBe(200);
  });

  it('another business’s file id answers 404 even with a valid-looking URL', async () => {
    const a = await owner();
    const b = await owner();
    const res = await put(SETTINGS_PATHS.logo, a.token, {
      name: 'logo.png',
      type: 'image/png',
      bytes: pngOf(20, 20),
    });
    const url = (res.body as { data: { logoUrl: string } }).data.logoUrl;
    const moved = url.replace(a.companyId, b.companyId);
    expect((await t.app.inject({ method: 'GET', url: moved })).statusCode).toBe(404);
  });
});

describe('company details', () => {
  it('a business not yet verified may change its name and industry; audited', async () => {
    const me = await owner({ verified: false });
    const details = await t.api.get(api(SETTINGS_PATHS.company), {
      token: me.token,
      schema: companyDetailsResponse,
    });
    expect(details.data).toMatchObject({
      verified: false,
      editable: ['name', 'industry', 'rcNumber', 'tin', 'address', 'contactEmail', 'contactPhone'],
      verificationStatus: 'none',
    });
    const saved = await t.api.patch(
      api(SETTINGS_PATHS.company),
      { name: 'Ikeja Foods', industry: details.data.industry ?? 'Agriculture' },
      { token: me.token, schema: companyDetailsResponse },
    );
    expect(saved.data.name).toBe('Ikeja Foods');
    expect(await auditOf(me.companyId, 'settings.company.update')).toHaveLength(1);
  });

  it('verification locks the details: a verified or in-review business gets field messages and nothing changes', async () => {
    const verified = await owner({ verified: true });
    const res = await t.api.patch(
      api(SETTINGS_PATHS.company),
      { name: 'Other name' },
      { token: verified.token },
    );
    expect(res.status).toBe(400);
    expect(res.error.errors?.name?.[0]).toMatch(/Verification has confirmed this detail/);

    const reviewing = await owner({ verified: false });
    await t.server.database.db
      .insert(complianceSubmissions)
      .values({ companyId: reviewing.companyId, businessType: 'registered business', status: 'in_review' });
    const details = await t.api.get(api(SETTINGS_PATHS.company), {
      token: reviewing.token,
      schema: companyDetailsResponse,
    });
    expect(details.data.editable).toEqual([]);
    const refused = await t.api.patch(
      api(SETTINGS_PATHS.company),
      { industry: 'Agriculture' },
      { token: reviewing.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.error.errors?.industry?.[0]).toMatch(/under review/);
    expect(await auditOf(reviewing.companyId, 'settings.company.update')).toHaveLength(0);
  });

  it('an unknown field or industry is refused', async () => {
    const me = await owner({ verified: false });
    const unknown = await t.api.patch(api(SETTINGS_PATHS.company), { rcNumber: 'RC1' }, { token: me.token });
    expect(unknown.status).toBe(400);
    const industry = await t.api.patch(
      api(SETTINGS_PATHS.company),
      { industry: 'Piracy' },
      { token: me.token },
    );
    expect(industry.status).toBe(400);
    expect(industry.error.errors?.industry).toEqual(['Choose an industry']);
  });

  it('stored files of the business that are not photos or logos are never served as media', async () => {
    const me = await owner();
    const [document] = await t.server.database.db
      .insert(storedFiles)
      .values({
        companyId: me.companyId,
        storageKey: `${me.companyId}/not-media`,
        originalName: 'cac.pdf',
        mimeType: 'application/pdf',
        size: 10,
        sha256: 'x',
        purpose: 'compliance-document',
      })
      .returning();
    const url = mediaUrl(t.config.APP_SECRET, me.companyId, document!.id);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
