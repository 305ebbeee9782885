// Employee documents (issue 28). Payslip PDFs protected as the business chooses: no password, the last 4 digits of
// the employee's phone, or a password the employee sets in the staff app (sealed at rest, never returned); the
// employee's download is encrypted (an /Encrypt dictionary in the trailer, AES-256) and opens with that password
// only, the employer's stays open, and the email says how to open it without the password. The annual tax
// statement: gross, reliefs, taxable income and PAYE per payslip with the state and its remittance and receipt,
// totals equal to the year's payslips to the kobo over two paid months; JSON and PDF for the employee, PDF for the
// employer; another business's employee 404, the employer's token 401 on the staff routes.
import {
  EMPLOYEE_DOCUMENT_PATHS as D,
  documentSettingsResponse,
  EMPLOYEE_DOCUMENT_MESSAGES,
  otherDateShapes,
  PAYROLL_RUN_PATHS as P,
  PAYROLL_SETUP_PATHS,
  payrollRunPath,
  remittanceListResponse,
  remittancePartyResponse,
  staffPayslipPasswordResponse,
  taxStatementResponse,
} from '@paydesk/contracts';
import {
  auditEvents,
  employeePayslipPasswords,
  employees,
  messageOutbox,
  payrollRemittanceReceipts,
  payrollRemittances,
  payrollRunLines,
  staffSessions,
} from '@paydesk/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens, STAFF_AUDIENCE } from '../src/platform/access-tokens.ts';
import { waitForMail } from './helpers/mailbox.ts';
import { payRun } from './helpers/on-demand-payroll-fixtures.ts';
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
import { decryptedPdf, encryptDictionary, fileKey } from './helpers/pdf-decrypt.ts';
import { pdfTextOf } from './helpers/pdf-text.ts';
import { BANK_CODE } from './helpers/people-fixtures.ts';
import { addMember } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, tokenFor, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: PayrollBusiness;
let employeeId: string;
let staffToken: string;
const runIds: string[] = [];
const db = () => t.server.database.db;

