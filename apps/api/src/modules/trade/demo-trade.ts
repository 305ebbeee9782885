// The demo business's trade finance, once: an advance disbursed last week (due in 30 days) and one under review,
// each with a small PDF invoice in the files store.
import { createHash } from 'node:crypto';
import { maxTradeAdvance } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import { addDays, lagosDay } from '../../lib/lagos-time.ts';
import { newReference } from '../../lib/references.ts';
import type { FilesStore } from '../../platform/files/files-store.ts';
import * as q from './trade.queries.ts';
import { disburse } from './trade-review.service.ts';

const invoicePdf = (number: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% Invoice ${number}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

export async function seedDemoTrade(
  db: Database,
  files: FilesStore,
  companyId: string,
  memberId: string,
  mainWalletId: string,
) {
  const existing = await q.advancesPage(db, companyId, undefined, { limit: 1, offset: 0 });
  if (existing.total > 0) return;
  const today = lagosDay();
  const invoices = [
    {
      number: 'INV-2026-0412',
      buyer: 'Shoprite Nigeria Ltd',
      email: 'payables@shoprite.example',
      amount: 4_500_000_00,
    },
    {
      number: 'INV-2026-0419',
      buyer: 'Chicken Republic',
      email: 'accounts@chickenrepublic.example',
      amount: 2_000_000_00,
    },
  ];
  const stored: { bytes: Buffer; key: string }[] = [];
  for (const invoice of invoices) {
    const bytes = invoicePdf(invoice.number);
    stored.push({ bytes, key: await files.put(companyId, bytes) });
  }
  await db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const [i, invoice] of invoices.entries()) {
      const file = stored[i]!;
      const document = await q.insertStoredFile(tx, {
        companyId,
        storageKey: file.key,
        originalName: `${invoice.number}.pdf`,
        mimeType: 'application/pdf',
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        purpose: 'trade:invoice',
      });
      const { id } = await q.insertAdvance(tx, {
        companyId,
        reference: newReference('TRD'),
        buyerName: invoice.buyer,
        buyerEmail: invoice.email,
        invoiceNumber: invoice.number,
        invoiceAmount: invoice.amount,
        issueDate: addDays(today, -7 + i * 4),
        dueDate: addDays(today, 30 + i * 15),
        documentId: document.id,
        requestedAmount: maxTradeAdvance(invoice.amount),
        requestedBy: memberId,
        ...(i === 1 ? { status: 'under_review' as const, reviewStartedAt: new Date() } : {}),
      });
      ids.push(id);
    }
    const first = await q.lockAdvance(tx, companyId, ids[0]!);
    await disburse(tx, first!, mainWalletId, maxTradeAdvance(invoices[0]!.amount), {
      reviewComment: 'Demo: approved',
      reviewedBy: null,
    });
  });
}
