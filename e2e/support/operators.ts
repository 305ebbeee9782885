// Operators of the console (/ops) are created only from the command line (`npm run ops -- create-operator`): the
// one helper that does it for a journey, on the run's own data directory.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from './env.ts';

export interface NewOperator {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** 'prompt' types the password at the command's prompt (as a person would); 'flag' passes --password. */
  passwordBy?: 'prompt' | 'flag';
}

/** Runs create-operator and returns what it printed; throws with its output when it fails. */
export function createOperator(operator: NewOperator): string {
  const { email, password, firstName, lastName, passwordBy = 'prompt' } = operator;
  const args = ['create-operator', '--email', email, '--first-name', firstName, '--last-name', lastName];
  if (passwordBy === 'flag') args.push('--password', password);
  const result = spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts/ops.mjs'), ...args], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    ...(passwordBy === 'prompt' ? { input: `${password}\n` } : {}),
  });
  if (result.status !== 0) throw new Error(`create-operator failed: ${result.stderr}${result.stdout}`);
  return result.stdout;
}
