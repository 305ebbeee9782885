// A promise nobody waits on that fails because the database is away must not end the process. pg-boss 10 completes
// or fails each job it ran without waiting on the statement (timgit/pg-boss#577): a job finishing during a restart
// or a failover rejected with nobody listening, and Node ends a process on an unhandled rejection. Such a rejection
// is logged instead (the job's state is settled when it expires and is retried); any other still ends the process.
import { isDatabaseUnavailable } from '@paydesk/db';

export function surviveDatabaseBlips(warn: (line: string) => void): void {
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    warn(`database unavailable, a background statement failed: ${message}`);
  });
}
