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
  const wakeable = new Map<string, string>();
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
        for (const job of jobs) {
          try {
            await definition.handler(job.data);
          } catch (error) {
            if (definition.onExhausted && job.retryCount >= job.retryLimit)
              await definition.onExhausted(job.data, error).catch(options.onError);
            throw error;
          }
        }
      },
    );
    if (definition.wakeOnSend) wakeable.set(definition.name, workerId);
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'Africa/Lagos' });
  }
  const runner = {
    async send(name: string, data: object = {}, options: SendOptions = {}) {
      await boss.send(
        name,
        data,
        options.startAfterSeconds ? { startAfter: Math.ceil(options.startAfterSeconds) } : {},
      );
      const workerId = wakeable.get(name);
      if (workerId && !options.startAfterSeconds) boss.notifyWorker(workerId);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
  return runner;
}
