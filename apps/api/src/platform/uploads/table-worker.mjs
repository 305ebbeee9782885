// The entry of a table reader's worker thread: the reader is TypeScript, loaded through tsx as the app itself is
// (scripts/start.mjs); module hooks of the main thread do not reach a worker.
import { register } from 'tsx/esm/api';

register();
await import('./table-worker.ts');
