// Every user-visible text of the payments pages, once (architecture rule 16); the §8 texts come from the contracts.
import { BILL_BENEFICIARY_TYPE_LABELS, PAYMENTS_MESSAGES } from '@paydesk/contracts';

export const PAYMENTS_TOASTS = PAYMENTS_MESSAGES;

/** The beneficiaries tabs: bank accounts, then the bill beneficiary types of the contracts' bill catalogue. */
export const BENEFICIARY_TABS = { transfers: 'Transfers', ...BILL_BENEFICIARY_TYPE_LABELS } as const;

export const BENEFICIARIES_COPY = {
  title: 'Beneficiaries',
  subtitle: 'The accounts and numbers you pay often.',
  add: 'Add beneficiary',
  upload: 'Upload beneficiaries',
  download: 'Download',
  search: 'Search beneficiaries',
  searchPlaceholder: 'Name, nickname or account number',
  bankFilter: 'Bank',
  loadFailed: 'We could not load your beneficiaries',
  emptyHeader: 'No beneficiaries yet',
  empty: (tab: string) => `${tab} beneficiaries you save appear here.`,
  emptyTransfers: 'Add the accounts you send money to, and pick them when you transfer.',
  emptyFilteredHeader: 'No beneficiary matches',
  emptyFiltered: 'Try another search or bank.',
  columns: { name: 'Name', bank: 'Bank', account: 'Account number', nickname: 'Nickname', added: 'Added' },
  delete: 'Delete',
  deleteTitle: 'Delete beneficiary',
  deleteQuestion: (name: string) => `Delete ${name} from your beneficiaries?`,
};

export const ADD_BENEFICIARY_COPY = {
  title: 'Add beneficiary',
  description: 'Choose the bank and enter the account number; we check the name with the bank before saving.',
  bank: 'Bank',
  bankPlaceholder: 'Choose a bank',
  accountNumber: 'Account number',
  nickname: 'Nickname (optional)',
  checking: 'Checking the account…',
  accountName: (name: string) => `Account name: ${name}`,
  save: 'Save beneficiary',
};

export const UPLOAD_BENEFICIARIES_COPY = {
  title: 'Upload beneficiaries',
  description: 'A CSV with the columns bankCode, accountNumber and nickname. We email you a code to confirm.',
  template: 'Download template',
  file: 'CSV file',
  sendCode: 'Email me a code',
  code: 'Code from your email',
  codeSent: (email: string) => `We sent a code to ${email}.`,
  wrongCodes: (count: number) => `Wrong code entered ${count} time${count === 1 ? '' : 's'}`,
  submit: 'Upload',
  done: 'Done',
  result: (created: number, duplicates: number) =>
    `${created} added${duplicates ? `, ${duplicates} already saved` : ''}.`,
  rowErrors: 'Rows not added',
};

export const TRANSFER_COPY = {
  title: 'Instant transfers',
  subtitle: 'Send money to any Nigerian bank account or Paydesk wallet.',
  tabs: { single: 'Single', multiple: 'Multiple', upload: 'Bulk upload' },
  source: 'From wallet',
  available: (balance: string) => `Available: ${balance}`,
  to: 'Send to',
  toBeneficiary: 'A beneficiary',
  toAccount: 'A new account',
  beneficiary: 'Beneficiary',
  beneficiaryPlaceholder: 'Choose a beneficiary',
  amount: 'Amount (₦)',
  amountLabel: 'Amount',
  toPin: 'Confirm with PIN',
  amountError: 'Enter an amount, e.g. 5,000 or 2500.50',
  narration: 'Narration (optional)',
  saveBeneficiary: 'Save as a beneficiary',
  continue: 'Continue',
  summaryTitle: 'Confirm transfer',
  fee: 'Fee',
  total: 'Total debit',
  recipient: 'Recipient',
  what: (amount: string) => `sending ${amount}`,
  sent: 'Transfer sent',
  /** A transfer its bank refused: never headed as sent. */
  failed: 'Transfer failed',
  status: 'Status',
  viewDetails: 'View details',
  another: 'Send another',
  approvalTitle: 'Sent for approval',
  approvalText: 'This transfer needs approval. It is sent once the last approver approves it.',
  approvals: 'Go to approvals',
};

