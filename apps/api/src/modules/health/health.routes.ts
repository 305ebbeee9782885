import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './health.queries.ts';

const healthResponse = z.object({
  message: z.string(),
  data: z.object({ status: z.string(), database: z.string() }),
});

export function healthRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/health',
      {
        schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } },
        config: { rateLimit: false },
      },
      async (_request, reply) => {
        try {
          await pingDatabase(db);
          return { message: 'OK', data: { status: 'ok', database: 'ok' } };
        } catch {
          return reply
            .status(503)
            .send({ message: 'Unavailable', data: { status: 'degraded', database: 'unreachable' } });
        }
      },
    );
  };
}
