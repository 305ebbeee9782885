// Hooks that only matter for routes declaring a feature (auth, an API key, a permission, encryption, a limit) are
// added to those routes alone as they are registered, instead of running on every request to return early, and a
// hook whose work is usually synchronous stays so: an async hook costs every request a promise and a turn of the
// microtask queue (decision 0016). Route hooks run after the app's own, in the order they were added here.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preValidation' | 'onSend' | 'onResponse';

type Hooks = Partial<Record<HookName, unknown>>;

/** Adds hooks (the same for each, or made for each route) to every route registered from now on where `when` holds. */
export function addRouteHooks(
  app: FastifyInstance,
  when: (route: RouteOptions) => boolean,
  hooks: Hooks | ((route: RouteOptions) => Hooks),
) {
  app.addHook('onRoute', (route) => {
    if (!when(route)) return;
    const options = route as unknown as Record<HookName, unknown>;
    const added = typeof hooks === 'function' ? hooks(route) : hooks;
    for (const [name, hook] of Object.entries(added) as [HookName, unknown][]) {
      const current = options[name];
      options[name] = current === undefined ? [hook] : [current, hook].flat();
    }
  });
}

type Step = (request: FastifyRequest, reply: FastifyReply) => void | Promise<void>;

/**
 * An onRequest or preValidation hook from a step that may or may not need to wait: the request goes on at once
 * when the step returns nothing, and when its promise settles otherwise. A throw or a rejection is the request's
 * error.
 */
export function stepHook(step: Step) {
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    let pending: void | Promise<void>;
    try {
      pending = step(request, reply);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (pending) pending.then(() => done(), done);
    else done();
  };
}

/** The methods a route answers, as one list. */
export const methodsOf = (route: RouteOptions): string[] => [route.method].flat();