async function staffTokenFor(companyId: string, id: string) {
  const [session] = await db()
    .insert(staffSessions)
    .values({ companyId, employeeId: id, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning();
  return (
    await createAccessTokens(t.config.APP_SECRET, 3600, STAFF_AUDIENCE).sign({
      userId: id,
      sessionId: session!.id,
      companyId,
      role: 'staff',
    })
  ).token;
}

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
/** The employee's line of each run, in the order of `runIds` (January's first). */
const myLineIds = async () => {
  const lines = await db()
    .select({ id: payrollRunLines.id, runId: payrollRunLines.runId })
    .from(payrollRunLines)
    .where(and(eq(payrollRunLines.employeeId, employeeId), inArray(payrollRunLines.runId, runIds)));
  return runIds.map((runId) => lines.find((l) => l.runId === runId)!.id);
};
const myPayslipPdf = async () => {
  const [lineId] = await myLineIds();
  const res = await get(api(payrollRunPath(P.staffPayslipPdf, { lineId: lineId! })), staffToken);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};
const setMode = (payslipPassword: string, token = b.token) =>
  t.api.put(api(D.settings), { payslipPassword }, { token });

beforeAll(async () => {
  t = await startPaymentsApp();
  b = await payrollBusiness(t, { count: 2 });
  employeeId = b.employees[0]!._id;
  await db().update(employees).set({ phoneNumber: '0803 555 9271' }).where(eq(employees.id, employeeId));
  const party = await t.api.post(
    api(PAYROLL_SETUP_PATHS.remittanceParties),
    {
      kind: 'state_irs',
      name: 'Lagos State IRS',
      state: 'Lagos',
      bankCode: BANK_CODE,
      accountNumber: '0123456700',
    },
    { token: b.token, schema: remittancePartyResponse },
  );
  expect(party.status).toBe(201);
  for (const [start, end] of [
    ['2026-01-01', '2026-01-31'],
    ['2026-02-01', '2026-02-28'],
  ] as const) {
    const run = await createRun(t, b.token, runInput(b, { periodStart: start, periodEnd: end }));
    expect((await computeRun(t, b.token, run._id)).state).toBe('completed');
    await payRun(t, b, run._id);
    runIds.push(run._id);
  }
  // January's Lagos PAYE is remitted and its receipt number recorded.
  const list = await t.api.get(runUrl(P.remittances, { id: runIds[0]! }), {
    token: b.token,
    schema: remittanceListResponse,
  });
  const paye = list.data.find((r) => r.kind === 'paye' && r.state === 'Lagos')!;
  const sent = await t.api.post(
    runUrl(P.payRemittance, { id: runIds[0]!, remittanceId: paye._id }),
    { sourceWalletId: b.mainWalletId, pin: PIN },
    { token: b.token, headers: { 'idempotency-key': newKey() } },
  );
  expect(sent.status).toBe(202);
  const rows = await db().select().from(payrollRemittances).where(eq(payrollRemittances.runId, runIds[0]!));
  await drainBatches(
    t,
    b.companyId,
    rows.map((r) => r.paymentBatchId),
  );
  await db().insert(payrollRemittanceReceipts).values({
    companyId: b.companyId,
    remittanceId: paye._id,
    receiptNumber: 'LIRS-2026-0042',
    recordedByName: 'Owner',
  });
  staffToken = await staffTokenFor(b.companyId, employeeId);
}, 300_000);
afterAll(async () => t?.close());

/** The dev mailbox's payslip emails to the first employee so far (to tell the next one). */
async function payslipMailIds() {
  const email = (b.employees[0] as unknown as { email: string }).email;
  await t.server.mailer.deliverPending();
  const list = await t.app.inject({
    method: 'GET',
    url: `/dev/mailbox/api/messages?to=${encodeURIComponent(email)}`,
  });
  return (list.json() as { data: { id: string }[] }).data.map((m) => m.id);
}

/** The PDF attached to the first employee's next payslip email in the dev mailbox. */
async function payslipAttachment(seen: string[]) {
  const email = (b.employees[0] as unknown as { email: string }).email;
  const mail = await waitForMail(t, email, (m) => m.subject.startsWith('Your payslip from'), {
    after: seen.join(','),
  });
  const shown = await t.app.inject({ method: 'GET', url: `/dev/mailbox/api/messages/${mail.id}` });
  const { data } = shown.json() as {
    data: { attachments: { filename: string; contentType: string; size: number }[] };
  };
  expect(data.attachments).toHaveLength(1);
  expect(data.attachments[0]!.contentType).toBe('application/pdf');
  const file = await t.app.inject({
    method: 'GET',
    url: `/dev/mailbox/api/messages/${mail.id}/attachments/0`,
  });
  expect(file.statusCode).toBe(200);
  return { filename: data.attachments[0]!.filename, pdf: file.rawPayload };
}

describe('payslip protection', () => {
  it('is off by default: the employee gets an open PDF', async () => {
    const read = await t.api.get(api(D.settings), { token: b.token, schema: documentSettingsResponse });
    expect(read.data).toEqual({ payslipPassword: 'none' });
    const pdf = await myPayslipPdf();
    expect(encryptDictionary(pdf)).toBeNull();
    expect(pdfTextOf(pdf)).toContain('Staff0');
  });

  it('refuses a mode it does not know, changing nothing', async () => {
    const bad = await setMode('birthday');
    expect(bad.status).toBe(400);
    const read = await t.api.get(api(D.settings), { token: b.token, schema: documentSettingsResponse });
    expect(read.data.payslipPassword).toBe('none');
  });

  it("with the phone setting, encrypts the employee's copy with the last 4 digits of their phone", async () => {
    const saved = await setMode('phone');
    expect(saved.status).toBe(200);
    const pdf = await myPayslipPdf();
    const dict = encryptDictionary(pdf);
    expect(dict).toMatch(/\/CFM \/AESV3/);
    // Not readable in the raw bytes; readable once decrypted with 9271, and only with it.
    expect(pdfTextOf(pdf)).not.toContain('Staff0');
    expect(pdf.toString('latin1')).not.toContain('Payslip');
    expect(fileKey(pdf, '4567')).toBeNull();
    expect(pdfTextOf(decryptedPdf(pdf, '9271'))).toContain('Staff0');
    // The employer's download from the run stays open.
    const [lineId] = await myLineIds();
    const employer = await get(runUrl(P.payslipPdf, { id: runIds[0]!, lineId: lineId! }), b.token);
    expect(employer.statusCode).toBe(200);
    expect(encryptDictionary(employer.rawPayload)).toBeNull();
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.companyId, b.companyId), eq(auditEvents.action, 'payroll.settings.documents')),
      );
    expect(audit).toHaveLength(1);
  });

  it('says in the email how to open the PDF, never the password', async () => {
    const [lineId] = await myLineIds();
    const seen = await payslipMailIds();
    const resent = await t.api.post(runUrl(P.resendPayslip, { id: runIds[0]!, lineId: lineId! }), undefined, {
      token: b.token,
    });
    expect(resent.status).toBe(200);
    const email = (b.employees[0] as unknown as { email: string }).email;
    const mails = await db().select().from(messageOutbox).where(eq(messageOutbox.toAddress, email));
    const last = mails.filter((m) => m.template === 'payroll.payslip').at(-1)!;
    expect(last.textBody).toContain('The password is the last 4 digits of your phone number.');
    expect(last.textBody).not.toContain('9271');
    // The PDF rides with it, protected as the staff app's copy: opened by the phone's last 4 digits only.
    const attached = await payslipAttachment(seen);
    expect(attached.filename).toMatch(/^payslip-\d{4}-\d{2}-.+\.pdf$/);
    expect(encryptDictionary(attached.pdf)).toMatch(/\/CFM \/AESV3/);
    expect(pdfTextOf(attached.pdf)).not.toContain('Staff0');
    expect(fileKey(attached.pdf, '4567')).toBeNull();
    expect(pdfTextOf(decryptedPdf(attached.pdf, '9271'))).toContain('Staff0');
  });

  it('refuses an employee password while the business does not ask for one', async () => {
    const refused = await t.api.put(
      api(D.staffPayslipPassword),
      { password: 'Kola-2026!' },
      { token: staffToken },
    );
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe(EMPLOYEE_DOCUMENT_MESSAGES.passwordNotUsed);
    expect(await db().select().from(employeePayslipPasswords)).toHaveLength(0);
  });

  it('with the employee setting, uses the password they set, sealed at rest and never returned', async () => {
    expect((await setMode('employee')).status).toBe(200);
    const before = await t.api.get(api(D.staffPayslipPassword), {
      token: staffToken,
      schema: staffPayslipPasswordResponse,
    });
    expect(before.data).toEqual({ mode: 'employee', passwordSet: false });
    // Until they set one, the phone digits open it.
    expect(fileKey(await myPayslipPdf(), '9271')).not.toBeNull();

    const short = await t.api.put(api(D.staffPayslipPassword), { password: 'abc' }, { token: staffToken });
    expect(short.status).toBe(400);
    expect(await db().select().from(employeePayslipPasswords)).toHaveLength(0);

    const set = await t.api.put(
      api(D.staffPayslipPassword),
      { password: 'Kola-2026!' },
      { token: staffToken },
    );
    expect(set.status).toBe(200);
    expect(JSON.stringify(set.body)).not.toContain('Kola-2026!');
    expect((set.body as { data: unknown }).data).toEqual({ mode: 'employee', passwordSet: true });
    const [stored] = await db().select().from(employeePayslipPasswords);
    expect(stored!.employeeId).toBe(employeeId);
    expect(stored!.sealed).not.toContain('Kola-2026!');
    expect(Buffer.from(stored!.sealed.replace(/[.]/g, ''), 'base64url').toString('latin1')).not.toContain(
      'Kola',
    );

    const pdf = await myPayslipPdf();
    expect(fileKey(pdf, '9271')).toBeNull();
    expect(pdfTextOf(decryptedPdf(pdf, 'Kola-2026!'))).toContain('Staff0');

    const [lineId] = await myLineIds();
    const seen = await payslipMailIds();
    await t.api.post(runUrl(P.resendPayslip, { id: runIds[0]!, lineId: lineId! }), undefined, {
      token: b.token,
    });
    const email = (b.employees[0] as unknown as { email: string }).email;
    const mails = await db().select().from(messageOutbox).where(eq(messageOutbox.toAddress, email));
    const last = mails.filter((m) => m.template === 'payroll.payslip').at(-1)!;
    expect(last.textBody).toContain('The password is the one you set in the Paydesk staff app.');
    expect(last.textBody).not.toContain('Kola-2026!');
    const attached = await payslipAttachment(seen);
    expect(fileKey(attached.pdf, '9271')).toBeNull();
    expect(pdfTextOf(decryptedPdf(attached.pdf, 'Kola-2026!'))).toContain('Staff0');
  });

  it('lets only those with payroll setup permission read or change it, and the staff token not at all', async () => {
    const member = await addMember(t, b.companyId, { role: 'custom' });
    const viewer = await tokenFor(t, member);
    expect((await t.api.get(api(D.settings), { token: viewer })).status).toBe(403);
    expect((await setMode('none', viewer)).status).toBe(403);
    expect((await setMode('none', staffToken)).status).toBe(401);
    const read = await t.api.get(api(D.settings), { token: b.token, schema: documentSettingsResponse });
    expect(read.data.payslipPassword).toBe('employee');
    // The employer's copy of a tax statement needs payroll.view.
    const url = `${api(D.employeeTaxStatementPdf.replace(':employeeId', employeeId))}?year=2026`;
    expect((await get(url, viewer)).statusCode).toBe(403);
  });
});

