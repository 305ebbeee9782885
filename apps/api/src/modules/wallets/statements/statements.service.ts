// Statements: asked for with a wallet and a Lagos date range, made by a job (statement-job.ts: PDF and CSV into the
// files store, with progress), then listed, read and downloaded; the requester is emailed when it is ready.
import { type GenerateStatementRequest, STATEMENT_MAX_DAYS, type Statement } from '@paydesk/contracts';
import type { Executor, statementRequests } from '@paydesk/db';
import type { Caller } from '../../../http/route-kit.ts';
import { BadRequest, NotFound } from '../../../lib/errors.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { findUserById } from '../../auth/index.ts';
import { getWallet } from '../accounts/accounts.queries.ts';
import { WALLET_JOBS, type WalletDeps } from '../wallet-deps.ts';
import * as statementsQ from './statements.queries.ts';

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
      const user = await findUserById(tx, userId);
      const row = await statementsQ.insertStatementRequest(tx, {
        companyId,
        walletId: wallet.id,
        fromDate: body.from,
        toDate: body.to,
        requestedBy: memberId,
        email: user?.email ?? null,
      });
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
  const row = await statementsQ.findStatementWithWallet(db, companyId, id);
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
  const rows = await statementsQ.recentStatements(db, companyId, walletId);
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
  const file = await statementsQ.findStoredFile(deps.db, companyId, fileId);
  if (!file) throw new NotFound('Statement file');
  return {
    fileName: file.originalName,
    mimeType: file.mimeType,
    size: file.size,
    stream: deps.files.read(file.storageKey),
  };
}
