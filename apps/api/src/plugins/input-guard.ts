// Text PostgreSQL cannot store is refused as bad input (architecture rule 13) before it can reach a query and fail
// there as a 5xx: U+0000, which text and jsonb cannot hold, and a lone UTF-16 surrogate (`"\ud800"` in JSON), which
// jsonb refuses and text would store as U+FFFD. Every string of the body, query and params is checked, and every key
// (a body's keys become jsonb keys in audit metadata). Runs after the envelope is decrypted.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationFailed } from '../lib/errors.ts';
import { addRouteHooks } from './route-hooks.ts';

const NOT_ALLOWED = 'Contains a character that is not allowed';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

function fieldsNotStorable(value: unknown, root: string): string[] {
  const found: string[] = [];
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push(path);
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) found.push(path || 'body');
        else pending.push([child, at]);
      }
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
    ...fieldsNotStorable(request.body, ''),
    ...fieldsNotStorable(request.query, ''),
    ...fieldsNotStorable(request.params, ''),
  ];
  done(
    fields.length > 0
      ? new ValidationFailed(Object.fromEntries(fields.map((f) => [f || 'body', [NOT_ALLOWED]])))
      : undefined,
  );
}
