// A 500 is logged for the operators with what debugging needs and nothing about the requester: the database
// error's code and its statement with placeholders, never the SQL parameters (an email) (issue 9).
import { AUTH_PATHS } from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ encryption: false, env: { LOG_LEVEL: 'error' } });
  // Every request logger writes to the app logger's destination: capture what it writes.
  const destination = (t.app.log as unknown as Record<symbol, { write: (line: string) => boolean }>)[
    pino.symbols.streamSym
  ]!;
  destination.write = (line: string) => {
    lines.push(line);
    return true;
  };
});
afterAll(() => t.close());

describe('logs of a failed request', () => {
  it('a forced database error answers 500 and logs the error code and the statement, not the email', async () => {
    const email = 'adaeze.private@example.ng';
    // Break the table the request reads, so its query fails in PostgreSQL with the email as a parameter.
    await t.server.database.db.execute(sql`alter table users rename to users_moved_away`);
    try {
      const response = await t.api.send('POST', `/api${AUTH_PATHS.forgotPassword}`, { email });
      expect(response.status).toBe(500);
      expect(JSON.stringify(response.body)).not.toContain(email);
    } finally {
      await t.server.database.db.execute(sql`alter table users_moved_away rename to users`);
    }
    const logged = lines.map(
      (line) => JSON.parse(line) as { msg?: string; err?: { code?: string; statement?: string } },
    );
    const failure = logged.find((entry) => entry.msg === 'request failed');
    expect(failure).toBeDefined();
    expect(failure!.err).toMatchObject({ code: '42P01' });
    expect(failure!.err!.statement).toMatch(/from "users"/i);
    expect(failure!.err!.statement).toMatch(/\$1/);
    expect(lines.join('\n')).not.toContain(email);
    expect(lines.join('\n')).not.toContain('adaeze.private');
  });
});
