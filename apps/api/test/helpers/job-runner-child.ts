// A job runner in a process of its own, driven through stdin by job-runner-blip.test.ts: `node --import tsx
// job-runner-child.ts <databaseUrl>`. It queues a job that waits for the line `finish`; the line `send` queues one
// that answers at once. It says `working`, `ran <n>`, and what the unhandled-rejection guard of main.ts logs.
import { startJobRunner } from '../../src/platform/jobs/job-runner.ts';
import { defineJob } from '../../src/platform/jobs/jobs.ts';
import { surviveDatabaseBlips } from '../../src/platform/unhandled-rejections.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
surviveDatabaseBlips(say);

let finish = () => {};
const finished = new Promise<void>((resolve) => {
  finish = resolve;
});
const runner = await startJobRunner({
  connectionString: process.argv[2]!,
  definitions: [
    defineJob('blip.probe', async (data) => {
      if (data.wait) {
        say('working');
        await finished;
      } else say(`ran ${data.n}`);
    }),
  ],
  work: true,
  pollSeconds: 0.5,
  onError: () => {},
});
declare module '../../src/platform/jobs/jobs.ts' {
  interface JobPayloads {
    'blip.probe': { wait?: boolean; n?: number };
  }
}

process.stdin.setEncoding('utf8').on('data', (chunk: string) => {
  for (const line of chunk.split('\n')) {
    if (line === 'finish') finish();
    if (line === 'send') void runner.send('blip.probe', { n: 2 }).catch(() => say('send failed'));
  }
});
await runner.send('blip.probe', { wait: true });
