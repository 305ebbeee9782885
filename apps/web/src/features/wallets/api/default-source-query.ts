// The member's default source wallet (Settings › Preferences), chosen first when money moves.
export { useDefaultSourceWalletId as useDefaultSourceWallet } from '@/components/wallet-accounts/default-source.ts';
