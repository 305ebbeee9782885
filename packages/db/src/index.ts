export * from './client.ts';
export * from './embedded.ts';
export * from './migrate.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export * from './seed.ts';
export * from './unavailable.ts';
export * from './write-clock.ts';
