// Payroll runs: the scheduled payrolls (one per pay schedule).
import { z } from 'zod';
import { success } from './envelope.ts';
import { named, uuid } from './payroll-run-shared.ts';

// --- scheduled payroll --------------------------------------------------------------------------------------------

/** A pay schedule that creates and runs its draft N days before pay day and submits it; it never pays by itself. */
export const autoRunRequest = z.strictObject({
  enabled: z.boolean(),
  daysBefore: z
    .number({ error: 'Days before pay day is required' })
    .int()
    .min(1, 'At least 1 day before pay day')
    .max(20, 'At most 20 days before pay day'),
  everyone: z.boolean().default(false),
  pay_group_ids: z
    .array(uuid('Pay group'))
    .max(100)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type AutoRunRequest = z.input<typeof autoRunRequest>;
export const autoRun = z.object({
  paySchedule: named,
  enabled: z.boolean(),
  daysBefore: z.number().int(),
  everyone: z.boolean(),
  payGroups: z.array(named),
  nextPayDate: z.string().nullable(),
  /** When the next draft will be created and run (Africa/Lagos date). */
  nextRunOn: z.string().nullable(),
  lastRun: z.object({ _id: z.string(), periodEnd: z.string() }).nullable(),
});
export type AutoRun = z.infer<typeof autoRun>;
export const autoRunResponse = success(autoRun);
export const autoRunListResponse = success(z.array(autoRun));
