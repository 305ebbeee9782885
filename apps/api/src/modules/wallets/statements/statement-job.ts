// The statement job, step by step: claim a queued statement, read its opening balance and its lines with running
// balances from the wallet's history lines, render the PDF with progress, store both files and mark it ready
// (emailing the requester in the same transaction), or put it back for another try. A queued statement is its own
// outbox: the sweep finds statements whose job request was lost.
import { createHash } from 'node:crypto';
import type { Database, Executor, statementRequests } from '@paydesk/db';
import { addDays } from '../../../lib/lagos-time.ts';
import { transact } from '../../../lib/transaction.ts';
import { memberContacts } from '../../team/index.ts';
import { companyNameRow, getWallet } from '../accounts/accounts.queries.ts';
import { bankOf } from '../accounts/accounts.service.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import { statementReady } from '../wallet-mail.ts';
import {
  STATEMENT_CSV_HEADER,
  type StatementLine,
  statementCsvBalanceRow,
  statementCsvRow,
  statementPdf,
} from './statement-documents.ts';
import * as statementsQ from './statements.queries.ts';
import { claimStatement } from './statements.queries.ts';

export { pendingStatements } from './statements.queries.ts';

type StatementRow = typeof statementRequests.$inferSelect;
type JobDeps = Pick<WalletDeps, 'db' | 'files' | 'config' | 'mailer' | 'onEffectError'>;
type Wallet = Awaited<ReturnType<typeof getWallet>>;

async function setProgress(db: Executor, row: StatementRow, progress: number) {
  await statementsQ.setRunningProgress(db, row.companyId, row.id, Math.min(99, Math.round(progress)));
}

async function storeFile(
  deps: Pick<WalletDeps, 'db' | 'files'>,
  tx: Executor,
  row: StatementRow,
  bytes: Buffer,
  name: string,
  mimeType: string,
) {
  const storageKey = await deps.files.put(row.companyId, bytes);
  const file = await statementsQ.insertStoredFile(tx, {
    companyId: row.companyId,
    storageKey,
    originalName: name,
    mimeType,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    purpose: 'statement',
    uploadedBy: row.requestedBy,
  });
  return { id: file!.id, storageKey };
}

/** Lagos midnight starting a business day, as an instant (Lagos keeps UTC+1 all year). */
const lagosMidnight = (day: string) => new Date(`${day}T00:00:00+01:00`);

/**
 * The instants a statement covers: from its first day's Lagos midnight until its last day ends or, when that is
 * earlier, until it was asked for (a retried run makes the same statement; a range reaching into the future stops
 * at the request).
 */
export function statementWindow(row: Pick<StatementRow, 'fromDate' | 'toDate' | 'createdAt'>) {
  const end = lagosMidnight(addDays(row.toDate, 1));
  const endsAtRequest = row.createdAt < end;
  const until = endsAtRequest ? row.createdAt : end;
  const start = lagosMidnight(row.fromDate);
  return { from: start < until ? start : until, until, endsAtRequest };
}

interface StatementContent {
  lines: StatementLine[];
  csv: string;
  openingBalance: number;
  closingBalance: number;
  totalIn: number;
  totalOut: number;
  /** When the lines stop, if that is before the period's end. */
  asOf?: Date;
}

const PAGE = 500;

/**
 * Step 2: the opening balance and the lines, from one source (the wallet's history lines) in one snapshot, so the
 * opening balance plus the lines is the closing balance, whatever moves meanwhile. Every status is listed: a line's
 * money moved when it was written (a reversed debit and the credit reversing it are two lines; a pending transfer's
 * money has left). Reading is the first half of the work.
 */
