// The audit log as people read it: action codes ('wallet.pin.wrong') in the words of the contracts' catalogue
// (auditActionLabel: the API's CSV export says the same) and target kinds. An unknown code or kind, an event older
// than its name, is spelled out rather than hidden.
export { auditActionLabel as actionLabel } from '@paydesk/contracts';

const TARGETS: Readonly<Record<string, string>> = {
  user: 'Member',
  member: 'Member',
  company: 'Business',
  session: 'Session',
  'login-challenge': 'Login code',
  wallet: 'Wallet',
  transaction: 'Transaction',
  role: 'Role',
  invite: 'Invitation',
  director: 'Director',
  document: 'Document',
  statement: 'Statement',
  'compliance-submission': 'Verification',
  'support-link': 'Support link',
  operator: 'Operator',
  'operator-session': 'Operator session',
  'operator-login-challenge': 'Operator login code',
  employee: 'Employee',
  'employee-group': 'Group',
  'public-holiday': 'Public holiday',
  'approval-request': 'Approval request',
  'approval-workflow': 'Approval workflow',
  'settlement-account': 'Settlement account',
  'sweep-rule': 'Sweep rule',
  'webhook-endpoint': 'Webhook endpoint',
  'trade-advance': 'Trade advance',
  'stored-file': 'File',
};

const words = (part: string) => part.replace(/[-_]+/g, ' ').trim();
const sentence = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** 'wallet' → 'Wallet'; an unknown kind is spelled out. */
export const targetKindLabel = (type: string) => TARGETS[type] ?? sentence(words(type));

/** The first block of a uuid: enough to tell rows apart; the full id is shown on hover and in the details. */
export const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);
