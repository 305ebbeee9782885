// The audit log page (/audit-logs): filters by member, action and date range, search, pages, one event by id (a
// shared link), CSV export and a check that the hash chain is intact.
import { z } from 'zod';
import { calendarDate, dateRangeInOrder, dateRangeOrder } from './dates.ts';
import { page, success } from './envelope.ts';

export const auditLogEntry = z.object({
  _id: z.string(),
  seq: z.number().int(),
  actor: z.object({ type: z.string(), id: z.string().nullable(), name: z.string().nullable() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }).nullable(),
  outcome: z.enum(['success', 'failure']),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogFilters = z
  .object({
    actorId: z.string().uuid('Choose a member from the list').optional(),
    action: z.string().max(100).optional(),
    outcome: z.enum(['success', 'failure']).optional(),
    /** Business dates in Africa/Lagos, inclusive. */
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    search: z.string().trim().max(100).optional(),
  })
  .refine(dateRangeInOrder, dateRangeOrder);

export const auditLogQuery = z.intersection(
  auditLogFilters,
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
);
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogListResponse = success(page(auditLogEntry));
/** One event by its id (a shared link to an event that is not on the list's page): another business's is a 404. */
export const auditLogParams = z.object({ id: z.string().uuid('Audit event not found') });
export const auditLogEntryResponse = success(auditLogEntry);
export const auditLogFacetsResponse = success(
  z.object({ actions: z.array(z.string()), actors: z.array(z.object({ id: z.string(), name: z.string() })) }),
);
/** `?full=true` re-verifies the chain from its first event instead of from the last verified checkpoint. */
export const auditChainQuery = z.object({
  full: z
    .enum(['true', 'false'], { error: 'full is true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

export const auditChainResponse = success(
  z.object({
    intact: z.boolean(),
    checked: z.number().int(),
    brokenAt: z.number().int().optional(),
    checkedAt: z.string(),
  }),
);

export const AUDIT_LOG_PATHS = {
  list: '/b2b/employer/audit-logs',
  one: (id: string) => `/b2b/employer/audit-logs/${id}`,
  facets: '/b2b/employer/audit-logs/facets',
  export: '/b2b/employer/audit-logs/export',
  verify: '/b2b/employer/audit-logs/verify',
} as const;
