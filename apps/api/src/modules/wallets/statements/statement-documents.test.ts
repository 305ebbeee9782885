// The statement PDF (issue 17): its footer never spills onto a page of its own, and its dates read like the app's;
// a long reference wraps in its column and its row grows to fit (issue 25).
import { describe, expect, it } from 'vitest';
import { calendarDate } from '../../../lib/documents.ts';
import { type StatementLine, statementPdf } from './statement-documents.ts';

const header = {
  businessName: 'Adunni Foods Ltd',
  walletName: 'Main wallet',
  accountNumber: '0123456789',
  bankName: 'Paydesk Sandbox Bank',
  from: '2026-11-01',
  to: '2026-11-23',
  openingBalance: 0,
  closingBalance: 0,
  totalIn: 0,
  totalOut: 0,
  generatedAt: '2026-11-23T13:05:00Z',
};

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

const line = (i: number, reference = `TRF-${i}`): StatementLine =>
  ({
    createdAt: '2026-11-02T10:00:00Z',
    reference,
    status: 'successful',
    narration: `Payment ${i}`,
    direction: 'credit',
    amount: 100_00,
    runningBalance: 100_00 * (i + 1),
  }) as StatementLine;

describe('statement PDF', () => {
  it('fits a short statement and its footer on one page', async () => {
    expect(pageCount(await statementPdf(header, []))).toBe(1);
    expect(pageCount(await statementPdf(header, [line(1), line(2)]))).toBe(1);
  });

  it('puts the footer on every page of a long statement, adding no page for it', async () => {
    const pdf = await statementPdf(
      header,
      Array.from({ length: 120 }, (_, i) => line(i)),
    );
    expect(pageCount(pdf)).toBe(3);
  });

  it('grows a row to fit a long reference wrapped in its column, so it never runs into the next row', async () => {
    // A reference with an id appended (an on-demand recovery's ends in the employee's): three lines in its column.
    const long = (i: number) => line(i, `ODR-20261128-9XK2:5f0c6a6e-3b7e-4a43-9a55-1c2d3e4f5a6b-${i}`);
    const pdf = await statementPdf(
      header,
      Array.from({ length: 120 }, (_, i) => long(i)),
    );
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(5);
  });

  it('writes calendar dates as the app does', () => {
    expect(calendarDate('2026-11-01')).toBe('1 Nov 2026');
  });
});
