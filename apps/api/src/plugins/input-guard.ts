// PostgreSQL text and jsonb cannot hold U+0000, so a NUL anywhere in a request is refused as bad input (architecture
// rule 13) before it can reach a query and fail there as a 5xx. Runs after the envelope is decrypted.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationFailed } from '../lib/errors.ts';
import { addRouteHooks } from './route-hooks.ts';

const NOT_ALLOWED = 'Contains a character that is not allowed';

function fieldsWithNul(value: unknown, root: string): string[] {
  const found: string[] = [];
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(path);
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current))
        pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return found;
}

/** Added to every route after the envelope's hook, so it reads the decrypted body. */
export function registerInputGuard(app: FastifyInstance) {
  addRouteHooks(app, () => true, { preValidation: guard });
}

function guard(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) {
  const fields = [
    ...fieldsWithNul(request.body, ''),
    ...fieldsWithNul(request.query, ''),
    ...fieldsWithNul(request.params, ''),
  ];
  done(
    fields.length > 0
      ? new ValidationFailed(Object.fromEntries(fields.map((f) => [f || 'body', [NOT_ALLOWED]])))
      : undefined,
  );
}
