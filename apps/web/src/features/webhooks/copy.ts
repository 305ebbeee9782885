// Texts of the webhooks pages (/settings/integrations/webhooks and …/manage).
export const WEBHOOKS_COPY = {
  title: 'Webhooks',
  subtitle:
    'Send signed events to your own systems when money moves, payroll completes or approvals are decided.',
  add: 'Add endpoint',
  loadFailed: 'Webhook endpoints could not be loaded',
  emptyHeader: 'No webhook endpoints yet',
  emptySub: 'Add an endpoint to receive events from Paydesk in your own systems.',
  columns: { url: 'Endpoint', events: 'Events', status: 'Status', lastDelivery: 'Last delivery' },
  status: { enabled: 'Enabled', disabled: 'Disabled' },
  noDelivery: 'None yet',
  actionsLabel: 'Endpoint actions',
  manage: 'Manage',
  enable: 'Enable',
  disable: 'Disable',
  delete: 'Delete',
  cancel: 'Cancel',
  disableTitle: 'Disable endpoint',
  disableQuestion: (url: string) => `Stop sending events to ${url}? You can enable it again later.`,
  deleteTitle: 'Delete endpoint',
  deleteQuestion: (url: string) =>
    `Delete the endpoint ${url}? Events stop at once and its delivery log is no longer shown.`,
} as const;

/** The signature recipe under the endpoints (issue 29: the recipe is on the page, not in a repository path). */
export const RECIPE_COPY = {
  title: 'Verify the signature',
  header: 'Every delivery is a POST with a JSON body and the header',
  how: 'The signature is the hex HMAC-SHA256 of "<t>.<raw body>", keyed with the endpoint’s signing secret (whsec_…). Compute it over the raw body exactly as received, compare in constant time, and refuse a timestamp more than 5 minutes old so a captured request cannot be replayed.',
  raw: 'Read the body raw for this route (for example express.raw in Express, request.get_data() in Flask) before parsing the JSON; use the event’s id to ignore duplicates.',
  node: 'Node.js',
  python: 'Python',
  copy: (language: string) => `Copy ${language} code`,
  copied: 'Copied',
  codeLabel: (language: string) => `${language} signature check`,
} as const;

export const MANAGE_COPY = {
  createTitle: 'Add webhook endpoint',
  editTitle: 'Manage webhook endpoint',
  back: 'Back to webhooks',
  url: 'Endpoint URL',
  urlHint: 'An https:// address of your server that accepts POST requests with a JSON body.',
  description: 'Description',
  descriptionHint: 'Optional: what this endpoint is for.',
  events: 'Events to send',
  save: 'Save changes',
  create: 'Add endpoint',
  notFound: 'This webhook endpoint does not exist, or it was deleted.',
  secretTitle: 'Signing secret',
  secretShownOnce:
    'Copy this secret now: it is shown only once. Use it to verify the Paydesk-Signature header.',
  secretPrefix: (prefix: string) => `Secret starting ${prefix}…`,
  roll: 'Roll secret',
  rollTitle: 'Roll signing secret',
  rollQuestion:
    'A new secret signs every event from now on; the current one stops working at once. Continue?',
  copy: 'Copy',
  copied: 'Copied',
  done: 'I have saved it',
  sendTest: 'Send test event',
  disabledBecause: (reason: string) => `Disabled: ${reason}`,
} as const;

export const LOG_COPY = {
  title: 'Delivery log',
  loadFailed: 'Deliveries could not be loaded',
  emptyHeader: 'No deliveries yet',
  emptySub: 'Send a test event to see a delivery here.',
  columns: {
    event: 'Event',
    status: 'Response',
    attempt: 'Attempt',
    duration: 'Duration',
    time: 'Time',
  },
  replay: 'Replay',
  outcomeFilter: 'Outcome',
  anyOutcome: 'All outcomes',
  succeeded: 'Succeeded',
  failed: 'Failed',
  eventFilter: 'Event',
  anyEvent: 'All events',
  noResponse: 'No response',
  retryAt: (time: string) => `Retry at ${time}`,
  trigger: { automatic: '', replay: 'Replay', test: '' },
} as const;

export const WEBHOOK_TOASTS = {
  created: 'Webhook endpoint added',
  saved: 'Webhook endpoint saved',
  enabled: 'Webhook endpoint enabled',
  disabled: 'Webhook endpoint disabled',
  deleted: 'Webhook endpoint deleted',
  rolled: 'A new signing secret was made',
  testOk: (status: number | null) => `Test event delivered (${status})`,
  testFailed: (why: string) => `Test event not delivered: ${why}`,
  replayOk: (status: number | null) => `Delivery sent again (${status})`,
  replayFailed: (why: string) => `Replay not delivered: ${why}`,
} as const;
