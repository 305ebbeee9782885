// pg-boss: durable queues in the same PostgreSQL. API processes send; worker processes (ROLE=worker|all) work.
import PgBoss from 'pg-boss';
import type { JobDefinition, JobSender, SendOptions } from './jobs.ts';

export type { JobDefinition, JobSender, SendOptions } from './jobs.ts';

/** The running queue: a sender for the process, and its stop. */
export interface JobRunner extends JobSender {
  stop(): Promise<void>;
}

export async function startJobRunner(options: {
  connectionString: string;
  definitions: JobDefinition[];
  work: boolean;
  pollSeconds: number;
  onError: (error: unknown) => void;
}): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: 4,
    schedule: options.work,
    supervise: options.work,
  });
  boss.on('error', options.onError);
  await boss.start();
  // A worker fetches when woken and every `pollSeconds` otherwise. It is woken by a send from this process (a job
  // someone waits on starts at once) and after each job it ran (a backlog drains back to back, where pg-boss would
  // wait a whole interval between jobs); the interval only finds what other processes, retries, delayed sends and
  // schedules queued. Idle, each queue's poll is a query: at 0.5 s, 30 queues cost a server and its PostgreSQL
  // about a tenth of a core.
  const workers = new Map<string, string>();
  for (const definition of options.definitions) {
    await boss.createQueue(definition.name, {
      name: definition.name,
      retryLimit: definition.retryLimit ?? 5,
      retryBackoff: true,
    });
    if (!options.work) continue;
    const workerId = await boss.work(
      definition.name,
      { pollingIntervalSeconds: options.pollSeconds, batchSize: 1, includeMetadata: true },
      async (jobs) => {
        try {
          for (const job of jobs) {
            try {
              await definition.handler(job.data);
            } catch (error) {
              if (definition.onExhausted && job.retryCount >= job.retryLimit)
                await definition.onExhausted(job.data, error).catch(options.onError);
              throw error;
            }
          }
        } finally {
          // Another may be waiting: fetch again now rather than after the interval.
          boss.notifyWorker(workerId);
        }
      },
    );
    workers.set(definition.name, workerId);
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'Africa/Lagos' });
  }
  const runner = {
    async send(name: string, data: object = {}, options: SendOptions = {}) {
      await boss.send(
        name,
        data,
        options.startAfterSeconds ? { startAfter: Math.ceil(options.startAfterSeconds) } : {},
      );
      const workerId = workers.get(name);
      if (workerId && !options.startAfterSeconds) boss.notifyWorker(workerId);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
  return runner;
}
