// Every answer is checked against its contract before it leaves (architecture rule 1): fields the contract does not
// name are dropped, a wrong type is a 500 rather than a surprise for the client. Answers are checked with zod's
// forward parse, not encode as fastify-type-provider-zod does: encode was ~7 µs of an authenticated read's ~44 µs
// of CPU (decision 0016). The two give the same output for a schema with no part that acts differently by
// direction (transforms, pipes, codecs, defaults, catches), so the compiler refuses such a response schema when
// the route is built: the server does not start with one. An answer its handler built already in its contract's
// shape (most are: the mappers write each field in order) is checked in place by a compiled check and written by
// JSON.stringify as it is, without zod building its parsed copy (issue 31: an employee list page of 20 cost zod's
// parse ~55 µs over JSON.stringify's ~90, the compiled check ~10–20); any other answer is parsed by zod as before.
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Parts of a schema whose answer depends on the direction (parse or encode). */
const DIRECTIONAL = new Set(['transform', 'pipe', 'codec', 'default', 'prefault', 'catch']);

/** The paths inside schema of the parts that would make parse and encode differ ('' for the root). */
export function directionalParts(schema: z.ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, path: string) => {
    if (!(node instanceof z.ZodType) || seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def as unknown as Record<string, unknown> & { type: string };
    if (DIRECTIONAL.has(def.type)) found.push(`${path || '(root)'}: ${def.type}`);
    if (def.type === 'lazy') visit((def.getter as () => unknown)(), path);
    for (const [key, value] of Object.entries(def)) {
      if (value instanceof z.ZodType) visit(value, path);
      else if (Array.isArray(value)) for (const item of value) visit(item, path);
      else if (key === 'shape' && value && typeof value === 'object')
        for (const [field, child] of Object.entries(value)) visit(child, path ? `${path}.${field}` : field);
    }
  };
  visit(schema, '');
  return found;
}

function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`A response schema must be a zod schema: ${JSON.stringify(schema)}`);
}

const noChecks = (def: { checks?: unknown[] }) => !def.checks || def.checks.length === 0;
const isPlainValue = (v: unknown) =>
  typeof v === 'string' ||
  typeof v === 'boolean' ||
  v === null ||
  (typeof v === 'number' && Number.isFinite(v));

/**
 * Compiles a check that an answer already is what zod's parse of it would give, so the parsed copy need not be built
 * and JSON.stringify can write the answer as it is: plain objects holding exactly their contract's fields in its
 * order (an unset optional field may be left out), arrays, strings, finite numbers and safe integers, booleans, null,
 * enums, literals, nullable and optional parts. Any other part (a union, a record, a checked string…) passes only when
 * zod's parse of that part gives back the very same value (a string, a number). The check is generated as one
 * function; it answers false at the first difference, and zod then parses the whole answer as before.
 */
export function compileExactCheck(schema: z.ZodType): (value: unknown) => boolean {
  const sets: Set<unknown>[] = [];
  const parts: ((value: unknown) => boolean)[] = [];
  let names = 0;
  const fresh = (prefix: string) => `${prefix}${names++}`;
  const delegate = (node: z.ZodType, v: string) => {
    parts.push((value) => {
      const result = node.safeParse(value);
      return result.success && result.data === value;
    });
    return `if (!parts[${parts.length - 1}](${v})) return false;\n`;
  };
  const code = (node: z.ZodType, v: string): string => {
    const def = node._zod.def as unknown as Record<string, unknown> & { type: string; checks?: unknown[] };
    switch (def.type) {
      case 'string':
        if (noChecks(def)) return `if (typeof ${v} !== 'string') return false;\n`;
        break;
      case 'number': {
        const checks = (def.checks ?? []) as { _zod: { def: { check: string; format?: string } } }[];
        if (checks.length === 0)
          return `if (typeof ${v} !== 'number' || !Number.isFinite(${v})) return false;\n`;
        const only = checks.length === 1 ? checks[0]!._zod.def : undefined;
        if (only?.check === 'number_format' && only.format === 'safeint')
          return `if (!Number.isSafeInteger(${v})) return false;\n`;
        break;
      }
      case 'boolean':
        return `if (${v} !== true && ${v} !== false) return false;\n`;
      case 'null':
        return `if (${v} !== null) return false;\n`;
      case 'enum':
      case 'literal': {
        const values = def.type === 'enum' ? Object.values(def.entries as object) : (def.values as unknown[]);
        if (!values.every(isPlainValue)) break;
        sets.push(new Set(values));
        return `if (!sets[${sets.length - 1}].has(${v})) return false;\n`;
      }
      case 'nullable':
        return `if (${v} !== null) {\n${code(def.innerType as z.ZodType, v)}}\n`;
      case 'optional':
        return `if (${v} !== undefined) {\n${code(def.innerType as z.ZodType, v)}}\n`;
      case 'array': {
        if (!noChecks(def)) break;
        const i = fresh('i');
        const item = fresh('v');
        return `if (!Array.isArray(${v}) || Object.getPrototypeOf(${v}) !== Array.prototype) return false;
for (let ${i} = 0; ${i} < ${v}.length; ${i}++) {
if (!(${i} in ${v})) return false;
const ${item} = ${v}[${i}];
${code(def.element as z.ZodType, item)}}\n`;
      }
      case 'object': {
        if (!noChecks(def) || def.catchall !== undefined) break;
        const keys = fresh('k');
        const at = fresh('a');
        const proto = fresh('p');
        let out = `if (typeof ${v} !== 'object' || ${v} === null) return false;
const ${proto} = Object.getPrototypeOf(${v});
if (${proto} !== Object.prototype && ${proto} !== null) return false;
const ${keys} = Object.keys(${v});
let ${at} = 0;\n`;
        for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
          const name = JSON.stringify(key);
          const value = fresh('f');
          const absent = field._zod.optout === 'optional' ? `Object.hasOwn(${v}, ${name})` : 'true';
          out += `if (${keys}[${at}] === ${name}) {
${at}++;
const ${value} = ${v}[${name}];
${code(field, value)}} else if (${absent}) return false;\n`;
        }
        return `${out}if (${at} !== ${keys}.length) return false;\n`;
      }
    }
    return delegate(node, v);
  };
  const body = `${code(schema, 'value')}return true;`;
  return new Function('sets', 'parts', `return function exact(value) {\n${body}\n};`)(sets, parts) as (
    value: unknown,
  ) => boolean;
}

export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zod = zodSchemaOf(schema);
  const directional = directionalParts(zod);
  if (directional.length > 0)
    throw new Error(`${method} ${url}: a response schema cannot hold ${directional.join(', ')}`);
  const exact = compileExactCheck(zod);
  return (data: unknown) => {
    // Most answers are built in their contract's shape: checked in place, written by JSON.stringify as they are.
    if (exact(data)) return JSON.stringify(data);
    const result = zod.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
