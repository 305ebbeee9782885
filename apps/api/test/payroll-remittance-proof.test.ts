// Proof per employee (issue 28): one payslip's pension deduction traced to the ledger entry that paid its
// remittance, the payment (reference, NIP session id) and the authority's receipt the employer recorded; a gap
// while the remittance is unpaid, gone once paid; the employee sees the same in the staff app. The receipt: paid
// remittances only (409), checked by content (415), replaceable and audited; another business's ids 404, a member
// without the permission 403.
import {
  formatPeriod,
  PAYROLL_RUN_PATHS as P,
  PAYROLL_RUN_MESSAGES,
  PAYROLL_SETUP_PATHS,
  payrollRunPath,
  remittanceHistoryResponse,
  remittanceListResponse,
  remittancePartyResponse,
  remittanceResponse,
  UPLOAD_MAX_BYTES,
} from '@paydesk/contracts';
import {
  auditEvents,
  employees,
  journalEntries,
  payrollRemittanceReceipts,
  payrollRemittances,
  payrollRunLines,
  pensionFundAdministrators,
  staffSessions,
  transfers,
} from '@paydesk/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens, STAFF_AUDIENCE } from '../src/platform/access-tokens.ts';
import { PDF, PNG } from './helpers/compliance.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  drainBatches,
  type PayrollBusiness,
  payrollBusiness,
  runInput,
  runUrl,
} from './helpers/payroll-fixtures.ts';
import { BANK_CODE } from './helpers/people-fixtures.ts';
import { addMember } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, tokenFor, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: PayrollBusiness;
let runId: string;
let employeeId: string;
let staffToken: string;

const db = () => t.server.database.db;

function form(parts: { receiptNumber?: string; file?: { name: string; type: string; bytes: Buffer } }) {
  const boundary = `----proof${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  if (parts.receiptNumber !== undefined)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="receiptNumber"\r\n\r\n${parts.receiptNumber}\r\n`,
      ),
    );
  if (parts.file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${parts.file.name}"\r\nContent-Type: ${parts.file.type}\r\n\r\n`,
      ),
      parts.file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), 'content-type': `multipart/form-data; boundary=${boundary}` };
}

async function recordReceipt(token: string, remittanceId: string, parts: Parameters<typeof form>[0]) {
  const { payload, 'content-type': type } = form(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: runUrl(P.remittanceReceipt, { id: runId, remittanceId }),
    headers: { 'content-type': type, authorization: `Bearer ${token}` },
    payload,
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as { message: string; data: unknown },
  };
}

const remittances = async () =>
  (await t.api.get(runUrl(P.remittances, { id: runId }), { token: b.token, schema: remittanceListResponse }))
    .data;
const history = async (token = b.token) =>
  (
    await t.api.get(api(payrollRunPath(P.employeeRemittances, { employeeId })), {
      token,
      schema: remittanceHistoryResponse,
    })
  ).data;
const staffHistory = async () =>
  (await t.api.get(api(P.staffRemittanceHistory), { token: staffToken, schema: remittanceHistoryResponse }))
    .data;
const receiptRows = () =>
  db().select().from(payrollRemittanceReceipts).where(eq(payrollRemittanceReceipts.companyId, b.companyId));

