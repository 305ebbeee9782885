import { describe, expect, it } from 'vitest';
import { readEnvConfig, roleFromArgs } from './config.ts';

describe('--role', () => {
  it('reads --role api, --role=worker, and nothing without the flag', () => {
    expect(roleFromArgs(['--role', 'api'])).toBe('api');
    expect(roleFromArgs(['--port', '1', '--role=worker'])).toBe('worker');
    expect(roleFromArgs([])).toBeUndefined();
    expect(() => roleFromArgs(['--role'])).toThrow(/needs a value/);
  });

  it('overrides ROLE, and a wrong role is refused like a wrong ROLE', () => {
    const env: NodeJS.ProcessEnv = { ROLE: 'all' };
    expect(readEnvConfig({ ...env, ROLE: roleFromArgs(['--role', 'api']) }).ROLE).toBe('api');
    expect(readEnvConfig({}).ROLE).toBe('all');
    expect(() => readEnvConfig({ ROLE: roleFromArgs(['--role', 'web']) })).toThrow(/ROLE/);
  });
});
