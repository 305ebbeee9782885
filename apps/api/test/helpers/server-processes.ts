// Several real server processes (node scripts/start.mjs) on one database, as a scaled-out deployment runs them:
// each on its own free port with its own environment on top of the shared one, started one after another so that
// only the first applies migrations.
import type { ChildProcess } from 'node:child_process';
import { exited, freePort, isDead, startRealServer } from './crash-server.ts';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  /** Still running (neither exited nor killed). */
  alive(): boolean;
}

export async function startServerProcesses(options: {
  databaseUrl: string;
  dataDir: string;
  appSecret: string;
  /** For every process. */
  env?: Record<string, string>;
  /** One entry per process: its own settings (e.g. `{ ROLE: 'api' }`). */
  processes: Record<string, string>[];
}): Promise<ServerProcess[]> {
  const started: ServerProcess[] = [];
  try {
    for (const own of options.processes) {
      const port = await freePort();
      const child = await startRealServer({
        databaseUrl: options.databaseUrl,
        port,
        dataDir: options.dataDir,
        appSecret: options.appSecret,
        env: { ...options.env, ...own },
      });
      started.push({ child, port, url: `http://127.0.0.1:${port}`, alive: () => !isDead(child) });
    }
    return started;
  } catch (error) {
    await stopServerProcesses(started);
    throw error;
  }
}

/** Kills (SIGKILL) those still running and waits for each to exit. */
export async function stopServerProcesses(processes: ServerProcess[]): Promise<void> {
  await Promise.all(
    processes.map(async ({ child }) => {
      if (!isDead(child)) child.kill('SIGKILL');
      await exited(child);
    }),
  );
}
