// `npm run ops -- <command> …`: operator commands, against the same database as `npm start` — DATABASE_URL when
// set; otherwise the embedded PostgreSQL under DATA_DIR, reached while `npm start` runs it or started for the command.
//
//   npm run ops -- create-operator --email ada@paydesk.ng --first-name Ada --last-name Obi [--password …]
//   npm run ops -- citus-plan
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { email as emailSchema, password as passwordSchema } from '@paydesk/contracts';
import { createDb, runMigrations } from '@paydesk/db';
import { citusPlan } from '@paydesk/db/distribution';
import { prepare } from './bootstrap.ts';
import { readEnvConfig } from './config.ts';
import { DomainError } from './lib/errors.ts';
import { isCommonPassword } from './lib/passwords.ts';
import { runningServerAddress, servedUrl } from './lib/server-address.ts';
import { createOperator } from './modules/ops/index.ts';

const USAGE = `Usage: npm run ops -- <command> [options]

Commands:
  create-operator --email <email> --first-name <name> --last-name <name> [--password <password>]
      Creates an operator of the console at /ops. Without --password, the password is asked for
      (or read from the first line of standard input when it is not a terminal).
  citus-plan
      Prints the statements that place the migrated schema on a Citus coordinator, in order
      (docs/scale-out.md). Reads no database.
`;

/** Where a command writes its lines: standard output by default; a test may collect them instead. */
let out = (line: string) => {
  process.stdout.write(`${line}\n`);
};

class UsageError extends Error {}

/** The embedded cluster `npm start` is running on this DATA_DIR, if any: its postmaster.pid names the port. */
function runningEmbeddedUrl(dataDir: string): string | null {
  const root = path.resolve(dataDir, 'postgres');
  const pidFile = path.join(root, 'cluster', 'postmaster.pid');
  const secretFile = path.join(root, 'superuser-password');
  if (!existsSync(pidFile) || !existsSync(secretFile)) return null;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  const password = readFileSync(secretFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/paydesk`;
}

/** Runs `work` with a database URL, starting (and afterwards stopping) embedded PostgreSQL only when needed. */
async function withDatabase<T>(work: (url: string, publicUrl: string) => Promise<T>): Promise<T> {
  const env = readEnvConfig({ ...process.env, SEED_DEMO: process.env.SEED_DEMO ?? 'false' });
  // The address `npm start` really serves on when it runs on this DATA_DIR; else what it would serve on.
  const publicUrl = runningServerAddress(env.DATA_DIR) ?? servedUrl(env.PUBLIC_URL, null, env.PORT);
  const running = env.DATABASE_URL ? null : runningEmbeddedUrl(env.DATA_DIR);
  if (running) {
    await runMigrations(running);
    return work(running, publicUrl);
  }
  const prepared = await prepare(env, () => {});
  try {
    return await work(prepared.databaseUrl, publicUrl);
  } finally {
    await prepared.embedded?.stop();
  }
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    throw new UsageError('No password given: pass --password or type it on standard input.');
  }
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      // Echo nothing while the password is typed.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
        if (s.startsWith(question)) process.stdout.write(question);
      };
      rl.question(question, (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('Password: ');
  const second = await ask('Repeat the password: ');
  if (first !== second) throw new UsageError('The passwords do not match.');
  return first;
}

async function createOperatorCommand(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      password: { type: 'string' },
    },
    strict: true,
  });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message}`);
  const firstName = values['first-name']?.trim();
  const lastName = values['last-name']?.trim();
  if (!firstName) throw new UsageError('--first-name is required');
  if (!lastName) throw new UsageError('--last-name is required');
  const password = values.password ?? (await askPassword());
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) throw new UsageError(checked.error.issues[0]!.message);
  if (isCommonPassword(password))
    throw new UsageError('This password is too common. Choose one that is harder to guess.');
  await withDatabase(async (url, publicUrl) => {
    const handle = createDb(url, { max: 2 });
    try {
      const operator = await createOperator(handle.db, { email: email.data, firstName, lastName, password });
      out(`Operator created: ${operator.firstName} ${operator.lastName} <${operator.email}>`);
      out(`Sign in at ${publicUrl}/ops/login`);
    } finally {
      await handle.close();
    }
  });
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  switch (command) {
    case 'create-operator':
      await createOperatorCommand(rest);
      return;
    case 'citus-plan':
      for (const statement of citusPlan()) out(statement);
      return;
    case undefined:
    case 'help':
    case '--help':
      out(USAGE);
      return;
    default:
      throw new UsageError(`Unknown command '${command}'.\n\n${USAGE}`);
  }
}

/**
 * Runs one command (`argv` as after `npm run ops --`), its lines to `io` (standard output and error by default);
 * answers the exit status: 0, or 1 with the reason on `io.err` (a known refusal as its message, else the stack).
 * scripts/ops.mjs exits with it; a test may call it in-process to read a refusal's message.
 */
export async function runOps(
  argv: string[],
  io: { out?: (text: string) => void; err?: (text: string) => void } = {},
): Promise<number> {
  const err = io.err ?? ((text: string) => process.stderr.write(text));
  const previous = out;
  if (io.out) {
    const write = io.out;
    out = (line) => write(`${line}\n`);
  }
  try {
    await main(argv);
    return 0;
  } catch (error) {
    const known =
      error instanceof UsageError ||
      error instanceof DomainError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    err(`${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`);
    return 1;
  } finally {
    out = previous;
  }
}
