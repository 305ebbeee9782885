// Statements: asked for with a wallet and a Lagos date range, made by a job (PDF and CSV into the files store)
// that reports progress as it goes, then downloadable and announced by email. A queued statement is its own
// outbox: if the job request is lost, the sweep picks it up.
import { createHash } from 'node:crypto';
import { type GenerateStatementRequest, STATEMENT_MAX_DAYS, type Statement } from '@paydesk/contracts';
import {
  companies,
  companyMembers,
  type Executor,
  ledgerAccounts,
  statementRequests,
  storedFiles,
  users,
} from '@paydesk/db';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Caller } from '../../http/route-kit.ts';
import {
  STATEMENT_CSV_HEADER,
  type StatementLine,
  statementCsvRow,
  statementPdf,
} from '../../lib/documents.ts';
import { BadRequest, NotFound } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { openingBalance as openingBalanceAt } from '../ledger/index.ts';
import { getWallet } from './accounts.queries.ts';
import { bankOf } from './accounts.service.ts';
import { streamTransactions } from './transactions.queries.ts';
import { WALLET_JOBS, type WalletDeps } from './wallet-deps.ts';
import { statementReady } from './wallet-mail.ts';

type StatementRow = typeof statementRequests.$inferSelect;

const toStatement = (row: StatementRow, walletName: string): Statement => ({
  _id: row.id,
  walletId: row.walletId,
  walletName,
  from: row.fromDate,
  to: row.toDate,
  status: row.status,
  progress: row.progress,
  rowCount: row.rowCount,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export async function requestStatement(
  deps: Pick<WalletDeps, 'db' | 'jobs' | 'onEffectError'>,
  caller: Caller,
  body: GenerateStatementRequest,
): Promise<Statement> {
  const { companyId, memberId, userId } = caller.auth;
  if (daysBetween(body.from, body.to) > STATEMENT_MAX_DAYS) {
    throw new BadRequest(`A statement covers at most ${STATEMENT_MAX_DAYS} days. Choose a shorter range.`);
  }
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const wallet = await getWallet(tx, companyId, body.walletId);
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      const [row] = await tx
        .insert(statementRequests)
        .values({
          companyId,
          walletId: wallet.id,
          fromDate: body.from,
          toDate: body.to,
          requestedBy: memberId,
          email: user?.email ?? null,
        })
        .returning();
      await recordCallerAudit(tx, caller, {
        action: 'wallet.statement.request',
        target: { type: 'wallet', id: wallet.id },
        outcome: 'success',
        metadata: { from: body.from, to: body.to, statementId: row!.id },
      });
      afterCommit(() => deps.jobs.send(WALLET_JOBS.statement, { companyId, id: row!.id }));
      return toStatement(row!, wallet.name);
    },
    deps.onEffectError,
  );
}

async function statementWithWallet(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select({ statement: statementRequests, walletName: ledgerAccounts.name })
    .from(statementRequests)
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.companyId, statementRequests.companyId),
        eq(ledgerAccounts.id, statementRequests.walletId),
      ),
    )
    .where(and(eq(statementRequests.companyId, companyId), eq(statementRequests.id, id)));
  if (!row) throw new NotFound('Statement');
  return row;
}

export async function getStatement(db: Executor, companyId: string, id: string): Promise<Statement> {
  const row = await statementWithWallet(db, companyId, id);
  return toStatement(row.statement, row.walletName);
}

export async function listStatements(
  db: Executor,
  companyId: string,
  walletId?: string,
): Promise<Statement[]> {
  const rows = await db
    .select({ statement: statementRequests, walletName: ledgerAccounts.name })
    .from(statementRequests)
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.companyId, statementRequests.companyId),
        eq(ledgerAccounts.id, statementRequests.walletId),
      ),
    )
    .where(
      and(
        eq(statementRequests.companyId, companyId),
        walletId ? eq(statementRequests.walletId, walletId) : undefined,
      ),
    )
    .orderBy(desc(statementRequests.createdAt))
    .limit(20);
  return rows.map((r) => toStatement(r.statement, r.walletName));
}

export async function openStatementFile(
  deps: Pick<WalletDeps, 'db' | 'files'>,
  companyId: string,
  id: string,
  format: 'pdf' | 'csv',
) {
  const { statement } = await statementWithWallet(deps.db, companyId, id);
  const fileId = format === 'pdf' ? statement.pdfFileId : statement.csvFileId;
  if (statement.status !== 'ready' || !fileId) throw new NotFound('Statement file');
  const [file] = await deps.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.id, fileId)));
  if (!file) throw new NotFound('Statement file');
  return {
    fileName: file.originalName,
    mimeType: file.mimeType,
    size: file.size,
    stream: deps.files.read(file.storageKey),
  };
}

async function setProgress(db: Executor, row: StatementRow, progress: number) {
  await db
    .update(statementRequests)
    .set({ progress: Math.min(99, Math.round(progress)) })
    .where(
      and(
        eq(statementRequests.companyId, row.companyId),
        eq(statementRequests.id, row.id),
        eq(statementRequests.status, 'running'),
      ),
    );
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
  const [file] = await tx
    .insert(storedFiles)
    .values({
      companyId: row.companyId,
      storageKey,
      originalName: name,
      mimeType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      purpose: 'statement',
      uploadedBy: row.requestedBy,
    })
    .returning({ id: storedFiles.id });
  return { id: file!.id, storageKey };
}

