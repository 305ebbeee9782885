// A bill line checked against the provider's catalogue and, where the category has one, its customer validation:
// the biller in the chosen category, the product (bundle, meter type, plan) and addons, the amount (the product's
// price, or the chosen amount within the biller's bounds), the customer's name, and Paydesk's fee.
import {
  BILL_CATEGORY,
  BILLS_MESSAGES,
  type BillCategory,
  type BillCategoryRecord,
  type Biller,
  type BillLine,
} from '@paydesk/contracts';
import type { BillAddonRecord } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import { ValidationFailed } from '../../../lib/errors.ts';
import type { BillsProvider } from '../../../providers/bills/index.ts';

export interface BillOrder {
  category: BillCategory;
  billerCode: string;
  billerName: string;
  productCode: string | null;
  productName: string | null;
  addons: BillAddonRecord[];
  customerNumber: string;
  customerName: string | null;
  customerAddress: string | null;
  amount: number;
  fee: number;
}

type Line = Omit<BillLine, 'amount'> & { amount?: number };

/** Checks a line without asking the provider about the customer; throws ValidationFailed by field. */
export function priceLine(
  billers: Biller[],
  category: BillCategory,
  line: Line,
): Omit<BillOrder, 'customerName' | 'customerAddress'> {
  const biller = billers.find((b) => b.code === line.billerCode);
  if (!biller) throw new ValidationFailed({ billerCode: ['Choose a provider'] });
  const kind: BillCategoryRecord = BILL_CATEGORY[category];
  const errors: Record<string, string[]> = {};
  const product = line.productCode
    ? biller.products.find((p) => p.code === line.productCode)
    : biller.products.length === 1
      ? biller.products[0]
      : undefined;
  if (!product) errors.productCode = [kind.productMissing];
  const addons = (line.addonCodes ?? []).map((code) => biller.addons.find((a) => a.code === code));
  if (addons.some((a) => !a)) errors.addonCodes = ['Choose addons the provider offers'];
  if (!kind.customerNumber.pattern.test(line.customerNumber))
    errors.customerNumber = [kind.customerNumber.message];
  let amount = 0;
  if (product?.price != null) {
    amount = product.price + addons.reduce((sum, a) => sum + (a?.price ?? 0), 0);
  } else if (product) {
    if (!line.amount) errors.amount = ['Enter an amount'];
    else if (line.amount < biller.minAmount || line.amount > biller.maxAmount)
      errors.amount = [
        `Enter an amount from ${formatKobo(biller.minAmount)} to ${formatKobo(biller.maxAmount)}`,
      ];
    else amount = line.amount;
  }
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  return {
    category,
    billerCode: biller.code,
    billerName: biller.name,
    productCode: product!.code,
    productName: product!.name,
    addons: addons.map((a) => ({ code: a!.code, name: a!.name, amount: a!.price ?? 0 })),
    customerNumber: line.customerNumber,
    amount,
    fee: kind.fee,
  };
}

/** The whole check: the line priced, then the customer looked up where the biller validates. */
export async function orderOf(
  provider: BillsProvider,
  category: BillCategory,
  line: Line,
  billers?: Biller[],
): Promise<BillOrder> {
  const catalogue = billers ?? (await provider.billers(category));
  const priced = priceLine(catalogue, category, line);
  const biller = catalogue.find((b) => b.code === priced.billerCode)!;
  if (!biller.validates) return { ...priced, customerName: null, customerAddress: null };
  const customer = await provider.validateCustomer({
    billerCode: priced.billerCode,
    productCode: priced.productCode,
    customerNumber: priced.customerNumber,
  });
  if (!customer) throw new ValidationFailed({ customerNumber: [BILLS_MESSAGES.customerNotFound] });
  return { ...priced, customerName: customer.customerName, customerAddress: customer.address };
}
