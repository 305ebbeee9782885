// The entry of a table reader's worker thread. First it lowers its CPU priority (on Linux the nice value is per
// thread, and threads it starts inherit it: tsx's loader thread too), so the API's event loop goes first when the
// cores are busy. Then it loads the reader, TypeScript through tsx as the app itself is (scripts/start.mjs):
// module hooks of the main thread do not reach a worker.
import os from 'node:os';

try {
  if (process.platform === 'linux') os.setPriority(0, 10);
} catch {
  // Not allowed here: the reader runs at the API's priority.
}
const { register } = await import('tsx/esm/api');
register();
await import('./table-worker.ts');
