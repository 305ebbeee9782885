// The wallets module's face: its routes and jobs (walletModule, walletJobDefinitions), the funding provider and
// files store it is built with, the dashboard, the demo seed, and the business's wallets (settings name a default
// source wallet). Posting goes through modules/ledger.

// What payments (and later bills, recurring transfers, payroll) reuse to debit a wallet: the PIN check, the limits,
// the wallet of a business or of an account number, and the history lines people read (written only by ledger
// movements).
export {
  companyName,
  findWalletByAccountNumber,
  findWallets,
  getWallet,
  type WalletRow,
} from './accounts/accounts.queries.ts';
export { bankOf, ensureMainWallet, getWalletDetails, listWallets } from './accounts/accounts.service.ts';
export { dashboardRoutes } from './dashboard.routes.ts';
export { seedDemoWallets } from './demo-wallets.ts';
export { assertWithinLimits, assertWithinLimitsEach } from './security/limits.service.ts';
export { verifyTransactionPin } from './security/pin.service.ts';
export { getTransaction, listTransactions } from './transactions/transactions.queries.ts';
export type { WalletDeps } from './wallet-deps.ts';
export { LimitExceeded } from './wallet-errors.ts';
export {
  createFundingProvider,
  createWalletFiles,
  walletJobDefinitions,
  walletModule,
} from './wallet-module.ts';