/** The job: claims a queued statement, builds both files with progress, stores them and emails the requester. */
export async function runStatement(
  deps: Pick<WalletDeps, 'db' | 'files' | 'config' | 'mailer' | 'onEffectError'>,
  target: { companyId: string; id: string },
): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .update(statementRequests)
    .set({ status: 'running', progress: 1, attempts: sql`${statementRequests.attempts} + 1` })
    .where(
      and(
        eq(statementRequests.companyId, target.companyId),
        eq(statementRequests.id, target.id),
        or(
          eq(statementRequests.status, 'queued'),
          // A run that died mid-way is taken over after two minutes.
          and(
            eq(statementRequests.status, 'running'),
            lt(statementRequests.createdAt, sql`now() - interval '2 minutes'`),
          ),
        ),
        lt(statementRequests.attempts, 5),
      ),
    )
    .returning();
  if (!row) return;
  const written: string[] = [];
  try {
    const wallet = await getWallet(db, row.companyId, row.walletId);
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, row.companyId));
    const opening = await openingBalanceAt(db, row.companyId, row.walletId, row.fromDate);
    const filters = {
      walletId: row.walletId,
      from: row.fromDate,
      to: row.toDate,
      status: 'successful' as const,
    };
    let balance = opening;
    const openingBalance = balance;
    const lines: StatementLine[] = [];
    let csv = STATEMENT_CSV_HEADER;
    let totalIn = 0;
    let totalOut = 0;
    for await (const batch of streamTransactions(db, row.companyId, filters, {
      oldestFirst: true,
      batch: 250,
    })) {
      for (const line of batch) {
        balance += line.direction === 'credit' ? line.amount : -line.amount;
        if (line.direction === 'credit') totalIn += line.amount;
        else totalOut += line.amount;
        const withBalance = { ...line, runningBalance: balance };
        lines.push(withBalance);
        csv += statementCsvRow(withBalance);
      }
      // Reading is the first half of the work.
      await setProgress(db, row, 5 + Math.min(45, lines.length / 20));
    }
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
        openingBalance,
        closingBalance: balance,
        totalIn,
        totalOut,
        generatedAt: new Date().toISOString(),
      },
      lines,
      (done) => {
        const progress = 50 + (done / Math.max(1, lines.length)) * 40;
        if (progress - reported >= 10) {
          reported = progress;
          updates.push(setProgress(db, row, progress).catch(() => {}));
        }
      },
    );
    await Promise.all(updates);
    const base = `statement-${wallet.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-${row.fromDate}-to-${row.toDate}`;
    await transact(
      db,
      async (tx, afterCommit) => {
        const pdfFile = await storeFile(deps, tx, row, pdf, `${base}.pdf`, 'application/pdf');
        written.push(pdfFile.storageKey);
        const csvFile = await storeFile(deps, tx, row, Buffer.from(csv, 'utf8'), `${base}.csv`, 'text/csv');
        written.push(csvFile.storageKey);
        await tx
          .update(statementRequests)
          .set({
            status: 'ready',
            progress: 100,
            rowCount: lines.length,
            pdfFileId: pdfFile.id,
            csvFileId: csvFile.id,
            completedAt: new Date(),
            error: null,
          })
          .where(and(eq(statementRequests.companyId, row.companyId), eq(statementRequests.id, row.id)));
        const [requester] = row.requestedBy
          ? await tx
              .select({ firstName: users.firstName, email: users.email })
              .from(companyMembers)
              .innerJoin(users, eq(users.id, companyMembers.userId))
              .where(and(eq(companyMembers.companyId, row.companyId), eq(companyMembers.id, row.requestedBy)))
          : [];
        if (requester) {
          await deps.mailer.enqueue(tx, afterCommit, {
            ...statementReady(requester.email, requester.firstName, {
              walletName: wallet.name,
              from: row.fromDate,
              to: row.toDate,
              rows: lines.length,
              url: `${deps.config.PUBLIC_URL}/account/all-accounts/${wallet.id}?statement=${row.id}`,
            }),
            companyId: row.companyId,
          });
        }
      },
      deps.onEffectError,
    );
  } catch (error) {
    for (const key of written) await deps.files.remove(key).catch(() => {});
    await db
      .update(statementRequests)
      .set({
        status: row.attempts >= 5 ? 'failed' : 'queued',
        error: 'The statement could not be made. We will try again shortly.',
      })
      .where(and(eq(statementRequests.companyId, row.companyId), eq(statementRequests.id, row.id)));
    throw error;
  }
}

/** Statements whose job request was lost or whose run died: queued again for the job. */
export async function pendingStatements(db: Executor) {
  return db
    .select({ companyId: statementRequests.companyId, id: statementRequests.id })
    .from(statementRequests)
    .where(
      and(
        inArray(statementRequests.status, ['queued', 'running']),
        lt(statementRequests.createdAt, sql`now() - interval '1 minute'`),
        lt(statementRequests.attempts, 5),
      ),
    )
    .limit(50);
}
