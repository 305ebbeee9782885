// The modules' routes, registered after the plugins of app.ts from the one context server.ts built (decision 0024).
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from './module-context.ts';
import { MODULES } from './modules.ts';

/** Registers every module's routes, in the order of MODULES. */
export async function registerModules(app: FastifyInstance, context: ModuleContext): Promise<void> {
  for (const module of MODULES) {
    const routes = module.routes?.(context);
    if (routes) await app.register(routes);
  }
}