beforeAll(async () => {
  t = await startPaymentsApp();
  b = await payrollBusiness(t, { count: 2 });
  employeeId = b.employees[0]!._id;
  const [pfa] = await db().select().from(pensionFundAdministrators).limit(1);
  await db()
    .update(employees)
    .set({ pfaId: pfa!.id, rsaPin: 'PEN100012345678', taxId: '12345678-0001' })
    .where(
      inArray(
        employees.id,
        b.employees.map((e) => e._id),
      ),
    );
  for (const party of [
    { kind: 'state_irs', name: 'Lagos State IRS', state: 'Lagos' },
    { kind: 'pfa', name: pfa!.name, pfaId: pfa!.id },
  ])
    await t.api.post(
      api(PAYROLL_SETUP_PATHS.remittanceParties),
      { ...party, bankCode: BANK_CODE, accountNumber: '0123456700' },
      { token: b.token, schema: remittancePartyResponse },
    );
  runId = (await createRun(t, b.token, runInput(b)))._id;
  await computeRun(t, b.token, runId);
  await t.api.post(runUrl(P.submit, { id: runId }), {}, { token: b.token });
  await t.api.post(runUrl(P.approve, { id: runId }), { pin: PIN }, { token: b.token });
  await t.api.post(
    runUrl(P.paySalary, { id: runId }),
    { sourceWalletId: b.mainWalletId, pin: PIN },
    { token: b.token, headers: { 'idempotency-key': newKey() } },
  );
  const lines = await db().select().from(payrollRunLines).where(eq(payrollRunLines.runId, runId));
  await drainBatches(
    t,
    b.companyId,
    lines.map((l) => l.paymentBatchId),
  );
  const [session] = await db()
    .insert(staffSessions)
    .values({ companyId: b.companyId, employeeId, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning();
  staffToken = (
    await createAccessTokens(t.config.APP_SECRET, 3600, STAFF_AUDIENCE).sign({
      userId: employeeId,
      sessionId: session!.id,
      companyId: b.companyId,
      role: 'staff',
    })
  ).token;
}, 180_000);
afterAll(async () => t?.close());

describe('a payslip pension deduction traced to its receipt', () => {
  let pensionId: string;
  let month: string;

  it('is a gap while the pension remittance is not paid, and a receipt cannot be recorded yet', async () => {
    const [line] = await db()
      .select()
      .from(payrollRunLines)
      .where(and(eq(payrollRunLines.runId, runId), eq(payrollRunLines.employeeId, employeeId)));
    const { months, gaps } = await history();
    expect(months).toHaveLength(1);
    const pension = months[0]!.deductions.find((d) => d.kind === 'pension')!;
    expect(pension.employeeKobo).toBe(line!.pensionEmployee);
    expect(pension.employerKobo).toBe(line!.pensionEmployer);
    expect(pension.remittance?.status).toBe('unpaid');
    month = formatPeriod(months[0]!.periodEnd);
    expect(pension.gap).toBe(`Pension for ${month} deducted, not remitted`);
    expect(gaps).toContain(`Pension for ${month} deducted, not remitted`);
    expect(gaps).toContain(`PAYE for ${month} deducted, not remitted`);
    // NSITF and ITF are the employer's own, not deducted from the employee.
    expect(months[0]!.deductions.map((d) => d.kind)).not.toContain('nsitf');
    pensionId = pension.remittance!._id;
    const early = await recordReceipt(b.token, pensionId, { receiptNumber: 'PFA-2026-0001' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(PAYROLL_RUN_MESSAGES.receiptNotPaid);
    expect(await receiptRows()).toHaveLength(0);
    // The employee sees the same gap.
    expect((await staffHistory()).gaps).toContain(`Pension for ${month} deducted, not remitted`);
  });

  it('once paid, traces to the transfer, its ledger entry and NIP session id; the gap is gone', async () => {
    const paying = await t.api.post(
      runUrl(P.payRemittance, { id: runId, remittanceId: pensionId }),
      { sourceWalletId: b.mainWalletId, pin: PIN },
      { token: b.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(paying.status).toBe(202);
    const rows = await db().select().from(payrollRemittances).where(eq(payrollRemittances.runId, runId));
    await drainBatches(
      t,
      b.companyId,
      rows.map((r) => r.paymentBatchId),
    );
    const { months, gaps } = await history();
    const pension = months[0]!.deductions.find((d) => d.kind === 'pension')!;
    expect(pension.remittance?.status).toBe('paid');
    expect(pension.gap).toBeNull();
    expect(gaps).not.toContain(`Pension for ${month} deducted, not remitted`);
    expect(gaps).toContain(`PAYE for ${month} deducted, not remitted`);
    const [row] = await db().select().from(payrollRemittances).where(eq(payrollRemittances.id, pensionId));
    const [transfer] = await db().select().from(transfers).where(eq(transfers.id, row!.transferId!));
    expect(pension.remittance?.reference).toBe(transfer!.reference);
    expect(pension.remittance?.sessionId).toMatch(/^\d{30}$/);
    expect(pension.remittance?.sessionId).toBe(transfer!.sessionId);
    expect(pension.remittance?.ledgerEntryId).toBe(transfer!.entryId);
    const [entry] = await db()
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, b.companyId), eq(journalEntries.id, transfer!.entryId)));
    expect(entry).toBeDefined();
    expect(pension.receipt).toBeNull();
  });

  it("records the authority's receipt (number and file), refuses a forged file, and replaces it, audited", async () => {
    const empty = await recordReceipt(b.token, pensionId, {});
    expect(empty.status).toBe(400);
    const forged = await recordReceipt(b.token, pensionId, {
      receiptNumber: 'PFA-2026-0001',
      file: { name: 'receipt.pdf', type: 'application/pdf', bytes: PNG },
    });
    expect(forged.status).toBe(415);
    const notAFile = await recordReceipt(b.token, pensionId, {
      file: { name: 'receipt.txt', type: 'text/plain', bytes: Buffer.from('hello') },
    });
    expect(notAFile.status).toBe(415);
    const tooBig = await recordReceipt(b.token, pensionId, {
      file: {
        name: 'huge.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES)]),
      },
    });
    expect(tooBig.status).toBe(413);
    expect(await receiptRows()).toHaveLength(0);

    const first = await recordReceipt(b.token, pensionId, {
      receiptNumber: 'PFA-2026-0001',
      file: { name: 'pfa-receipt.pdf', type: 'application/pdf', bytes: PDF },
    });
    expect(first.status).toBe(200);
    expect(remittanceResponse.parse(first.body).data.receipt).toMatchObject({
      receiptNumber: 'PFA-2026-0001',
      file: { name: 'pfa-receipt.pdf', mimeType: 'application/pdf', size: PDF.length },
    });
    const download = await t.app.inject({
      method: 'GET',
      url: runUrl(P.remittanceReceiptFile, { id: runId, remittanceId: pensionId }),
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // Replaced by a scan: the number corrected, the file a PNG.
    const second = await recordReceipt(b.token, pensionId, {
      receiptNumber: 'PFA-2026-0002',
      file: { name: 'scan.png', type: 'image/png', bytes: PNG },
    });
    expect(second.status).toBe(200);
    expect((await receiptRows()).map((r) => r.receiptNumber)).toEqual(['PFA-2026-0002']);
    // A number alone keeps the file.
    const third = await recordReceipt(b.token, pensionId, { receiptNumber: 'PFA-2026-0003' });
    expect(remittanceResponse.parse(third.body).data.receipt?.file?.name).toBe('scan.png');
    const events = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.companyId, b.companyId), eq(auditEvents.action, 'payroll.remittance.receipt')),
      );
    expect(events).toHaveLength(3);
    expect(
      events.map((e) => (e.metadata as { replaced: { receiptNumber: string } | null }).replaced),
    ).toEqual(expect.arrayContaining([null, expect.objectContaining({ receiptNumber: 'PFA-2026-0001' })]));

    const list = await remittances();
    expect(list.find((r) => r._id === pensionId)!.receipt?.receiptNumber).toBe('PFA-2026-0003');
    const pension = (await history()).months[0]!.deductions.find((d) => d.kind === 'pension')!;
    expect(pension.receipt).toMatchObject({ receiptNumber: 'PFA-2026-0003', file: { name: 'scan.png' } });
  });

  it('the employee sees the pension remittance with its receipt and downloads it', async () => {
    const mine = await staffHistory();
    const pension = mine.months[0]!.deductions.find((d) => d.kind === 'pension')!;
    expect(pension.remittance?.status).toBe('paid');
    expect(pension.receipt?.receiptNumber).toBe('PFA-2026-0003');
    const file = await t.app.inject({
      method: 'GET',
      url: api(payrollRunPath(P.staffAuthorityReceiptFile, { remittanceId: pensionId })),
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // The PAYE remittance has no receipt: nothing to download.
    const paye = mine.months[0]!.deductions.find((d) => d.kind === 'paye')!;
    const none = await t.app.inject({
      method: 'GET',
      url: api(payrollRunPath(P.staffAuthorityReceiptFile, { remittanceId: paye.remittance!._id })),
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(none.statusCode).toBe(404);
    // The employer's token does not open the staff route.
    expect((await t.api.get(api(P.staffRemittanceHistory), { token: b.token })).status).toBe(401);
  });
});

describe('per route', () => {
  it("answers 404 for another business's ids and 403 without the permission, changing nothing", async () => {
    const pension = (await remittances()).find((r) => r.kind === 'pension')!;
    const other = await walletOwner(t, { balance: 1_000_000_00 });
    const foreign = await recordReceipt(other.token, pension._id, { receiptNumber: 'FORGED-1' });
    expect(foreign.status).toBe(404);
    const foreignFile = await t.app.inject({
      method: 'GET',
      url: runUrl(P.remittanceReceiptFile, { id: runId, remittanceId: pension._id }),
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreignFile.statusCode).toBe(404);
    expect(
      (await t.api.get(api(payrollRunPath(P.employeeRemittances, { employeeId })), { token: other.token }))
        .status,
    ).toBe(404);
    // A remittance id of this business under another run of it is not found either.
    const body = form({ receiptNumber: 'X' });
    const wrongRun = await t.app.inject({
      method: 'POST',
      url: runUrl(P.remittanceReceipt, {
        id: '00000000-0000-4000-8000-000000000000',
        remittanceId: pension._id,
      }),
      headers: { authorization: `Bearer ${b.token}`, 'content-type': body['content-type'] },
      payload: body.payload,
    });
    expect(wrongRun.statusCode).toBe(404);
    const member = await addMember(t, b.companyId, { role: 'custom' });
    const viewer = await tokenFor(t, member);
    expect((await recordReceipt(viewer, pension._id, { receiptNumber: 'FORGED-2' })).status).toBe(403);
    expect(
      (await t.api.get(api(payrollRunPath(P.employeeRemittances, { employeeId })), { token: viewer })).status,
    ).toBe(403);
    expect((await receiptRows()).map((r) => r.receiptNumber)).toEqual(['PFA-2026-0003']);
  });
});
