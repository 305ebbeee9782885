// `npm start`: prepare the database, serve API and web app on one port, run the job workers. `npm start -- --role
// api` serves only the API and web app, `npm start -- --role worker` runs only the job workers (against one
// DATABASE_URL).
// Ctrl-C (or SIGTERM) stops everything, the embedded PostgreSQL included.
import './heap-flags.ts';
import { prepare } from './bootstrap.ts';
import { readEnvConfig, roleFromArgs } from './config.ts';
import { clearServerAddress, recordServerAddress, servedUrl } from './lib/server-address.ts';
import { surviveDatabaseBlips } from './platform/unhandled-rejections.ts';
import { createServer } from './server.ts';

const log = (line: string) => process.stdout.write(`[paydesk] ${line}\n`);
surviveDatabaseBlips(log);

/** A start failure in words: never a bare `undefined`, and the usual causes said plainly. */
function describeStartError(error: unknown, config?: { PORT: number; HOST: string }): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE' && config)
    return `port ${config.PORT} on ${config.HOST} is already in use by another process: stop it, or set PORT to a free port`;
  if (code === 'EACCES' && config)
    return `not allowed to listen on port ${config.PORT}: choose a port above 1023`;
  if (error instanceof Error) return error.stack ?? error.message;
  if (error === undefined || error === null) return 'an unknown error (nothing was reported)';
  return typeof error === 'string' ? error : JSON.stringify(error);
}

let listenConfig: { PORT: number; HOST: string } | undefined;
let stopServer = async () => {};
let stopDatabase = async () => {};

async function main() {
  const role = roleFromArgs(process.argv.slice(2));
  const env = readEnvConfig(role ? { ...process.env, ROLE: role } : process.env);
  const prepared = await prepare(env, log);
  const { config } = prepared;
  stopDatabase = async () => {
    await prepared.embedded?.stop();
  };
  const server = await createServer(config, prepared.databaseUrl);
  stopServer = () => server.close();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      clearServerAddress(config.DATA_DIR);
      await server.close();
      await prepared.embedded?.stop();
    } finally {
      log('stopped');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (config.ROLE !== 'worker') {
    listenConfig = config;
    await server.app.listen({ port: config.PORT, host: config.HOST });
    // With PORT=0 the system picks the port: print (and record for `npm run ops`) the one really served.
    const url = servedUrl(env.PUBLIC_URL, server.app.server.address(), config.PORT);
    recordServerAddress(config.DATA_DIR, url);
    log(`Paydesk is running on ${url}`);
    log(`API docs: ${url}/docs`);
    if (config.devMailbox) log(`Dev mailbox (login codes, confirmation emails): ${url}/dev/mailbox`);
    if (prepared.demo) log(`Demo business login: ${prepared.demo.email} / ${prepared.demo.password}`);
  } else {
    log('worker running (no HTTP: the API is served by --role api processes)');
  }
}

main().catch(async (error) => {
  console.error(`[paydesk] could not start: ${describeStartError(error, listenConfig)}`);
  // Leave no PostgreSQL running behind a failed start, and no job or listener of ours working while it stops.
  await stopServer().catch(() => {});
  await stopDatabase().catch(() => {});
  process.exit(1);
});
