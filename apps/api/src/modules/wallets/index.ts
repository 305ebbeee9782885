// The wallets module's face: its routes and jobs (walletModule, walletJobDefinitions), the funding provider and
// files store it is built with, the dashboard, and the demo seed. Posting goes through modules/ledger.
export { dashboardRoutes } from './dashboard.routes.ts';
export { seedDemoWallets } from './demo-wallets.ts';
export { verifyTransactionPin } from './security/pin.service.ts';
export type { JobSender, WalletDeps } from './wallet-deps.ts';
export {
  createFundingProvider,
  createWalletFiles,
  walletJobDefinitions,
  walletModule,
} from './wallet-module.ts';
