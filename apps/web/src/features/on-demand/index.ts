// What the app composes from on-demand pay outside its own routes.
export { OnDemandTransactions } from './components/on-demand-transactions.tsx';
export { TRANSACTIONS_COPY } from './copy.ts';
