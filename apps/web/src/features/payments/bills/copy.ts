// Every user-visible text of the bill payment pages, once (architecture rule 16). The spec quotes no bills texts of
// its own; its §8 toast rules live in logic/bill-toast.ts. What differs by category (its name, what the biller, the
// product and the customer number are called) is the catalogue's: BILL_CATEGORY in the contracts.
import { BILL_CATEGORY_LABELS, BILLS_MESSAGES, CUSTOMER_NUMBER_LABELS } from '@paydesk/contracts';

export const BILLS_TOASTS = BILLS_MESSAGES;
export { BILL_CATEGORY_LABELS, CUSTOMER_NUMBER_LABELS };

export const BILLS_COPY = {
  title: 'Bill payments',
  subtitle: 'Buy airtime and data, pay for electricity and renew cable TV from your wallets.',
  bulkAndHistory: 'Bulk bills and history',
  source: 'Pay from',
  available: (amount: string) => `Available: ${amount}`,
  addons: 'Addons',
  amount: 'Amount (₦)',
  amountError: 'Enter an amount',
  verifying: 'Checking with the biller…',
  customer: 'Customer',
  address: 'Address',
  currentPlan: 'Current plan',
  saveBeneficiary: 'Save as a beneficiary',
  saved: 'Saved numbers',
  savedPlaceholder: 'Pick a saved number',
  continue: 'Continue',
  summaryTitle: 'Confirm bill payment',
  toPin: 'Confirm with PIN',
  fee: 'Fee',
  total: 'Total',
  what: (amount: string) => `paying a bill of ${amount}`,
  chooseBiller: 'Choose a provider',
  chooseProduct: 'Choose a plan',
  needsCustomer: 'Enter a number the biller knows',
  outcome: {
    successful: 'Payment successful',
    pending: 'Waiting for the biller',
    failed: 'Payment failed and reversed',
    token: 'Token',
    units: 'Units',
    reversed: (amount: string) => `${amount} was returned to your wallet.`,
    receipt: 'Download receipt',
    another: 'Pay another bill',
  },
  approvalTitle: 'Sent for approval',
  approvalText: 'A workflow covers bill payments: it will be paid once approved.',
  approvals: 'Go to approvals',
};

export const BILL_HISTORY_COPY = {
  title: 'Bill history',
  search: 'Search bills',
  searchPlaceholder: 'Reference, number or name',
  category: 'Bill type',
  status: 'Status',
  loadFailed: 'We could not load your bills',
  emptyHeader: 'No bills yet',
  empty: 'Airtime, data, electricity and cable TV you pay appear here.',
  emptyFilteredHeader: 'No bill matches',
  emptyFiltered: 'Try another search or filter.',
  columns: {
    bill: 'Bill',
    customer: 'Customer',
    amount: 'Amount',
    fee: 'Fee',
    status: 'Status',
    token: 'Token',
    date: 'Date',
  },
  receipt: 'Receipt',
};

export const BULK_BILLS_COPY = {
  title: 'Bulk bills',
  description:
    'Upload a CSV or XLSX file of bills of one type. Column names may start with a capital (BillerCode or billerCode); amounts are in naira.',
  category: 'Bill type',
  file: 'CSV or XLSX file',
  filePlaceholder: 'Choose a CSV or XLSX file',
  template: 'Download template',
  check: 'Check file',
  summary: (valid: number, total: number) => `${valid} of ${total} bills are ready to pay`,
  invalid: (n: number) => `${n} ${n === 1 ? 'row has' : 'rows have'} errors and will not be paid`,
  pay: (n: number) => `Pay ${n} ${n === 1 ? 'bill' : 'bills'}`,
  what: (amount: string) => `paying bills of ${amount}`,
  progress: (done: number, total: number) => `${done} of ${total} bills processed`,
  row: 'Row',
  line: 'Line',
  errors: 'Errors',
  startOver: 'Upload another file',
};

export const BILL_PAYMENT_COPY = {
  title: 'Bill payment',
  subtitle: 'Your bills, their receipts and tokens, and bills paid in bulk.',
  tabs: { history: 'History', bulk: 'Bulk bills' },
  buy: 'Pay a bill',
};
