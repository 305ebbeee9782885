import { describe, expect, it } from 'vitest';
import {
  BENEFICIARY_TYPES,
  BILL_BENEFICIARY_TYPE_LABELS,
  BILL_BENEFICIARY_TYPES,
  BILL_CATEGORIES,
  BILL_CATEGORY,
  BILL_TAB_SEGMENTS,
  type BillCategoryRecord,
  billCategoryOfSegment,
} from './bill-categories.ts';
import { createBeneficiaryRequest } from './payments.ts';

const records = BILL_CATEGORIES.map((c): [string, BillCategoryRecord] => [c, BILL_CATEGORY[c]]);

describe('the bill categories catalogue', () => {
  it('fills every field of every record with something the code can use', () => {
    const text = expect.stringMatching(/^[A-Z]\S*( \S+)*$/);
    for (const [category, record] of records) {
      expect(record).toEqual({
        label: text,
        slug: expect.stringMatching(/^[a-z]+(-[a-z]+)*$/),
        aliases: expect.any(Array),
        billerLabel: text,
        productLabel: text,
        productMissing: text,
        customerNumber: expect.objectContaining({ label: text, pattern: expect.any(RegExp), message: text }),
        lookup: expect.stringMatching(/^(none|meter|smartcard)$/),
        beneficiaryType: expect.any(String),
        fee: expect.any(Number),
        upload: { columns: expect.any(Array), example: expect.any(Array) },
        failureToast: expect.stringMatching(/^(status|error)$/),
      });
      expect(BILL_BENEFICIARY_TYPES).toContain(record.beneficiaryType);
      expect(Number.isInteger(record.fee) && record.fee >= 0, `${category} fee in kobo`).toBe(true);
      // A number the pattern accepts is one the form takes as whole (else Continue would never open).
      const { complete, pattern } = record.customerNumber;
      const example = record.upload.example[record.upload.columns.indexOf('customerNumber')]!;
      if (complete) expect(example).toMatch(complete);
      expect(example).toMatch(pattern);
    }
    expect(Object.keys(BILL_BENEFICIARY_TYPE_LABELS)).toEqual([...BILL_BENEFICIARY_TYPES]);
  });

  it('opens every category by its slug and its aliases: /power is electricity, /tv cable TV (spec §2.3)', () => {
    expect(BILL_TAB_SEGMENTS).toEqual(['airtime', 'data', 'electricity', 'cable-tv', 'power', 'tv']);
    expect(new Set(BILL_TAB_SEGMENTS).size).toBe(BILL_TAB_SEGMENTS.length);
    for (const [category, record] of records)
      for (const segment of [record.slug, ...record.aliases])
        expect(billCategoryOfSegment(segment)).toBe(category);
    expect(billCategoryOfSegment('water')).toBeUndefined();
  });

  it("gives each bulk template an example row that fills every column and passes the category's own checks", () => {
    for (const [, record] of records) {
      const { columns, example } = record.upload;
      expect(columns).toEqual(expect.arrayContaining(['billerCode', 'customerNumber']));
      expect(new Set(columns).size).toBe(columns.length);
      expect(example).toHaveLength(columns.length);
      expect(example[columns.indexOf('customerNumber')]).toMatch(record.customerNumber.pattern);
    }
  });

  it('saves paid numbers to the beneficiaries tabs (spec §2.3), each tab the type of some category', () => {
    expect(BENEFICIARY_TYPES).toEqual(['transfers', 'airtime-and-data', 'electricity', 'cable-tv']);
    for (const type of BILL_BENEFICIARY_TYPES) {
      expect(records.some(([, record]) => record.beneficiaryType === type)).toBe(true);
      const saved = { type, bankCode: 'dstv', accountNumber: '7012345678', name: 'Emeka Nwankwo' };
      expect(createBeneficiaryRequest.safeParse(saved).success).toBe(true);
    }
  });

  it('checks a customer number by its category: a phone, a meter of 11 or 13 digits, a smartcard of 10 or 11', () => {
    const accepts = (category: keyof typeof BILL_CATEGORY, number: string) =>
      BILL_CATEGORY[category].customerNumber.pattern.test(number);
    expect(accepts('airtime', '08031234567')).toBe(true);
    expect(accepts('data', '06031234567')).toBe(false);
    expect(accepts('electricity', '4501234567890')).toBe(true);
    expect(accepts('electricity', '450123456789')).toBe(false);
    expect(accepts('cable-tv', '7012345678')).toBe(true);
    expect(accepts('cable-tv', '701234567890')).toBe(false);
  });

  it('lets the form take any 11 digits as a whole phone number, as it always has; the API refuses the rest', () => {
    const phone = BILL_CATEGORY.airtime.customerNumber;
    expect(phone.complete.test('06031234567')).toBe(true);
    expect(phone.pattern.test('06031234567')).toBe(false);
    expect(phone.complete.test('0803123456')).toBe(false);
    expect(BILL_CATEGORY.data.customerNumber).toBe(phone);
  });
});
