// The API's configuration: every environment variable, validated once (architecture rule 15).
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Only this machine by default; set 0.0.0.0 (or an address) to serve a network. */
  HOST: z.string().default('127.0.0.1'),
  /** Where embedded PostgreSQL, generated secrets and files live. */
  DATA_DIR: z.string().default('./data'),
  /** An external PostgreSQL 15+; when unset, embedded PostgreSQL starts under DATA_DIR/postgres. */
  DATABASE_URL: z.string().optional(),
  /**
   * false: the embedded PostgreSQL runs without waiting on the disk (fsync, synchronous_commit and full_page_writes
   * off), for a throwaway cluster such as an e2e run's. A crash of the machine can then lose or corrupt its data
   * (PostgreSQL itself dying loses nothing committed: the data is in the OS's cache). Refused in production.
   */
  EMBEDDED_POSTGRES_DURABLE: bool.default(true),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  /** How long a request waits for a database connection before it answers 503 with Retry-After. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * Sub-accounts of each pooled system account of a business (transfers-out clearing, fees, settlement float,
   * on-demand funding; decision 0023): concurrent postings of one business spread over them. 1 is one row each.
   */
  LEDGER_POOL_SIZE: z.coerce.number().int().min(1).max(256).default(16),
  /** Signs access tokens and keys one-time codes. Generated into DATA_DIR when unset outside production. */
  APP_SECRET: z.string().min(32).optional(),
  /** 64 hex characters; turns the payload envelope of spec §7 on. */
  PAYLOAD_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Set to false to run with the envelope off even where a generated key exists. */
  PAYLOAD_ENCRYPTION: bool.default(true),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(43_200),
  PUBLIC_URL: z.string().url().optional(),
  /** Other addresses the app is opened on (comma-separated origins): a card checkout may return to them. */
  ALLOWED_ORIGINS: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Paydesk <no-reply@paydesk.ng>'),
  HOST_KIND: z.enum(['local', 'develop', 'staging', 'production']).default('production'),
  SUPPORT_EMAIL: z.string().email().default('support@paydesk.ng'),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(600_000),
  IDLE_PROMPT_MS: z.coerce.number().int().min(500).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** all: API and workers in one process; api or worker for separate deployments. */
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** Requests per minute per IP on each sign-in endpoint. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Failed passwords, codes or PINs on one email before it is locked for AUTH_LOCKOUT_MINUTES. */
  AUTH_LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).default(5),
  AUTH_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * API calls a minute per session (authenticated) or per IP (the rest, and calls whose token is refused: missing,
   * bad, expired or of an ended session); pages and assets are never limited.
   */
  GLOBAL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** API calls a minute per business across all its sessions, on top of the per-session limit. */
  BUSINESS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3_000),
  /** Public API (/api/v1) calls a minute per API key; over it the key gets a 429 with Retry-After. */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * Where the rate limits are counted: 'postgres' (every API process takes leases of one budget from the database,
   * so N processes together allow each limit once; decision 0019) or 'memory' (each process counts its own: N
   * processes allow N times each limit; for one process, or to compare).
   */
  RATE_LIMIT_STORE: z.enum(['postgres', 'memory']).default('postgres'),
  /** Account name enquiries a minute and a day per business (both name-enquiry routes together). */
  NAME_ENQUIRY_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  NAME_ENQUIRY_PER_DAY: z.coerce.number().int().min(1).default(300),
  /** Open notification streams (server-sent events) at once per session and per business, in each API process. */
  SSE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).default(5),
  SSE_STREAMS_PER_BUSINESS: z.coerce.number().int().min(1).default(100),
  /**
   * How long a verified session is remembered between calls (0 = look it up on every call). A change made through
   * this process ends it at once; one made by another API process takes effect within this many milliseconds.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
  /**
   * Businesses whose serialized wallet dashboard each API process keeps (0 = rebuild it on every call). A kept
   * answer is served only while a stamp of its inputs, read on every call, is unchanged.
   */
  DASHBOARD_CACHE_ENTRIES: z.coerce.number().int().min(0).default(1_000),
  READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * How often an idle worker looks for jobs queued by other processes, retries, delayed sends and schedules; a send
   * from this process and the end of each job wake it at once (platform/jobs/job-runner.ts).
   */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  WEB_DIST_DIR: z.string().optional(),
  /** Wallets: the bank code and name of the virtual account numbers (NUBAN) the sandbox issues. */
  WALLET_BANK_CODE: z
    .string()
    .regex(/^\d{3}(\d{3})?$/, 'must be 3 or 6 digits')
    .default('999999'),
  WALLET_BANK_NAME: z.string().default('Paydesk Sandbox Bank'),
  /** Signs the funding provider's callbacks; derived from APP_SECRET when unset. */
  FUNDING_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Seconds the sandbox funding provider waits before it sends its callback, like a real rail. */
  FUNDING_CALLBACK_DELAY_SECONDS: z.coerce.number().min(0).default(2),
  /** Signs the banking rail's transfer callbacks; derived from APP_SECRET when unset. */
  BANK_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The sandbox bank's name enquiry answers after this many milliseconds (tests and benches set it low). */
  BANK_NAME_ENQUIRY_DELAY_MS: z.coerce.number().int().min(0).default(100),
  /** Seconds the sandbox bank takes to settle or fail an accepted transfer (its callback follows). */
  BANK_TRANSFER_SETTLE_SECONDS: z.coerce.number().min(0).default(3),
  /** A transfer still accepted or pending this many seconds after it was sent is re-queried at the rail. */
  BANK_TRANSFER_REQUERY_SECONDS: z.coerce.number().min(0).default(120),
  /** Lines of a bulk transfer batch posted per transaction by the batch job. */
  TRANSFER_BATCH_CHUNK: z.coerce.number().int().min(1).max(5000).default(500),
  /** Wrong transaction PINs in a row before the PIN locks, and for how long. */
  PIN_LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).default(5),
  PIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Yield on wallet balances: annual rate in basis points (700 = 7%) and the smallest balance that earns. */
  YIELD_ANNUAL_RATE_BPS: z.coerce.number().int().min(0).max(10_000).default(700),
  YIELD_MINIMUM_BALANCE_KOBO: z.coerce.number().int().min(0).default(1_000_000),
  /** Hours a pending approval request waits for its approvers before it expires. */
  APPROVAL_EXPIRY_HOURS: z.coerce.number().min(0.01).default(72),
  /**
   * Where webhook deliveries may go: 'public' refuses hosts resolving to private, loopback, link-local, CGNAT or
   * unique-local addresses; 'allow-loopback' also lets loopback through, on WEBHOOK_LOOPBACK_PORTS only. Always
   * 'public' in production.
   */
  WEBHOOK_URL_POLICY: z.enum(['public', 'allow-loopback']).optional(),
  /**
   * The loopback ports a webhook may reach under 'allow-loopback' (comma-separated, e.g. `4242,9000`): a local
   * receiver the developer runs. Empty by default, so an endpoint cannot probe the machine's other ports.
   */
  WEBHOOK_LOOPBACK_PORTS: z
    .string()
    .regex(/^\s*(\d{1,5}\s*(,\s*\d{1,5}\s*)*)?$/, 'must be comma-separated ports')
    .default('')
    .transform((v) => (v.trim() ? v.split(',').map((port) => Number(port.trim())) : []))
    .refine((ports) => ports.every((port) => port >= 1 && port <= 65_535), 'ports are 1 to 65535'),
  /** Seconds between the attempts of a failing webhook event (comma-separated; one retry per number). */
  WEBHOOK_RETRY_SCHEDULE_SECONDS: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'must be comma-separated seconds')
    .default('60,300,1800,7200,21600')
    .transform((v) => v.split(',').map(Number)),
  /** Events in a row that failed every attempt before an endpoint is disabled (and its owner emailed). */
  WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(1).default(5),
  /** How long a delivery waits for the endpoint's answer. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
  SEED_DEMO: bool.default(true),
  /**
   * The dev mailbox at /dev/mailbox shows every login code and reset PIN to whoever reaches the port: on by
   * default only when NODE_ENV is development, on in test only when set, never in production.
   */
  DEV_MAILBOX: bool.optional(),
});

