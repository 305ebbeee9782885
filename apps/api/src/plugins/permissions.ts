// Every authenticated route declares a permission (checked at start-up) and the server enforces it.
import { permissionsOfRole } from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import { Forbidden } from '../lib/errors.ts';

export function registerPermissions(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const config = route.config as { auth?: boolean; permission?: string } | undefined;
    if (config?.auth && !config.permission) {
      throw new Error(`${route.method} ${route.url} requires auth but declares no permission`);
    }
  });
  app.addHook('preHandler', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'session') return;
    const auth = request.auth;
    if (!auth) throw new Forbidden();
    if (!permissionsOfRole(auth.role, auth.customPermissions).has(permission)) {
      throw new Forbidden(
        `Your role does not allow this (${permission}). Ask the business owner for access.`,
      );
    }
  });
}
