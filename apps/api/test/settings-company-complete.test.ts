// Issue 29: a verified registered business showed RC number, TIN, address and contacts as "—". Verification's
// approval keeps them on the business, and Settings → Business information lets the owner complete what is missing
// (validated, audited); what verification confirmed stays locked.
import { companyDetailsResponse, SETTINGS_PATHS } from '@paydesk/contracts';
import { auditEvents, companies, complianceSubmissions } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(async () => {
  await t?.close();
});

async function owner(verified = true) {
  const member = await createBusiness(t, { verified });
  return { ...member, token: await tokenFor(t, member) };
}

const details = async (token: string) =>
  (await t.api.get(api(SETTINGS_PATHS.company), { token, schema: companyDetailsResponse })).data;

const audits = (companyId: string) =>
  t.server.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, 'settings.company.update')));

describe('business information of a verified business', () => {
  it('lets the owner complete the RC number, TIN, address and contacts, once, validated and audited', async () => {
    const me = await owner();
    const before = await details(me.token);
    expect(before).toMatchObject({
      verified: true,
      rcNumber: null,
      tin: null,
      address: null,
      contactEmail: null,
    });
    expect(before.editable).toEqual(['rcNumber', 'tin', 'address', 'contactEmail', 'contactPhone']);

    const invalid = await t.api.patch(
      api(SETTINGS_PATHS.company),
      { rcNumber: '12', tin: 'abc', contactEmail: 'not-an-email', address: { street: '', city: 'Ikeja' } },
      { token: me.token },
    );
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.error.errors ?? {})).toEqual(
      expect.arrayContaining(['rcNumber', 'tin', 'contactEmail']),
    );

    const saved = await t.api.patch(
      api(SETTINGS_PATHS.company),
      {
        rcNumber: 'rc 123-4567',
        tin: '123456780001',
        address: { street: '14 Allen Avenue', city: 'Ikeja', state: 'Lagos' },
        contactEmail: 'Accounts@Adunnifoods.ng',
        contactPhone: '08031234567',
      },
      { token: me.token, schema: companyDetailsResponse },
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      rcNumber: 'RC1234567',
      tin: '12345678-0001',
      address: '14 Allen Avenue, Ikeja, Lagos',
      addressDetails: { street: '14 Allen Avenue', city: 'Ikeja', state: 'Lagos' },
      contactEmail: 'accounts@adunnifoods.ng',
    });
    expect(saved.data.contactPhone).toMatch(/8031234567$/);
    expect(saved.data.editable).toEqual(['address', 'contactEmail', 'contactPhone']);
    const [event] = await audits(me.companyId);
    expect(event?.metadata).toMatchObject({
      changed: ['rcNumber', 'tin', 'address', 'contactEmail', 'contactPhone'],
    });

    // Once on record, the RC number is not the owner's to change.
    const again = await t.api.patch(
      api(SETTINGS_PATHS.company),
      { rcNumber: 'RC7654321' },
      { token: me.token },
    );
    expect(again.status).toBe(400);
    expect(again.error.errors?.rcNumber?.[0]).toMatch(/Verification has confirmed this detail/);
  });

  it('shows what the verification submission holds when the business has nothing of its own', async () => {
    const me = await owner();
    await t.server.database.db.insert(complianceSubmissions).values({
      companyId: me.companyId,
      businessType: 'registered business',
      status: 'approved',
      businessInfo: {
        rcNumber: 'RC7654321',
        tin: '87654321-0001',
        address: { street: '3 Broad Street', city: 'Lagos Island', state: 'Lagos' },
        contactEmail: 'hello@ikejafoods.ng',
        contactPhone: '+2348035550142',
      },
    });
    expect(await details(me.token)).toMatchObject({
      rcNumber: 'RC7654321',
      tin: '87654321-0001',
      address: '3 Broad Street, Lagos Island, Lagos',
      contactEmail: 'hello@ikejafoods.ng',
      contactPhone: '+2348035550142',
    });
    // The business's own record wins over the submission once the owner keeps it current.
    await t.server.database.db
      .update(companies)
      .set({ contactEmail: 'finance@ikejafoods.ng' })
      .where(eq(companies.id, me.companyId));
    expect((await details(me.token)).contactEmail).toBe('finance@ikejafoods.ng');
  });
});