export const TRANSFER_DETAILS_COPY = {
  title: 'Transfer details',
  reference: 'Reference',
  session: 'Session ID',
  bankReference: 'Bank reference',
  receipt: 'Download receipt',
  emailReceipt: {
    open: 'Email receipt',
    label: 'Email address',
    description: 'Anyone: the payee, your accountant. The PDF receipt is attached.',
    send: 'Send',
    cancel: 'Cancel',
    sent: (to: string) => `Receipt sent to ${to}`,
  },
  reversed: 'The money was returned to the wallet.',
  notFound: 'This transfer does not exist, or it belongs to another business.',
  back: 'Transaction history',
  progress: 'Progress',
  requestedBy: 'Requested by',
  /** When the transfer was made on Paydesk; the timeline below says when the bank got it. */
  requestedAt: 'Requested on',
  approval: 'Approval',
  approvedBy: 'Approved by',
  openApproval: 'Open the approval request',
  walletHistory: 'See it in the wallet history',
  /** The ledger movement the transfer made: amount + fee out of the wallet, and back when the bank refused it. */
  ledger: {
    title: 'Ledger movement',
    debited: (wallet: string) => `Debited from ${wallet}`,
    breakdown: (amount: string, fee: string) => `${amount} + ${fee} fee`,
    returned: (wallet: string) => `Returned to ${wallet}`,
    returning: 'Being returned to the wallet',
  },
  parties: 'Who asked and who approved',
  noApproval: 'No approval needed',
  /** The receipt proves a payment: it exists once the bank's answer is conclusive and positive. */
  receiptTitle: 'Receipt',
  noReceipt: 'The receipt is available once the bank confirms the payment.',
  openPage: 'Open full page',
  timeline: {
    queued: 'Queued',
    waitingToSend: 'Waiting to be sent to the bank',
    sent: 'Sent to the bank',
    waitingForBank: "Waiting for the bank's answer",
    settled: 'Paid: the bank confirmed it',
    paidToWallet: 'Paid into the Paydesk wallet',
    failed: 'Failed at the bank',
    returning: 'Returning the money to the wallet',
    returned: 'Money returned to the wallet',
  },
};

export const MULTIPLE_COPY = {
  line: (n: number) => `Transfer ${n}`,
  addLine: 'Add another transfer',
  removeLine: (n: number) => `Remove transfer ${n}`,
  narration: 'Narration for lines without one (optional)',
  count: (n: number) => `${n} transfer${n === 1 ? '' : 's'}`,
  totals: 'Totals',
  send: 'Continue',
  lineIncomplete: 'Complete every transfer: a checked account and an amount',
  duplicateOf: (line: number) => `Repeats transfer ${line}`,
};

/** Transfers that repeat an earlier one exactly (a line pasted twice): shown, and sent only once confirmed. */
export const DUPLICATES_COPY = {
  found: (count: number) =>
    `${count === 1 ? '1 transfer repeats' : `${count} transfers repeat`} an earlier one: the same account, amount and narration.`,
  confirm: 'Send the repeated transfers too',
};

export const UPLOAD_COPY = {
  intro:
    'Upload a CSV or Excel file with the columns bankCode, accountNumber, amount (in naira) and narration. We check every account with its bank before anything is sent.',
  templateCsv: 'CSV template',
  templateXlsx: 'Excel template',
  drop: 'Drop the file here or click to choose it',
  dropHint: 'CSV or XLSX',
  checking: 'Checking every account…',
  summary: (valid: number, invalid: number) => `${valid} ready · ${invalid} with errors`,
  fixHint: 'Rows with errors are not sent. Fix them in the file and upload it again, or send the others.',
  row: 'Row',
  account: 'Account',
  amount: 'Amount',
  fee: 'Fee',
  errors: 'Errors',
  send: (count: number) => `Send ${count} transfer${count === 1 ? '' : 's'}`,
  duplicateOf: (row: number) => `Repeats row ${row}`,
};

export const BATCH_COPY = {
  title: 'Transfer batch',
  progress: (processed: number, total: number) => `${processed} of ${total} transfers sent`,
  counts: 'Settled · failed · reversed',
  line: 'Line',
  account: 'Account',
  amount: 'Amount',
  fee: 'Fee',
  status: 'Status',
  reason: 'Reason',
  loadFailed: 'We could not load this batch',
  emptyHeader: 'No lines',
  empty: 'This batch has no lines to show.',
  reversed: 'Money returned',
  another: 'New transfer',
};
