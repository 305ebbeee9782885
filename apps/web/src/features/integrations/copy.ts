// Texts of the integrations pages (Settings → Integrations): the index, API keys and the key form.
import { API_KEY_MESSAGES } from '@paydesk/contracts';

export const INTEGRATIONS_ROUTES = {
  index: '/settings/integrations',
  apiKeys: '/settings/integrations/api-keys',
  manageApiKey: (id?: string) =>
    id
      ? `/settings/integrations/api-keys/manage?id=${encodeURIComponent(id)}`
      : '/settings/integrations/api-keys/manage',
  webhooks: '/settings/integrations/webhooks',
  docs: '/developers/api',
} as const;

export const INTEGRATIONS_COPY = {
  title: 'Integrations',
  subtitle: 'Connect your own systems to Paydesk.',
  apiKeysCard: {
    title: 'API keys',
    body: 'Let your accounting, ERP or HR systems read balances and transactions and send transfers through the Paydesk API.',
    action: 'Manage API keys',
  },
  webhooksCard: {
    title: 'Webhooks',
    body: 'Have Paydesk tell your systems when transfers settle, payroll completes, wallets are funded and more.',
    action: 'Manage webhooks',
  },
  docsLink: 'Read the API documentation',
} as const;

export const API_KEYS_COPY = {
  title: 'API keys',
  subtitle: 'Keys your systems use to call the Paydesk API. Only the business owner can manage them.',
  create: 'Create API key',
  back: 'Integrations',
  columns: {
    name: 'Name',
    scopes: 'Scopes',
    lastUsed: 'Last used',
    expiry: 'Expires',
    status: 'Status',
    actions: 'Actions',
  },
  scopesCount: (n: number) => (n === 1 ? '1 scope' : `${n} scopes`),
  never: 'Never',
  noExpiry: 'No expiry',
  status: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
  edit: 'Edit',
  rotate: 'Rotate',
  revoke: 'Revoke',
  emptyHeader: 'No API keys yet',
  empty: 'Create a key to let your own systems use the Paydesk API.',
  revokeTitle: 'Revoke API key',
  revokeQuestion: (name: string) =>
    `Revoke "${name}"? Systems using it stop working at once. This cannot be undone.`,
  rotateTitle: 'Rotate API key',
  rotateQuestion: (name: string) =>
    `Give "${name}" a new secret? The current secret stops working at once; update your systems with the new one.`,
  revoked: API_KEY_MESSAGES.revoked,
  rotated: API_KEY_MESSAGES.rotated,
} as const;

export const API_KEY_FORM_COPY = {
  createTitle: 'Create API key',
  editTitle: 'Edit API key',
  subtitle: 'Give the key only the scopes your system needs.',
  name: 'Name',
  namePlaceholder: 'e.g. Accounting sync',
  scopes: 'Scopes',
  scopesHint: 'What the key may do through the API.',
  selectAll: 'Select all',
  allowedIps: 'IP allow-list (optional)',
  allowedIpsHint:
    'One address or range per line, e.g. 203.0.113.7 or 203.0.113.0/24. Empty allows any address.',
  expiresOn: 'Expires on (optional)',
  expiresOnHint: 'The key works until the end of this day (Lagos time). Empty means it does not expire.',
  save: 'Save changes',
  create: 'Create key',
  cancel: 'Cancel',
  saved: API_KEY_MESSAGES.updated,
  notFound: 'This API key was not found.',
  revokedNote: 'This key is revoked and can no longer be changed.',
} as const;

export const SECRET_DIALOG_COPY = {
  createdTitle: 'Your new API key',
  rotatedTitle: 'Your new API key secret',
  warning: API_KEY_MESSAGES.secretOnce,
  hint: 'Store it somewhere safe, such as your server’s secret manager. Paydesk keeps only a fingerprint of it.',
  copy: 'Copy secret',
  copied: 'Copied',
  done: 'I have copied it',
  usage: 'Send it as: Authorization: Bearer <secret>',
} as const;