describe('the annual tax statement', () => {
  it("adds up the year's payslips to the kobo, with each month's state, remittance and receipt", async () => {
    const res = await t.api.get(`${api(D.staffTaxStatement)}?year=2026`, {
      token: staffToken,
      schema: taxStatementResponse,
    });
    expect(res.status).toBe(200);
    const s = res.data;
    expect(s.year).toBe(2026);
    expect(s.years).toEqual([2026]);
    expect(s.employee.employeeId).toBe(employeeId);
    const lines = await db()
      .select()
      .from(payrollRunLines)
      .where(and(eq(payrollRunLines.employeeId, employeeId), inArray(payrollRunLines.runId, runIds)));
    expect(lines).toHaveLength(2);
    expect(s.months.map((m) => m.month)).toEqual(['2026-01', '2026-02']);
    const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((n, l) => n + f(l), 0);
    expect(s.totals.grossPayKobo).toBe(sum((l) => l.grossPay));
    expect(s.totals.grossEmolumentsKobo).toBe(sum((l) => l.grossPay + l.benefitsInKind));
    expect(s.totals.payeKobo).toBe(sum((l) => l.paye));
    expect(s.totals.payeKobo).toBeGreaterThan(0);
    expect(s.totals.reliefs.pensionKobo).toBe(sum((l) => l.pensionEmployee));
    expect(s.totals.reliefs.nhfKobo).toBe(sum((l) => l.nhf));
    for (const key of ['grossPayKobo', 'payeKobo', 'taxableIncomeKobo'] as const)
      expect(s.totals[key]).toBe(s.months.reduce((n, m) => n + m[key], 0));
    expect(s.totals.reliefs.totalKobo).toBe(s.months.reduce((n, m) => n + m.reliefs.totalKobo, 0));
    expect(s.states).toEqual([
      { state: 'Lagos', authority: 'Lagos State Internal Revenue Service', payeKobo: s.totals.payeKobo },
    ]);
    const [jan, feb] = s.months;
    expect(jan!.remittance?.status).toBe('paid');
    expect(jan!.remittance?.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(jan!.receipt?.receiptNumber).toBe('LIRS-2026-0042');
    expect(feb!.remittance?.status).toBe('unpaid');
    expect(feb!.receipt).toBeNull();

    // Another year: nothing, still the year picker.
    const empty = await t.api.get(`${api(D.staffTaxStatement)}?year=2025`, {
      token: staffToken,
      schema: taxStatementResponse,
    });
    expect(empty.data.months).toEqual([]);
    expect(empty.data.totals.payeKobo).toBe(0);
    expect((await t.api.get(`${api(D.staffTaxStatement)}?year=abc`, { token: staffToken })).status).toBe(400);
  });

  it('is a PDF for the employee and for the employer, and no one else', async () => {
    const mine = await get(`${api(D.staffTaxStatementPdf)}?year=2026`, staffToken);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('application/pdf');
    const text = pdfTextOf(mine.rawPayload);
    expect(text).toContain('Annual tax statement 2026');
    expect(text).toContain('LIRS-2026-0042');
    expect(text).toContain('Lagos State Internal Revenue Service');
    // Its months as every screen writes a pay period (formatPeriod).
    expect(text).toContain('Jan 2026');
    expect(text).toContain('Feb 2026');
    // Its paid-on days follow the one rule too (issue 29): no other date shape anywhere in it.
    expect(otherDateShapes(text)).toEqual([]);

    const url = `${api(D.employeeTaxStatementPdf.replace(':employeeId', employeeId))}?year=2026`;
    const employer = await get(url, b.token);
    expect(employer.statusCode).toBe(200);
    const employerText = pdfTextOf(employer.rawPayload);
    expect(employerText).toContain('Annual tax statement 2026');
    expect(otherDateShapes(employerText)).toEqual([]);

    // Another business: 404 for this employee; the staff token does not open the employer's route.
    const other = await walletOwner(t);
    expect((await get(url, other.token)).statusCode).toBe(404);
    expect((await get(url, staffToken)).statusCode).toBe(401);
    expect((await get(api(D.staffTaxStatement), b.token)).statusCode).toBe(401);
    // The other employee's statement holds their payslips only.
    const theirs = await t.api.get(`${api(D.staffTaxStatement)}?year=2026`, {
      token: await staffTokenFor(b.companyId, b.employees[1]!._id),
      schema: taxStatementResponse,
    });
    expect(theirs.data.employee.employeeId).toBe(b.employees[1]!._id);
    const mineIds = await myLineIds();
    expect(theirs.data.months).toHaveLength(2);
    expect(theirs.data.months.some((m) => mineIds.includes(m.lineId))).toBe(false);
  });
});
