// The compliance calendar's face (issue 28): /api/payroll/compliance (the calendar, its summary for the dashboard,
// one obligation), the obligations not met yet (unpaidObligations, for the dashboard's week) and the daily
// reminders job. It reads payroll's runs and remittances through payroll's face and
// the public holidays through payroll-setup's; its only table is compliance_reminders.
import { defineJob, type JobDefinition, type NoPayload } from '../../platform/jobs/jobs.ts';
import { apiRoutes, defineModule, type ReportError } from '../../platform/modules/define-module.ts';
import { calendarRoutes } from './calendar.routes.ts';
import type { CalendarDeps } from './calendar.service.ts';
import { type ReminderDeps, runComplianceReminders } from './reminders.ts';

export { calendar as readComplianceCalendar, unpaidObligations } from './calendar.service.ts';
export { runComplianceReminders };

export const COMPLIANCE_CALENDAR_JOBS = { reminders: 'payroll.compliance.reminders' } as const;

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'payroll.compliance.reminders': NoPayload;
  }
}

/** Daily at 07:30 Lagos: the reminders due that day (each once). */
export function complianceCalendarJobDefinitions(deps: ReminderDeps): JobDefinition[] {
  return [
    defineJob(COMPLIANCE_CALENDAR_JOBS.reminders, () => runComplianceReminders(deps), { cron: '30 7 * * *' }),
  ];
}

export const complianceCalendarModule = defineModule<
  CalendarDeps & ReminderDeps & { reportError: ReportError }
>({
  name: 'compliance-calendar',
  routes: ({ db }) => apiRoutes(calendarRoutes({ db })),
  jobs: ({ db, mailer, reportError }) =>
    complianceCalendarJobDefinitions({
      db,
      mailer,
      onEffectError: reportError('compliance reminders failed'),
    }),
});
