// The preview of a bulk upload: every row checked as adding one employee would be (types, the business's staff IDs
// and emails, the bank account by name enquiry) plus duplicates inside the file, and a bank account two rows share
// or an employee of the business already has (the ghost-worker check); errors per row and column.
import {
  type CreateEmployee,
  createEmployeeRequest,
  type EmployeeUploadPreview,
  type EmployeeUploadRow,
} from '@paydesk/contracts';
import { DomainError, ValidationFailed } from '../../../lib/errors.ts';
import type { IncomingFile } from '../../../platform/files/files-store.ts';
import { assertEveryLineCounted } from '../../../platform/uploads/read-table.ts';
import { namesMatch } from '../../../providers/kyc/kyc-provider.ts';
import { enquireAccountName, listBanks, listPensionProviders } from '../../banks/index.ts';
import { EMAIL_TAKEN, type PeopleDeps, STAFF_ID_TAKEN } from '../employees.service.ts';
import { checkProgress, type ReportProgress } from './check-progress.ts';
import { type CheckedFile, checkedFiles, hashOfFile } from './checked-files.ts';
import type { UploadDirectory } from './employee-cells.ts';
import { type RawRow, readEmployeeFile } from './employee-file.ts';
import { addMessage, toRequest } from './employee-request.ts';
import { existingAccounts, existingIdentifiers } from './upload.queries.ts';

export const DUPLICATE_STAFF_ID = 'This staff ID appears more than once in the file';
export const DUPLICATE_EMAIL = 'This email appears more than once in the file';
export const GROSS_PAY_FORMAT = 'Gross pay must be an amount in naira, like 250000 or 250000.50';
export const ANNUAL_RENT_FORMAT = 'Annual rent must be an amount in naira a year, like 1200000';
const GHOST_WORKER = 'check it is not a ghost worker';
/** A bank account other rows of the file share (their lines named). */
export const sameAccountAsRows = (rows: number[]) =>
  `Same bank account as ${rows.length === 1 ? 'row' : 'rows'} ${listed(rows.map(String))}: ${GHOST_WORKER}`;
/** A bank account an employee of the business is already paid into. */
export const sameAccountAsEmployee = (name: string, staffId: string) =>
  `Same bank account as ${name} (staff ID ${staffId}), already an employee: ${GHOST_WORKER}`;

const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Parallel name enquiries per preview: enough to keep the provider busy without flooding it. */
const ENQUIRY_CONCURRENCY = 8;

export interface CheckedAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  nameCheck: 'matched' | 'mismatch';
}

export interface CheckedRow extends Omit<EmployeeUploadRow, 'account'> {
  employee?: CreateEmployee;
  account?: CheckedAccount;
  /** The bank (its code) and account number as read, when both cells were readable: the ghost-worker check's key. */
  bankAccount?: { bankCode: string; accountNumber: string };
}

const columnOf = (field: string) =>
  field === 'grossPay' ? 'grossPayNaira' : field === 'annualRent' ? 'annualRentNaira' : field;

const addError = (row: CheckedRow, column: string, message: string) =>
  addMessage(row.errors, column, message);

function checkTypes(raw: RawRow, directory: UploadDirectory): CheckedRow {
  const row: CheckedRow = { row: raw.row, values: raw.values, errors: {}, notes: {} };
  const request = toRequest(row, directory);
  // A cell already refused in its own words is not refused again by the request's schema.
  const refused = new Set(Object.keys(row.errors));
  if (typeof request.bankCode === 'string' && typeof request.accountNumber === 'string')
    row.bankAccount = { bankCode: request.bankCode, accountNumber: request.accountNumber };
  const parsed = createEmployeeRequest.safeParse(request);
  if (parsed.success && refused.size === 0) row.employee = parsed.data;
  else if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const column = columnOf(String(issue.path[0] ?? 'row'));
      if (refused.has(column)) continue;
      addError(
        row,
        column,
        issue.code !== 'invalid_type'
          ? issue.message
          : column === 'grossPayNaira'
            ? GROSS_PAY_FORMAT
            : column === 'annualRentNaira'
              ? ANNUAL_RENT_FORMAT
              : issue.message,
      );
    }
  return row;
}

function markDuplicates(rows: CheckedRow[], column: 'staffId' | 'email', message: string) {
  const seen = new Map<string, CheckedRow[]>();
  for (const row of rows) {
    const key = row.values[column]?.toLowerCase();
    if (key) seen.set(key, [...(seen.get(key) ?? []), row]);
  }
  for (const same of seen.values())
    if (same.length > 1) for (const row of same) addError(row, column, message);
}

const accountKey = (a: { bankCode: string; accountNumber: string }) => `${a.bankCode}:${a.accountNumber}`;

/** Rows paid into the same bank account: each names the others (a ghost worker is one person paid twice). */
function markSharedAccounts(rows: CheckedRow[]) {
  const seen = new Map<string, CheckedRow[]>();
  for (const row of rows)
    if (row.bankAccount)
      seen.set(accountKey(row.bankAccount), [...(seen.get(accountKey(row.bankAccount)) ?? []), row]);
  for (const same of seen.values())
    if (same.length > 1)
      for (const row of same)
        addError(
          row,
          'accountNumber',
          sameAccountAsRows(same.filter((other) => other !== row).map((other) => other.row)),
        );
}

type BankLookup = Parameters<typeof enquireAccountName>[3];
type DirectoryRow = Awaited<ReturnType<typeof listBanks>>[number];

/** The bank of a code from the directory the file was read against: 10,000 rows ask no more queries. */
function bankLookupIn(banks: readonly DirectoryRow[]): BankLookup {
  const byCode = new Map(banks.map((bank) => [bank.institutionCode, bank]));
  return async (_db, code) => byCode.get(code) ?? null;
}

