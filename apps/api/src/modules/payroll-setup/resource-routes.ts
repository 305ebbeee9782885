// What the payroll configuration routes files share: the permissions, the tags and the five routes every §7 payroll
// resource has (GET list, POST, POST delete-many, GET/PUT/DELETE {id}), declared from one description per resource.
import {
  deleteManyRequest,
  deleteManyResponse,
  idParams,
  messageOnly,
  payrollSetupListQuery,
} from '@paydesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authOf, type Caller, callerOf, can, errors, errorsWith5xx, security } from '../../http/route-kit.ts';
import { DomainError } from '../../lib/errors.ts';

export const view = can('payroll.setup.view');
export const manage = can('payroll.setup.manage');
export const tags = ['payroll-setup'];

type ListQuery = z.output<typeof payrollSetupListQuery>;

interface Resource {
  label: string;
  paths: { list: string; one: string; deleteMany: string };
  request: z.ZodType;
  updateRequest?: z.ZodType;
  response: z.ZodType;
  listResponse: z.ZodType;
  createdMessage: string;
  deletedMessage: string;
  list(companyId: string, query: ListQuery): Promise<unknown>;
  get(companyId: string, id: string): Promise<unknown>;
  save(caller: Caller, input: never, id?: string): Promise<unknown>;
  remove(caller: Caller, id: string): Promise<void>;
}

export const companyOf = (request: FastifyRequest) => authOf(request).companyId;
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** The five routes every §7 payroll resource has, plus GET {id}. */
export function resourceRoutes(app: FastifyInstance, r: Resource) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = idParams(r.label);
  api.get(
    r.paths.list,
    {
      schema: {
        tags,
        security,
        querystring: payrollSetupListQuery,
        response: { 200: r.listResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({ message: r.label, data: await r.list(companyOf(request), request.query) }),
  );
  api.post(
    r.paths.list,
    {
      schema: { tags, security, body: r.request, response: { 201: r.response, ...errorsWith5xx } },
      config: manage,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ message: r.createdMessage, data: await r.save(callerOf(request), request.body as never) }),
  );
  api.post(
    r.paths.deleteMany,
    {
      schema: { tags, security, body: deleteManyRequest, response: { 200: deleteManyResponse, ...errors } },
      config: manage,
    },
    async (request) => {
      const caller = callerOf(request);
      const result = { deleted: [] as string[], failures: [] as Array<{ id: string; message: string }> };
      // Each record is deleted in its own transaction: one refused (not found, in use) leaves the others deleted.
      for (const id of request.body.ids) {
        try {
          await r.remove(caller, id);
          result.deleted.push(id);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          result.failures.push({ id, message: error.message });
        }
      }
      return { message: r.deletedMessage, data: result };
    },
  );
  api.get(
    r.paths.one,
    { schema: { tags, security, params, response: { 200: r.response, ...errors } }, config: view },
    async (request) => ({ message: r.label, data: await r.get(companyOf(request), idOf(request)) }),
  );
  api.put(
    r.paths.one,
    {
      schema: {
        tags,
        security,
        params,
        body: r.updateRequest ?? r.request,
        response: { 200: r.response, ...errorsWith5xx },
      },
      config: manage,
    },
    async (request) => ({
      message: `${r.label} updated`,
      data: await r.save(callerOf(request), request.body as never, idOf(request)),
    }),
  );
  api.delete(
    r.paths.one,
    { schema: { tags, security, params, response: { 200: messageOnly, ...errors } }, config: manage },
    async (request) => {
      await r.remove(callerOf(request), idOf(request));
      return { message: r.deletedMessage, data: null };
    },
  );
}
