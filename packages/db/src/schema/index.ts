export * from './audit.ts';
export * from './auth.ts';
export * from './companies.ts';
export * from './ledger.ts';
export * from './messaging.ts';
export * from './notifications.ts';
export * from './reference.ts';
