// Trade › CSV export of the list (issue 16; architecture: "every list … CSV export from the server"): the same
// status filter as the list, newest first, exact naira amounts, formula-looking cells quoted; the business's own
// advances only; restricted and permission-less callers refused like the list.
import { randomUUID } from 'node:crypto';
import { ErrorCode, OPS_TRADE_PATHS, TRADE_PATHS, tradeAdvanceResponse, tradeFee } from '@paydesk/contracts';
import { companies } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosDay } from '../src/lib/lagos-time.ts';
import { multipart, newOperator, operatorLogin, PDF, tempDataDir } from './helpers/compliance.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let operator: { token: string };

beforeAll(async () => {
  t = await startTestApp({ encryption: false, env: { DATA_DIR: tempDataDir() } });
  operator = await operatorLogin(t, await newOperator(t));
});
afterAll(() => t.close());

async function requestAdvance(who: WalletOwner, overrides: Record<string, unknown> = {}) {
  const { payload, headers } = multipart({ name: 'invoice.pdf', type: 'application/pdf', bytes: PDF });
  const doc = await t.app.inject({
    method: 'POST',
    url: api(TRADE_PATHS.documents),
    payload,
    headers: { ...headers, authorization: `Bearer ${who.token}` },
  });
  expect(doc.statusCode).toBe(201);
  const asked = await t.api.post(
    api(TRADE_PATHS.advances),
    {
      buyerName: 'Shoprite Nigeria Ltd',
      buyerEmail: 'payables@shoprite.example',
      invoiceNumber: `INV-${randomUUID().slice(0, 8)}`,
      invoiceAmount: 1_000_000_00,
      issueDate: lagosDay(),
      dueDate: addDays(lagosDay(), 30),
      documentId: doc.json().data._id,
      requestedAmount: 800_000_00,
      ...overrides,
    },
    { token: who.token, schema: tradeAdvanceResponse },
  );
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  return asked.data;
}

async function exportCsv(who: { token: string }, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${api(TRADE_PATHS.export)}${query}`,
    headers: { authorization: `Bearer ${who.token}` },
  });
  return { res, rows: res.statusCode === 200 ? Papa.parse<string[]>(res.body.trim()).data : [] };
}

describe('trade list CSV export', () => {
  it('holds every advance of the business, newest first, with exact naira amounts; the status filter applies', async () => {
    const owner = await walletOwner(t, { name: 'Export Traders Ltd' });
    const stranger = await walletOwner(t, { name: 'Other Traders Ltd' });
    await requestAdvance(stranger, { invoiceNumber: 'NOT-MINE-1' });

    const disbursed = await requestAdvance(owner, {
      invoiceAmount: 1_234_567_89,
      requestedAmount: 987_654_31,
    });
    const approved = await t.api.post(
      api(OPS_TRADE_PATHS.approve(disbursed._id)),
      { approvedAmount: 600_000_05 },
      { schema: tradeAdvanceResponse, token: operator.token },
    );
    expect(approved.data.status).toBe('disbursed');
    const rejected = await requestAdvance(owner);
    await t.api.post(
      api(OPS_TRADE_PATHS.reject(rejected._id)),
      { reason: 'The buyer is not on our approved list' },
      { schema: tradeAdvanceResponse, token: operator.token },
    );
    // A buyer name a spreadsheet would run as a formula.
    const submitted = await requestAdvance(owner, { buyerName: '=HYPERLINK("http://x.example","pay")' });

    const all = await exportCsv(owner);
    expect(all.res.statusCode).toBe(200);
    expect(all.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named with the day it was made (and the filters, none here).
    expect(all.res.headers['content-disposition']).toMatch(
      /^attachment; filename="trade-advances-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = all.rows;
    expect(header).toEqual([
      'Reference',
      'Invoice number',
      'Buyer',
      'Buyer email',
      'Invoice amount (NGN)',
      'Advance requested (NGN)',
      'Advance approved (NGN)',
      'Fee (NGN)',
      'Repaid (NGN)',
      'Outstanding (NGN)',
      'Issue date',
      'Due date',
      'Status',
      'Requested on',
      'Disbursed on',
      'Repaid on',
    ]);
    expect(rows.map((r) => r[0])).toEqual([submitted.reference, rejected.reference, disbursed.reference]);
    expect(rows.flat()).not.toContain('NOT-MINE-1');
    const fee = tradeFee(600_000_05);
    expect(rows[2]).toEqual([
      disbursed.reference,
      disbursed.invoiceNumber,
      'Shoprite Nigeria Ltd',
      'payables@shoprite.example',
      '1234567.89',
      '987654.31',
      '600000.05',
      `${Math.floor(fee / 100)}.${String(fee % 100).padStart(2, '0')}`,
      '0.00',
      `${Math.floor((600_000_05 + fee) / 100)}.${String((600_000_05 + fee) % 100).padStart(2, '0')}`,
      lagosDay(),
      addDays(lagosDay(), 30),
      'Disbursed',
      lagosDay(),
      lagosDay(),
      '',
    ]);
    expect(rows[1]!.slice(6, 10)).toEqual(['', '', '0.00', '0.00']);
    expect(rows[1]![12]).toBe('Rejected');
    expect(rows[0]![2]).toBe(`'=HYPERLINK("http://x.example","pay")`);

    const onlyDisbursed = await exportCsv(owner, '?status=disbursed');
    expect(onlyDisbursed.rows.slice(1).map((r) => r[0])).toEqual([disbursed.reference]);
    const none = await exportCsv(owner, '?status=repaid');
    expect(none.rows).toEqual([header]);
  });

  it('bad filters are a 400; unregistered businesses and members without trade.view are refused (403)', async () => {
    const owner = await walletOwner(t, { name: 'Strict Exports Ltd' });
    const bad = await exportCsv(owner, '?status=lost');
    expect(bad.res.statusCode).toBe(400);

    const freelance = await walletOwner(t, { name: 'Freelance Exporter' });
    await t.server.database.db
      .update(companies)
      .set({ businessType: 'freelance business (not registered)' })
      .where(eq(companies.id, freelance.companyId));
    const restricted = await exportCsv(freelance);
    expect(restricted.res.statusCode).toBe(403);
    expect(restricted.res.json().code).toBe(ErrorCode.featureRestricted);

    const none = await addMember(t, owner.companyId, {
      roleId: await addRole(t, owner.companyId, 'None', []),
    });
    expect((await exportCsv({ token: await tokenFor(t, none) })).res.statusCode).toBe(403);
  });
});
