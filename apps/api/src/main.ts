// `npm start`: prepare the database, serve API and web app on one port, run the job workers.
// Ctrl-C (or SIGTERM) stops everything, the embedded PostgreSQL included.
import { prepare } from './bootstrap.ts';
import { readEnvConfig } from './config.ts';
import { createServer } from './server.ts';

const log = (line: string) => process.stdout.write(`[paydesk] ${line}\n`);

async function main() {
  const env = readEnvConfig();
  const prepared = await prepare(env, log);
  const { config } = prepared;
  const server = await createServer(config, prepared.databaseUrl);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
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
    await server.app.listen({ port: config.PORT, host: config.HOST });
    log(`Paydesk is running on ${config.PUBLIC_URL}`);
    log(`API docs: ${config.PUBLIC_URL}/docs`);
    if (config.devMailbox)
      log(`Dev mailbox (login codes, confirmation emails): ${config.PUBLIC_URL}/dev/mailbox`);
    if (prepared.demo) log(`Demo business login: ${prepared.demo.email} / ${prepared.demo.password}`);
  } else {
    log('worker running');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
