// The platform's own part of the module list (decision 0024): the mail outbox's delivery, the audit chains' nightly
// check and the watch on other processes' writes, plugged in like any module's jobs and connections.
import type { Database } from '@paydesk/db';
import { writeClockOf } from '@paydesk/db';
import { AUDIT_FULL_VERIFY_JOB, verifyEveryChainFully } from './audit/audit.service.ts';
import { defineJob } from './jobs/jobs.ts';
import { MAIL_DELIVER_JOB, type Mailer } from './mail/mail.service.ts';
import { defineModule, type ReportError } from './modules/define-module.ts';
import { watchWrites } from './read-cache.ts';

interface PlatformDeps {
  db: Database;
  databaseUrl: string;
  mailer: Mailer;
  reportError: ReportError;
}

export const platformModule = defineModule<PlatformDeps>({
  name: 'platform',
  jobs: ({ db, mailer }) => [
    // Sent after every commit that wrote a message; the minute cron sweeps anything a crash left behind.
    defineJob(MAIL_DELIVER_JOB, () => mailer.deliverPending(), { cron: '* * * * *' }),
    // Nightly, 02:45 Lagos: the incremental check cannot see a change before its checkpoint; this can.
    defineJob(AUDIT_FULL_VERIFY_JOB, () => verifyEveryChainFully(db), { cron: '45 2 * * *' }),
  ],
  // Writes by other processes reach the kept answers' clock (this process's own writes move it directly).
  listen: ({ db, databaseUrl, reportError }) =>
    watchWrites(databaseUrl, writeClockOf(db)!, reportError('write listener error')),
});