async function checkAccount(deps: PeopleDeps, row: CheckedRow, lookupBank: BankLookup) {
  const person = row.employee!;
  try {
    const expectedName = `${person.firstName} ${person.lastName}`;
    const account = await enquireAccountName(
      deps.db,
      deps.banking,
      {
        bankCode: person.bankCode,
        accountNumber: person.accountNumber,
        expectedName,
      },
      lookupBank,
    );
    row.values.accountName = account.accountName;
    row.account = {
      ...account,
      nameCheck: namesMatch(expectedName, account.accountName) ? 'matched' : 'mismatch',
    };
  } catch (error) {
    if (error instanceof ValidationFailed)
      for (const [field, messages] of Object.entries(error.errors ?? {}))
        for (const m of messages) addError(row, field, m);
    else if (error instanceof DomainError) addError(row, 'accountNumber', error.message);
    else throw error;
  }
}

/** What the file alone decides (types, duplicates inside it, bank name enquiries): the same for the same bytes. */
async function checkFileContents(
  deps: PeopleDeps,
  companyId: string,
  file: IncomingFile,
  report?: ReportProgress,
): Promise<CheckedFile> {
  const read = await readEmployeeFile(companyId, file);
  const [banks, pfas] = await Promise.all([listBanks(deps.db), listPensionProviders(deps.db)]);
  const rows = read.rows.map((raw) => checkTypes(raw, { banks, pfas }));
  markDuplicates(rows, 'staffId', DUPLICATE_STAFF_ID);
  markDuplicates(rows, 'email', DUPLICATE_EMAIL);
  markSharedAccounts(rows);
  // A row sharing its account with another is still enquired: the preview shows whose account it is.
  const toEnquire = rows.filter(
    (r) =>
      r.employee &&
      !r.errors.bankCode &&
      (r.errors.accountNumber ?? []).every((m) => m.startsWith('Same bank account as row')),
  );
  let next = 0;
  // A row with no account to ask about is checked already; the others as their bank answers.
  let checked = rows.length - toEnquire.length;
  report?.(checked, rows.length);
  const lookupBank = bankLookupIn(banks);
  const worker = async () => {
    while (next < toEnquire.length) {
      await checkAccount(deps, toEnquire[next++]!, lookupBank);
      report?.(++checked, rows.length);
    }
  };
  await Promise.all(Array.from({ length: ENQUIRY_CONCURRENCY }, worker));
  return { rows, dataLines: read.dataLines };
}

/**
 * The staff IDs, emails and bank accounts the business has now: set-based queries per 1,000 rows, run on every
 * check (an employee added since the preview is seen at commit).
 */
async function checkAgainstStaff(deps: PeopleDeps, companyId: string, rows: CheckedRow[]) {
  const [existing, accounts] = await Promise.all([
    existingIdentifiers(
      deps.db,
      companyId,
      rows.map((r) => r.values.staffId ?? '').filter(Boolean),
      rows.map((r) => r.values.email ?? '').filter(Boolean),
    ),
    existingAccounts(
      deps.db,
      companyId,
      rows.flatMap((r) => (r.bankAccount ? [r.bankAccount] : [])),
    ),
  ]);
  const holders = new Map(accounts.map((a) => [accountKey(a), a]));
  for (const row of rows) {
    if (existing.staffIds.has(row.values.staffId ?? '')) addError(row, 'staffId', STAFF_ID_TAKEN);
    if (existing.emails.has((row.values.email ?? '').toLowerCase())) addError(row, 'email', EMAIL_TAKEN);
    const holder = row.bankAccount && holders.get(accountKey(row.bankAccount));
    if (holder)
      addError(
        row,
        'accountNumber',
        sameAccountAsEmployee(`${holder.firstName} ${holder.lastName}`, holder.staffId),
      );
  }
}

/**
 * Checks every row of the file; the rows keep their parsed employee when they are valid. The file's own check is
 * reused from a recent preview or commit of the same bytes (checkedFiles); the check against the business's staff
 * always runs.
 */
export async function checkEmployeeFile(
  deps: PeopleDeps,
  companyId: string,
  file: IncomingFile,
  fileHash: string = hashOfFile(file),
  report?: ReportProgress,
): Promise<CheckedFile> {
  let checked = checkedFiles.take(companyId, fileHash);
  if (!checked) {
    checked = await checkFileContents(deps, companyId, file, report);
    checkedFiles.keep(companyId, fileHash, checked);
  }
  await checkAgainstStaff(deps, companyId, checked.rows);
  return checked;
}

export async function previewEmployeeUpload(
  deps: PeopleDeps,
  companyId: string,
  file: IncomingFile,
  checkId?: string,
): Promise<EmployeeUploadPreview> {
  const progress = checkId ? checkProgress.start(companyId, checkId) : undefined;
  const { rows, dataLines } = await checkEmployeeFile(
    deps,
    companyId,
    file,
    undefined,
    progress?.report,
  ).finally(() => progress?.end());
  const invalidCount = rows.filter((r) => Object.keys(r.errors).length > 0).length;
  assertEveryLineCounted({ dataLines }, { ready: rows.length - invalidCount, refused: invalidCount });
  return {
    total: rows.length,
    validCount: rows.length - invalidCount,
    invalidCount,
    rows: rows.map(({ employee: _employee, bankAccount: _bankAccount, account, ...row }) => ({
      ...row,
      ...(account && {
        account: {
          bankName: account.bankName,
          accountNumber: account.accountNumber,
          accountName: account.accountName,
          nameCheck: account.nameCheck,
        },
      }),
    })),
  };
}
