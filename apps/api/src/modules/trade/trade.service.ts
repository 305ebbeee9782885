// The business side of trade finance: the invoice document (checked by its content, kept in the files store), the
// request for an advance, the list with its total outstanding, one advance and its document. Registered, verified
// businesses only (spec §4 guard step 4, §6).
import {
  maxTradeAdvance,
  TRADE_MESSAGES,
  type TradeAdvance,
  type TradeAdvanceRequest,
  type TradeDocument,
  type TradeListQuery,
} from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { Caller, DownloadFile } from '../../http/route-kit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { newReference } from '../../lib/references.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { checkUpload, type IncomingFile } from '../../platform/files/files-store.ts';
import * as q from './trade.queries.ts';
import type { TradeDeps } from './trade-deps.ts';
import { advanceView, TradeNotVerified, TradeRestricted } from './trade-view.ts';

/** Refuses businesses that may not use trade: unverified (403) and not registered (403, restricted). */
export async function assertTradeAllowed(db: Executor, companyId: string) {
  const company = await q.findCompany(db, companyId);
  if (!company?.adminVerify) throw new TradeNotVerified();
  if (company.businessType !== 'registered business') throw new TradeRestricted();
  return company;
}

/** Names are shown back to people, never used as paths: keep them printable and short. */
const safeName = (name: string) =>
  name
    .replace(/[\\/]/g, '_')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(-120) || 'invoice';

export async function uploadInvoiceDocument(
  deps: Pick<TradeDeps, 'db' | 'files' | 'onEffectError'>,
  caller: Caller,
  file: IncomingFile,
): Promise<TradeDocument> {
  const companyId = caller.auth.companyId;
  await assertTradeAllowed(deps.db, companyId);
  const checked = checkUpload(file);
  const storageKey = await deps.files.put(companyId, checked.bytes);
  try {
    return await transact(deps.db, async (tx) => {
      const stored = await q.insertStoredFile(tx, {
        companyId,
        storageKey,
        originalName: safeName(checked.fileName),
        mimeType: checked.mimeType,
        size: checked.bytes.length,
        sha256: checked.sha256,
        purpose: 'trade:invoice',
        uploadedBy: caller.auth.userId,
      });
      await recordCallerAudit(tx, caller, {
        action: 'trade.document.upload',
        target: { type: 'stored-file', id: stored.id },
        outcome: 'success',
        metadata: { mimeType: checked.mimeType, size: checked.bytes.length, sha256: checked.sha256 },
      });
      return { _id: stored.id, fileName: stored.originalName, mimeType: stored.mimeType, size: stored.size };
    });
  } catch (error) {
    await deps.files.remove(storageKey);
    throw error;
  }
}

const uniqueViolation = (error: unknown, constraint: string) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.cause ?? e;
  return pg.code === '23505' && pg.constraint === constraint;
};

export async function requestAdvance(
  deps: Pick<TradeDeps, 'db'>,
  caller: Caller,
  body: TradeAdvanceRequest,
): Promise<TradeAdvance> {
  const { companyId, memberId } = caller.auth;
  await assertTradeAllowed(deps.db, companyId);
  if (body.requestedAmount > maxTradeAdvance(body.invoiceAmount))
    throw new ValidationFailed({ requestedAmount: [TRADE_MESSAGES.overShare] });
  try {
    return await deps.db.transaction(async (tx) => {
      const document = await q.findInvoiceDocument(tx, companyId, body.documentId);
      if (!document) throw new NotFound('Invoice document');
      const { id } = await q.insertAdvance(tx, {
        companyId,
        reference: newReference('TRD'),
        buyerName: body.buyerName,
        buyerEmail: body.buyerEmail,
        invoiceNumber: body.invoiceNumber,
        invoiceAmount: body.invoiceAmount,
        issueDate: body.issueDate,
        dueDate: body.dueDate,
        documentId: document.id,
        requestedAmount: body.requestedAmount,
        requestedBy: memberId,
      });
      await recordCallerAudit(tx, caller, {
        action: 'trade.advance.request',
        target: { type: 'trade-advance', id },
        outcome: 'success',
        metadata: {
          invoiceNumber: body.invoiceNumber,
          invoiceAmount: body.invoiceAmount,
          requestedAmount: body.requestedAmount,
        },
      });
      return advanceView((await q.findAdvance(tx, companyId, id))!, []);
    });
  } catch (error) {
    if (uniqueViolation(error, 'trade_advances_invoice_key'))
      throw new Conflict(`Invoice ${body.invoiceNumber} already has an advance request.`);
    if (uniqueViolation(error, 'trade_advances_document_key'))
      throw new Conflict('This document already backs another request; upload the invoice again.');
    throw error;
  }
}

export async function listAdvances(db: Executor, companyId: string, query: TradeListQuery) {
  await assertTradeAllowed(db, companyId);
  const { rows, total: totalDocs } = await q.advancesPage(
    db,
    companyId,
    query.status ? [query.status] : undefined,
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return {
    docs: rows.map((r) => advanceView(r)),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalDocs / query.limit),
    totalOutstanding: await q.totalOutstanding(db, companyId),
  };
}

export async function getAdvance(db: Executor, companyId: string, id: string): Promise<TradeAdvance> {
  await assertTradeAllowed(db, companyId);
  const row = await q.findAdvance(db, companyId, id);
  if (!row) throw new NotFound('Trade advance');
  return advanceView(row, await q.repaymentsOf(db, companyId, id));
}

export async function openAdvanceDocument(
  deps: Pick<TradeDeps, 'db' | 'files'>,
  companyId: string,
  id: string,
): Promise<DownloadFile> {
  await assertTradeAllowed(deps.db, companyId);
  const row = await q.findAdvance(deps.db, companyId, id);
  if (!row) throw new NotFound('Trade advance');
  return fileOf(deps, row);
}

export function fileOf(deps: Pick<TradeDeps, 'files'>, row: q.AdvanceWithParts): DownloadFile {
  return {
    stream: deps.files.read(row.document.storageKey),
    fileName: row.document.fileName,
    mimeType: row.document.mimeType,
    size: row.document.size,
  };
}