async function readLines(db: Database, row: StatementRow): Promise<StatementContent> {
  const window = statementWindow(row);
  return db.transaction(
    async (tx) => {
      const openingBalance = await statementsQ.lineBalanceBefore(
        tx,
        row.companyId,
        row.walletId,
        window.from,
      );
      let balance = openingBalance;
      const lines: StatementLine[] = [];
      let csv = STATEMENT_CSV_HEADER + statementCsvBalanceRow('Opening balance', openingBalance);
      let totalIn = 0;
      let totalOut = 0;
      for (let afterLineId: string | undefined; ; ) {
        const page = await statementsQ.statementLinesPage(tx, row.companyId, row.walletId, window, {
          afterLineId,
          limit: PAGE,
        });
        for (const line of page) {
          balance += line.direction === 'credit' ? line.amount : -line.amount;
          if (line.direction === 'credit') totalIn += line.amount;
          else totalOut += line.amount;
          const withBalance = { ...line, runningBalance: balance };
          lines.push(withBalance);
          csv += statementCsvRow(withBalance);
        }
        if (page.length < PAGE) break;
        afterLineId = page.at(-1)!._id;
        await setProgress(db, row, 5 + Math.min(45, lines.length / 20));
      }
      csv += statementCsvBalanceRow('Closing balance', balance);
      return {
        lines,
        csv,
        openingBalance,
        closingBalance: balance,
        totalIn,
        totalOut,
        asOf: window.endsAtRequest ? window.until : undefined,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Step 3: the PDF, reporting progress from 50 to 90 in steps of at least 10. */
async function renderPdf(deps: JobDeps, row: StatementRow, wallet: Wallet, content: StatementContent) {
  const { db } = deps;
  const company = await companyNameRow(db, row.companyId);
  let reported = 50;
  const updates: Promise<unknown>[] = [];
  const pdf = await statementPdf(
    {
      businessName: company?.name ?? '',
      walletName: wallet.name,
      accountNumber: wallet.accountNumber ?? '',
      bankName: bankOf(deps.config).bankName,
      from: row.fromDate,
      to: row.toDate,
      openingBalance: content.openingBalance,
      closingBalance: content.closingBalance,
      totalIn: content.totalIn,
      totalOut: content.totalOut,
      asOf: content.asOf?.toISOString(),
      generatedAt: new Date().toISOString(),
    },
    content.lines,
    (done) => {
      const progress = 50 + (done / Math.max(1, content.lines.length)) * 40;
      if (progress - reported >= 10) {
        reported = progress;
        updates.push(setProgress(db, row, progress).catch(() => {}));
      }
    },
  );
  await Promise.all(updates);
  return pdf;
}

/** Step 4: stores both files, marks the statement ready and emails the requester, in one transaction. */
async function saveReady(
  deps: JobDeps,
  row: StatementRow,
  wallet: Wallet,
  files: { pdf: Buffer; csv: string; rows: number },
  written: string[],
) {
  const base = `statement-${wallet.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-${row.fromDate}-to-${row.toDate}`;
  await transact(
    deps.db,
    async (tx, afterCommit) => {
      const pdfFile = await storeFile(deps, tx, row, files.pdf, `${base}.pdf`, 'application/pdf');
      written.push(pdfFile.storageKey);
      const csvFile = await storeFile(
        deps,
        tx,
        row,
        Buffer.from(files.csv, 'utf8'),
        `${base}.csv`,
        'text/csv',
      );
      written.push(csvFile.storageKey);
      await statementsQ.updateStatement(tx, row.companyId, row.id, {
        status: 'ready',
        progress: 100,
        rowCount: files.rows,
        pdfFileId: pdfFile.id,
        csvFileId: csvFile.id,
        completedAt: new Date(),
        error: null,
      });
      const [requester] = row.requestedBy
        ? await memberContacts(tx, row.companyId, { memberIds: [row.requestedBy], active: false })
        : [];
      if (requester) {
        await deps.mailer.enqueue(tx, afterCommit, {
          ...statementReady(requester.email, requester.firstName, {
            walletName: wallet.name,
            from: row.fromDate,
            to: row.toDate,
            rows: files.rows,
            url: `${deps.config.PUBLIC_URL}/account/all-accounts/${wallet.id}?statement=${row.id}`,
          }),
          companyId: row.companyId,
        });
      }
    },
    deps.onEffectError,
  );
}

/** On failure: removes the files written so far and puts the statement back (failed after five attempts). */
async function release(deps: JobDeps, row: StatementRow, written: string[]) {
  for (const key of written) await deps.files.remove(key).catch(() => {});
  await statementsQ.updateStatement(deps.db, row.companyId, row.id, {
    status: row.attempts >= 5 ? 'failed' : 'queued',
    error: 'The statement could not be made. We will try again shortly.',
  });
}

/** The job: claims a queued statement, builds both files with progress, stores them and emails the requester. */
export async function runStatement(deps: JobDeps, target: { companyId: string; id: string }): Promise<void> {
  const row = await claimStatement(deps.db, target);
  if (!row) return;
  const written: string[] = [];
  try {
    const wallet = await getWallet(deps.db, row.companyId, row.walletId);
    const content = await readLines(deps.db, row);
    const pdf = await renderPdf(deps, row, wallet, content);
    await saveReady(deps, row, wallet, { pdf, csv: content.csv, rows: content.lines.length }, written);
  } catch (error) {
    await release(deps, row, written);
    throw error;
  }
}
