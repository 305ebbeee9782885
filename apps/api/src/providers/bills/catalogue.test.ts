// The sandbox's billers against the contracts' bill categories (BILL_CATEGORY): a category the catalogue names but
// the sandbox cannot sell, or a template row naming a biller the sandbox does not have, fails here.
import { BILL_CATEGORIES, BILL_CATEGORY } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { BILLER_CATALOGUE, findBiller, SANDBOX_BILL_FAILURE_REASONS } from './catalogue.ts';

describe('the sandbox billers agree with the bill categories', () => {
  it('sells every category, each biller filed under its own category and looking up as the category says', () => {
    expect(Object.keys(BILLER_CATALOGUE)).toEqual([...BILL_CATEGORIES]);
    for (const category of BILL_CATEGORIES) {
      const billers = BILLER_CATALOGUE[category];
      expect(billers.length, category).toBeGreaterThan(0);
      for (const biller of billers) {
        expect(biller.category).toBe(category);
        expect(biller.validates, biller.code).toBe(BILL_CATEGORY[category].lookup !== 'none');
        expect(biller.products.length, biller.code).toBeGreaterThan(0);
      }
      expect(SANDBOX_BILL_FAILURE_REASONS[category]).toMatch(/^[A-Z]/);
    }
  });

  it("gives each bulk template's example row a biller and product of its category", () => {
    for (const category of BILL_CATEGORIES) {
      const { columns, example } = BILL_CATEGORY[category].upload;
      const value = (column: string) => example[columns.indexOf(column as never)];
      const biller = findBiller(value('billerCode')!);
      expect(biller?.category, category).toBe(category);
      const productCode = value('productCode');
      if (productCode) expect(biller!.products.map((p) => p.code)).toContain(productCode);
      const amount = value('amount');
      if (amount) {
        const kobo = Number(amount) * 100;
        expect(kobo).toBeGreaterThanOrEqual(biller!.minAmount);
        expect(kobo).toBeLessThanOrEqual(biller!.maxAmount);
      }
    }
  });
});
