// How a process logs the errors of its parts (jobs, effects after commit, listeners): database shutdowns and blips
// are told apart from real failures, so a stop or a failover does not read as an alarm.
import { isDatabaseUnavailable } from '@paydesk/db';
import type { Logger } from 'pino';
import type { ReportError } from './modules/define-module.ts';

/** Ctrl-C reaches the embedded PostgreSQL too, which ends our connections first: that is not an error. */
const isDatabaseShutdown = (error: unknown) => (error as { code?: string } | null)?.code === '57P01';

export function errorReporter(logger: Logger): ReportError {
  return (message) => (error) => {
    if (isDatabaseShutdown(error)) logger.debug(`${message}: database connection closed by shutdown`);
    // A blip (a restart, a failover): worth a line, not an alarm; what failed is tried again.
    else if (isDatabaseUnavailable(error)) logger.warn({ err: error }, `${message}: database unavailable`);
    else logger.error({ err: error }, message);
  };
}
