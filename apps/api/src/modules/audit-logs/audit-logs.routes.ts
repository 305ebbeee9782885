import { Readable } from 'node:stream';
import {
  AUDIT_LOG_PATHS,
  auditActionLabel,
  auditChainQuery,
  auditChainResponse,
  auditLogEntryResponse,
  auditLogFacetsResponse,
  auditLogFilters,
  auditLogListResponse,
  auditLogParams,
  auditLogQuery,
  errorResponse,
  lagosIso,
} from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, exportName, security, sendDownload } from '../../http/route-kit.ts';
import { csvRow, primed } from '../../lib/csv.ts';
import { NotFound } from '../../lib/errors.ts';
import { verifyAuditChain } from '../../platform/audit/audit.service.ts';
import {
  actorLabel,
  auditFacets,
  findAuditEvent,
  listAuditEvents,
  streamAuditEvents,
} from '../../platform/audit/audit-events.queries.ts';

export function auditLogRoutes(deps: { db: Database }) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const config = { auth: true, permission: 'audit-logs.view' } as const;
    const tags = ['audit-logs'];

    api.get(
      AUDIT_LOG_PATHS.list,
      {
        schema: {
          tags,
          security,
          querystring: auditLogQuery,
          response: { 200: auditLogListResponse, '4xx': errorResponse },
        },
        config,
      },
      async (request) => ({
        message: 'Audit logs',
        data: await listAuditEvents(deps.db, authOf(request).companyId, request.query),
      }),
    );

    api.get(
      AUDIT_LOG_PATHS.facets,
      { schema: { tags, security, response: { 200: auditLogFacetsResponse, '4xx': errorResponse } }, config },
      async (request) => ({
        message: 'Audit log filters',
        data: await auditFacets(deps.db, authOf(request).companyId),
      }),
    );

    api.get(
      AUDIT_LOG_PATHS.verify,
      {
        schema: {
          tags,
          security,
          querystring: auditChainQuery,
          description:
            'Verifies the events written since the last verified checkpoint (in pages); `full=true` verifies from the first event.',
          response: { 200: auditChainResponse, '4xx': errorResponse },
        },
        config,
      },
      async (request) => {
        const check = await verifyAuditChain(deps.db, authOf(request).companyId, {
          full: request.query.full,
        });
        return {
          message: check.intact ? 'The audit log is intact' : 'The audit log has been altered',
          data: { ...check, checkedAt: new Date().toISOString() },
        };
      },
    );

    // One event (a shared link whose event is not on the list's page). Static paths (facets, verify, export) win
    // over this one in the router.
    api.get(
      AUDIT_LOG_PATHS.one(':id'),
      {
        schema: {
          tags,
          security,
          params: auditLogParams,
          response: { 200: auditLogEntryResponse, '4xx': errorResponse },
        },
        config,
      },
      async (request) => {
        const entry = await findAuditEvent(deps.db, authOf(request).companyId, request.params.id);
        if (!entry) throw new NotFound('Audit event');
        return { message: 'Audit event', data: entry };
      },
    );

    api.get(
      AUDIT_LOG_PATHS.export,
      {
        schema: {
          tags,
          security,
          querystring: auditLogFilters,
          description: 'CSV of the matching events, oldest first: each action in words and as its code.',
        },
        config,
      },
      async (request, reply) => {
        const companyId = authOf(request).companyId;
        // The file is named with every filter, the member by name (an id says nothing to whoever opens the file).
        const { actorId, ...named } = request.query;
        const member = actorId ? await actorLabel(deps.db, companyId, actorId) : undefined;
        const batches = await primed(streamAuditEvents(deps.db, companyId, request.query));
        async function* lines() {
          yield csvRow([
            'Date (Lagos)',
            'Member',
            'Action',
            'Action code',
            'Outcome',
            'Target',
            'IP address',
            'User agent',
            'Event id',
            'Sequence',
          ]);
          for await (const batch of batches) {
            yield batch
              .map((e) =>
                csvRow([
                  lagosIso(e.createdAt),
                  e.actorLabel ?? e.actorType,
                  auditActionLabel(e.action),
                  e.action,
                  e.outcome,
                  e.targetType ? `${e.targetType}:${e.targetId}` : '',
                  e.ip,
                  e.userAgent,
                  e.id,
                  e.seq,
                ]),
              )
              .join('');
          }
        }
        return sendDownload(reply, {
          stream: Readable.from(lines()),
          name: exportName('audit-logs', { ...named, member }, 'csv'),
          type: 'text/csv; charset=utf-8',
        });
      },
    );
  };
}
