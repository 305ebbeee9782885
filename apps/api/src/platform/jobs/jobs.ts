// Jobs as modules see them: a typed name, a typed payload, and a sender that checks one against the other. The
// runner (job-runner.ts, pg-boss) is built by the composition root; modules define jobs and send them.
//
// A module declares its jobs' payloads by declaration merging, next to its job names:
//   declare module '../../platform/jobs/jobs.ts' {
//     interface JobPayloads { 'wallets.statement': { companyId: string; id: string } }
//   }
// then `defineJob('wallets.statement', (data) => …)` gets that type and `jobs.send('wallets.statement', data)`
// refuses anything else. A job sent with no payload (a cron, a nudge) has a payload whose fields are all optional.

/** Every job's payload, by job name (filled by the modules through declaration merging). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface JobPayloads {}

export type JobName = keyof JobPayloads;
/** The payload of a job sent without one (a cron's, a nudge's). */
export type NoPayload = Record<string, never>;
export type JobPayload<K extends JobName> = JobPayloads[K];

export interface SendOptions {
  /** Run no sooner than this many seconds from now. */
  startAfterSeconds?: number;
}

/** The payload may be left out only when every field of it is optional. */
type SendArgs<K extends JobName> = NoPayload extends JobPayloads[K]
  ? [data?: JobPayloads[K], options?: SendOptions]
  : [data: JobPayloads[K], options?: SendOptions];

/** What modules are given to queue jobs: the payload is checked against the job's declared payload. */
export interface JobSender {
  send<K extends JobName>(name: K, ...args: SendArgs<K>): Promise<void>;
}

export interface JobOptions<T> {
  /** A cron (Africa/Lagos) that sends the job with an empty payload: only for jobs whose payload may be empty. */
  cron?: NoPayload extends T ? string : never;
  /** Retries after the first failure (default 5). */
  retry?: number;
  /** Runs once when the last retry failed too, so the job's subject can be marked failed instead of left running. */
  onExhausted?: (data: T, error: unknown) => Promise<unknown>;
}

/** A job as the runner holds it: its payload type was checked by `defineJob` and by every `send`. */
export interface JobDefinition {
  readonly name: string;
  readonly handler: (data: unknown) => Promise<unknown>;
  readonly cron?: string;
  readonly retryLimit?: number;
  readonly onExhausted?: (data: unknown, error: unknown) => Promise<unknown>;
}

/** One job: its name (declared in `JobPayloads`), its handler of that payload, and when and how often it runs. */
export function defineJob<K extends JobName>(
  name: K,
  handler: (data: JobPayloads[K]) => Promise<unknown>,
  options: JobOptions<JobPayloads[K]> = {},
): JobDefinition {
  // What the queue hands back is what a `send` of this name was given, and that was checked against this type.
  const typed = (data: unknown) => data as JobPayloads[K];
  const { onExhausted } = options;
  return {
    name,
    handler: (data) => handler(typed(data)),
    ...(options.cron === undefined ? {} : { cron: options.cron }),
    ...(options.retry === undefined ? {} : { retryLimit: options.retry }),
    ...(onExhausted
      ? { onExhausted: (data: unknown, error: unknown) => onExhausted(typed(data), error) }
      : {}),
  };
}
