// The bill categories as data (architecture rule 18): each category is one record, and every place that differs by
// category reads it — the API's checks and fees, the beneficiaries a paid number is saved to, the customer lookup,
// the bulk file's columns, the web's routes, tabs, forms and toasts, and the sandbox provider. Adding a category is
// adding a record here (docs/architecture-api.md, "Add a bill category").

/**
 * The beneficiaries tabs of saved bill numbers (spec §2.3 /payments/beneficiaries, after 'transfers') and their
 * names. The beneficiaries table's type check lists the same types (a test compares them).
 */
export const BILL_BENEFICIARY_TYPE_LABELS = {
  'airtime-and-data': 'Airtime and data',
  electricity: 'Electricity',
  'cable-tv': 'Cable TV',
} as const;
export type BillBeneficiaryType = keyof typeof BILL_BENEFICIARY_TYPE_LABELS;
export const BILL_BENEFICIARY_TYPES = Object.keys(
  BILL_BENEFICIARY_TYPE_LABELS,
) as readonly BillBeneficiaryType[];

/**
 * Bank accounts, then the bill numbers of each bill beneficiary type. Here, in a file without zod, so that the web
 * app's route table can list the beneficiaries tabs without loading the schemas (docs/web-performance.md).
 */
export const BENEFICIARY_TYPES = ['transfers', ...BILL_BENEFICIARY_TYPES] as const;
export type BeneficiaryType = (typeof BENEFICIARY_TYPES)[number];

/** A column of a bulk bills file (spec §3: matched with its first letter lower-cased; 'amount' is in naira). */
export type BillUploadColumn = 'billerCode' | 'productCode' | 'customerNumber' | 'amount';

export interface BillCategoryRecord {
  /** What the category is called: its tab, filter, history line and receipt. */
  label: string;
  /** Its tab's path under /payments/bills, and other paths that open the same tab (spec §2.3). */
  slug: string;
  aliases: readonly string[];
  /** What the form calls the biller and its product (network, bundle; distribution company, meter type…). */
  billerLabel: string;
  productLabel: string;
  /** The refusal when a line names no product the biller offers. */
  productMissing: string;
  /**
   * The customer number: its name, the pattern the API checks and its refusal, and, when the form is looser, what
   * the form takes as a whole number before it looks the customer up and lets Continue on (else the pattern).
   */
  customerNumber: { label: string; pattern: RegExp; message: string; complete?: RegExp };
  /**
   * Whose number it is, looked up before paying: nobody ('none': a phone is recharged blind), a meter (the owner and
   * the address) or a smartcard (the owner and the current plan).
   */
  lookup: 'none' | 'meter' | 'smartcard';
  /** The beneficiaries tab a paid number is saved to. */
  beneficiaryType: BillBeneficiaryType;
  /** Paydesk's convenience fee per bill (kobo), posted as its own ledger line to the fees account. */
  fee: number;
  /** The columns of a bulk bills file of the category, and the template's example row (one value per column). */
  upload: { columns: readonly BillUploadColumn[]; example: readonly string[] };
  /**
   * Spec §8: when a purchase's answer is toasted as a failure — 'status' when status is 'failed' (airtime, data,
   * electricity), 'error' when error is true (cable).
   */
  failureToast: 'status' | 'error';
}

const PHONE_NUMBER = {
  label: 'Phone number',
  pattern: /^0[789][01]\d{8}$/,
  message: 'Enter an 11-digit Nigerian phone number',
  // The form has always taken any 11 digits; the API refuses the rest with the message above.
  complete: /^\d{11}$/,
};

export const BILL_CATEGORY = {
  airtime: {
    label: 'Airtime',
    slug: 'airtime',
    aliases: [],
    billerLabel: 'Network',
    productLabel: 'Product',
    productMissing: 'Choose a plan',
    customerNumber: PHONE_NUMBER,
    lookup: 'none',
    beneficiaryType: 'airtime-and-data',
    fee: 0,
    upload: { columns: ['billerCode', 'customerNumber', 'amount'], example: ['mtn', '08031234567', '1000'] },
    failureToast: 'status',
  },
  data: {
    label: 'Data',
    slug: 'data',
    aliases: [],
    billerLabel: 'Network',
    productLabel: 'Data bundle',
    productMissing: 'Choose a plan',
    customerNumber: PHONE_NUMBER,
    lookup: 'none',
    beneficiaryType: 'airtime-and-data',
    fee: 0,
    upload: {
      columns: ['billerCode', 'productCode', 'customerNumber'],
      example: ['mtn-data', 'mtn-1gb-1d', '08031234567'],
    },
    failureToast: 'status',
  },
  electricity: {
    label: 'Electricity',
    slug: 'electricity',
    aliases: ['power'],
    billerLabel: 'Distribution company',
    productLabel: 'Meter type',
    productMissing: 'Choose prepaid or postpaid',
    customerNumber: {
      label: 'Meter number',
      pattern: /^(\d{11}|\d{13})$/,
      message: 'A meter number is 11 or 13 digits',
    },
    lookup: 'meter',
    beneficiaryType: 'electricity',
    fee: 100_00,
    upload: {
      columns: ['billerCode', 'productCode', 'customerNumber', 'amount'],
      example: ['ikeja-electric', 'prepaid', '45012345678', '5000'],
    },
    failureToast: 'status',
  },
  'cable-tv': {
    label: 'Cable TV',
    slug: 'cable-tv',
    aliases: ['tv'],
    billerLabel: 'Provider',
    productLabel: 'Plan',
    productMissing: 'Choose a plan',
    customerNumber: {
      label: 'Smartcard number',
      pattern: /^\d{10,11}$/,
      message: 'A smartcard number is 10 or 11 digits',
    },
    lookup: 'smartcard',
    beneficiaryType: 'cable-tv',
    fee: 100_00,
    upload: {
      columns: ['billerCode', 'productCode', 'customerNumber'],
      example: ['gotv', 'gotv-max', '7012345678'],
    },
    failureToast: 'error',
  },
} as const satisfies Record<string, BillCategoryRecord>;

export type BillCategory = keyof typeof BILL_CATEGORY;
/** The categories in the order of the tabs. */
export const BILL_CATEGORIES = Object.keys(BILL_CATEGORY) as readonly BillCategory[];

const byCategory = <T>(pick: (record: BillCategoryRecord) => T) =>
  Object.fromEntries(BILL_CATEGORIES.map((c) => [c, pick(BILL_CATEGORY[c])])) as Record<BillCategory, T>;

export const BILL_CATEGORY_LABELS = byCategory((c) => c.label);
/** What the customer number is called per category. */
export const CUSTOMER_NUMBER_LABELS = byCategory((c) => c.customerNumber.label);
/** Paydesk's convenience fee per bill (kobo). */
export const BILL_FEES = byCategory((c) => c.fee);
/** The columns of a bulk bills file per category. */
export const BILL_UPLOAD_COLUMNS = byCategory((c) => c.upload.columns);

/** Every path under /payments/bills that opens a category's tab: the slugs, then the aliases. */
export const BILL_TAB_SEGMENTS = [
  ...BILL_CATEGORIES.map((c) => BILL_CATEGORY[c].slug),
  ...BILL_CATEGORIES.flatMap((c) => BILL_CATEGORY[c].aliases),
];

/** The category whose tab a path segment under /payments/bills opens (its slug or an alias). */
export const billCategoryOfSegment = (segment: string): BillCategory | undefined =>
  BILL_CATEGORIES.find((c) => {
    const record: BillCategoryRecord = BILL_CATEGORY[c];
    return record.slug === segment || record.aliases.includes(segment);
  });
