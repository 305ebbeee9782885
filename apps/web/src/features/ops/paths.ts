// The operator console's pages.
export const OPS_ROUTES = {
  login: '/ops/login',
  queue: '/ops',
  verification: (id: string) => `/ops/verifications/${id}`,
  businesses: '/ops/businesses',
  inboundTransfers: '/ops/inbound-transfers',
  credit: '/ops/credit',
  trade: '/ops/trade',
  tradeAdvance: (id: string) => `/ops/trade/${id}`,
  reconciliation: '/ops/reconciliation',
} as const;
