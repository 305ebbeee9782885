// Every authenticated route declares a permission (checked at start-up) and the server enforces it.
import { roleAllows } from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import { Forbidden } from '../lib/errors.ts';
import { addRouteHooks, stepHook } from './route-hooks.ts';

export function registerPermissions(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const config = route.config as { auth?: boolean; permission?: string } | undefined;
    if (config?.auth && !config.permission) {
      throw new Error(`${route.method} ${route.url} requires auth but declares no permission`);
    }
  });
  // onRequest, before the body is parsed and validated: a member without the permission learns nothing about the
  // fields the route expects (issue 9). Added after the auth context's hook, so request.auth is known here.
  addRouteHooks(
    app,
    (route) => {
      const permission = route.config?.permission;
      return permission !== undefined && permission !== 'session';
    },
    {
      onRequest: stepHook((request) => {
        const permission = request.routeOptions.config.permission!;
        const auth = request.auth;
        if (!auth) throw new Forbidden();
        // A list: any one of its permissions will do.
        const allowed =
          typeof permission === 'string'
            ? roleAllows(auth.role, auth.customPermissions, permission)
            : permission.some((p) => roleAllows(auth.role, auth.customPermissions, p));
        if (!allowed) {
          const named = typeof permission === 'string' ? permission : permission.join(' or ');
          throw new Forbidden(`Your role does not allow this (${named}). Ask the business owner for access.`);
        }
      }),
    },
  );
}
