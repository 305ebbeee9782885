// Issue 26, architecture rule 13: text PostgreSQL cannot store — a lone UTF-16 surrogate (`"\ud800"` in JSON) or
// U+0000 — is refused as invalid input on every route that takes a JSON body, before any of it reaches a query.
// A name with a lone surrogate answered 500 on six routes, where it went on into audit metadata (jsonb). The routes
// are read from the app's own OpenAPI document, so a route added later is covered without touching this file; each
// is called with the credentials it needs (business, operator, employee or API key), so the check is reached.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from './helpers/api-key-fixtures.ts';
import { newOperator, operatorLogin } from './helpers/compliance.ts';
import { acceptedStaff } from './helpers/staff-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { walletOwner } from './helpers/wallet-fixtures.ts';

const NOT_ALLOWED = 'Contains a character that is not allowed';

interface JsonRoute {
  method: string;
  path: string;
  /** The body's first text field (what a person would type), or a field of our own when it names none. */
  field: string;
  secured: boolean;
}

interface OpenApiOperation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The first property of a body schema that holds a string (its own or one of its alternatives). */
function textField(schema: JsonSchema | undefined): string | null {
  if (!schema) return null;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const types = [property, ...(property.anyOf ?? []), ...(property.oneOf ?? [])].flatMap(
      (p) => p.type ?? [],
    );
    if (types.includes('string')) return name;
  }
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = textField(alternative);
    if (found) return found;
  }
  return null;
}

function jsonRoutes(t: TestApp): JsonRoute[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: JsonRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const json = operation.requestBody?.content['application/json'];
      if (!json) continue;
      routes.push({
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, () => randomUUID()),
        field: textField(json.schema) ?? 'note',
        secured: Boolean(operation.security?.length),
      });
    }
  return routes;
}

let t: TestApp;
const tokens = { business: '', operator: '', staff: '', apiKey: '' };

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await walletOwner(t, { name: 'Ikeja Foods' });
  tokens.business = owner.token;
  tokens.operator = (await operatorLogin(t, await newOperator(t))).token;
  tokens.staff = (await acceptedStaff(t, owner.token)).session.token;
  tokens.apiKey = (await createKey(t, owner.token)).secret;
});
afterAll(() => t.close());

function credentialFor(route: JsonRoute): string | null {
  if (!route.secured) return null;
  if (route.path.startsWith('/api/v1/')) return tokens.apiKey;
  if (route.path.startsWith('/api/ops/')) return tokens.operator;
  if (route.path.startsWith('/api/staff/')) return tokens.staff;
  return tokens.business;
}

async function send(route: JsonRoute, value: string) {
  const credential = credentialFor(route);
  const response = await t.app.inject({
    method: route.method as 'POST',
    url: route.path,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `bad-text-${randomUUID()}`,
      ...(credential ? { authorization: `Bearer ${credential}` } : {}),
    },
    // JSON.stringify writes a lone surrogate as its \u escape, as a client would send it.
    payload: JSON.stringify({ [route.field]: value }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('text that cannot be stored, sent to every route that takes a JSON body', () => {
  it('the app has routes with JSON bodies of every kind of caller', () => {
    const routes = jsonRoutes(t);
    expect(routes.length).toBeGreaterThan(150);
    for (const prefix of ['/api/auth/', '/api/b2b/', '/api/wallet/', '/api/ops/', '/api/staff/', '/api/v1/'])
      expect(
        routes.some((r) => r.path.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it.each([
    ['a lone high surrogate', 'Ada\ud800 Obi'],
    ['a lone low surrogate', '\udc00Ada'],
    ['a high surrogate at the very end', 'Ada Obi\udbff'],
    ['a NUL character', 'Ada\u0000Obi'],
  ])(
    '%s is a 400 naming the field, on every one of them',
    async (_name, value) => {
      const wrong: string[] = [];
      for (const route of jsonRoutes(t)) {
        const answer = await send(route, value);
        const named = (answer.body.errors as Record<string, string[]> | undefined)?.[route.field];
        if (
          answer.status !== 400 ||
          answer.body.message !== 'Validation Errors' ||
          named?.[0] !== NOT_ALLOWED
        )
          wrong.push(
            `${route.method} ${route.path} (${route.field}) → ${answer.status} ${JSON.stringify(answer.body)}`,
          );
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );

  it('a surrogate pair (an emoji) is ordinary text, and a lone surrogate in a key is refused too', async () => {
    const signup = jsonRoutes(t).find((r) => r.path === '/api/auth/employer/signup')!;
    const emoji = await send({ ...signup, field: 'firstName' }, 'Ada 🇳🇬');
    expect(emoji.status).toBe(400);
    expect(emoji.body.errors).not.toHaveProperty('firstName');
    const key = await send({ ...signup, field: 'first\ud800Name' }, 'Ada');
    expect(key).toMatchObject({ status: 400, body: { errors: { body: [NOT_ALLOWED] } } });
  });
});
