// What other parts of the app compose from the wallets feature: the transaction PIN panel of Login & Security.
export { TransactionPinPanel } from './components/pin-panel.tsx';
