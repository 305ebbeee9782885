export * from './audit-logs.ts';
export * from './auth.ts';
export * from './cipher.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './notifications.ts';
export * from './permissions.ts';
