// pg-boss: durable queues in the same PostgreSQL. API processes send; worker processes (ROLE=worker|all) work.
import PgBoss from 'pg-boss';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobDefinition<T = unknown> {
  name: string;
  handler: JobHandler<T>;
  /** A cron (Africa/Lagos) that sends the job with empty data, as a backstop or a daily task. */
  cron?: string;
  retryLimit?: number;
  /** Runs once when the last retry failed too, so the job's subject can be marked failed instead of left running. */
  onExhausted?: (data: T, error: unknown) => Promise<void>;
  /**
   * A job someone waits on (a bulk upload's progress page): when this process works the queue, sending it wakes the
   * worker at once instead of at its next poll (up to JOB_POLL_SECONDS later).
   */
  wakeOnSend?: boolean;
}

export interface SendOptions {
  /** Run no sooner than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface JobRunner {
  send(name: string, data?: object, options?: SendOptions): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobRunner(options: {
  connectionString: string;
  definitions: JobDefinition<never>[];
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
            await definition.handler(job.data as never);
          } catch (error) {
            if (definition.onExhausted && job.retryCount >= job.retryLimit)
              await definition.onExhausted(job.data as never, error).catch(options.onError);
            throw error;
          }
        }
      },
    );
    if (definition.wakeOnSend) wakeable.set(definition.name, workerId);
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'Africa/Lagos' });
  }
  return {
    async send(name, data = {}, options = {}) {
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
}