export type EnvConfig = z.infer<typeof configSchema>;

/** The resolved configuration the app runs with: secrets filled in, URLs known. */
export interface AppConfig extends Omit<EnvConfig, 'APP_SECRET' | 'PUBLIC_URL' | 'WEBHOOK_URL_POLICY'> {
  APP_SECRET: string;
  WEBHOOK_URL_POLICY: 'public' | 'allow-loopback';
  PUBLIC_URL: string;
  devMailbox: boolean;
}

/**
 * `--role api` / `--role worker` (or `--role=…`) on the command line: the same as ROLE, which it overrides. Without
 * it, ROLE (default all: the API and the workers in one process).
 */
export function roleFromArgs(args: string[]): string | undefined {
  const at = args.findIndex((a) => a === '--role' || a.startsWith('--role='));
  if (at < 0) return undefined;
  const value = args[at]!.includes('=') ? args[at]!.slice('--role='.length) : args[at + 1];
  if (!value) throw new Error('--role needs a value: all, api or worker');
  return value;
}

export function readEnvConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function resolveConfig(
  env: EnvConfig,
  secrets: { appSecret: string; payloadKey?: string },
): AppConfig {
  const payloadKey = env.PAYLOAD_ENCRYPTION ? (env.PAYLOAD_ENCRYPTION_KEY ?? secrets.payloadKey) : undefined;
  return {
    ...env,
    APP_SECRET: env.APP_SECRET ?? secrets.appSecret,
    PAYLOAD_ENCRYPTION_KEY: payloadKey,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    WEBHOOK_URL_POLICY:
      env.NODE_ENV === 'production' ? 'public' : (env.WEBHOOK_URL_POLICY ?? 'allow-loopback'),
    devMailbox: env.NODE_ENV !== 'production' && (env.DEV_MAILBOX ?? env.NODE_ENV === 'development'),
  };
}
