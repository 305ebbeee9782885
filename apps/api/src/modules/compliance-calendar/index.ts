// The compliance calendar's face (issue 28): /api/payroll/compliance (the calendar, its summary for the dashboard,
// one obligation) and the daily reminders job. It reads payroll's runs and remittances through payroll's face and
// the public holidays through payroll-setup's; its only table is compliance_reminders.
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import { calendarRoutes } from './calendar.routes.ts';
import type { CalendarDeps } from './calendar.service.ts';
import { type ReminderDeps, runComplianceReminders } from './reminders.ts';

export { calendar as readComplianceCalendar } from './calendar.service.ts';
export { runComplianceReminders };

export const COMPLIANCE_CALENDAR_JOBS = { reminders: 'payroll.compliance.reminders' } as const;

/** Daily at 07:30 Lagos: the reminders due that day (each once). */
export function complianceCalendarJobDefinitions(deps: ReminderDeps): JobDefinition<never>[] {
  return [
    {
      name: COMPLIANCE_CALENDAR_JOBS.reminders,
      cron: '30 7 * * *',
      handler: async () => void (await runComplianceReminders(deps)),
    },
  ];
}

export function complianceCalendarModule(deps: CalendarDeps) {
  return async (app: FastifyInstance) => {
    await app.register(calendarRoutes(deps), { prefix: '/api' });
  };
}
