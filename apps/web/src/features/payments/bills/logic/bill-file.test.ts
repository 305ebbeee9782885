import { describe, expect, it } from 'vitest';
import { billFileBody } from './bill-file.ts';

describe('billFileBody (bulk bills upload)', () => {
  it('sends a .csv as its text and an .xlsx as its exact bytes in base64', async () => {
    const csv = 'BillerCode,CustomerNumber,Amount\nmtn,08031234567,500';
    expect(await billFileBody(new File([csv], 'bills.csv', { type: 'text/csv' }))).toEqual({ csv });
    // Larger than one slice of the conversion, with every byte value.
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 7) % 256);
    const body = await billFileBody(new File([bytes], 'Bills.XLSX'));
    expect(body).toEqual({ xlsx: Buffer.from(bytes).toString('base64') });
  });
});
