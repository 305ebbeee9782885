import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { directionalParts, responseSerializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

const answer = z.object({
  message: z.string(),
  data: z.object({
    balance: z.number().int(),
    currency: z.literal('NGN'),
    lines: z.array(z.object({ id: z.string(), note: z.string().nullable().optional() })),
    kind: z.union([z.literal('a'), z.object({ b: z.number() })]),
  }),
});

describe('response serializer', () => {
  it('writes what the contract names and drops every other field, as encode would', () => {
    const data = {
      message: 'Wallet balance',
      data: {
        balance: 12,
        currency: 'NGN',
        lines: [{ id: 'l1', secret: 'x' }],
        kind: { b: 1, c: 2 },
        pin: '1234',
      },
    };
    const written = compile(answer)(data);
    expect(JSON.parse(written)).toEqual({
      message: 'Wallet balance',
      data: { balance: 12, currency: 'NGN', lines: [{ id: 'l1' }], kind: { b: 1 } },
    });
    expect(written).toBe(JSON.stringify(z.encode(answer, data as z.output<typeof answer>)));
  });

  it('refuses an answer that breaks its contract (a 500, not a wrong answer)', () => {
    const write = compile(answer);
    expect(() =>
      write({ message: 'x', data: { balance: 1.5, currency: 'NGN', lines: [], kind: 'a' } }),
    ).toThrow("Response doesn't match the schema");
  });

  it('refuses, when the route is built, a response schema with a part that acts by direction', () => {
    const withDefault = z.object({ data: z.object({ items: z.array(z.string()).default([]) }) });
    expect(directionalParts(withDefault)).toEqual(['data.items: default']);
    expect(() => compile(withDefault)).toThrow('GET /x: a response schema cannot hold data.items: default');
    const lazy: z.ZodType = z.lazy(() =>
      z.object({ name: z.string().transform((s) => s.trim()), child: lazy }),
    );
    expect(directionalParts(lazy)).toEqual(['name: pipe', 'name: transform']);
    expect(directionalParts(z.object({ at: z.iso.datetime().catch('') }))).toEqual(['at: catch']);
    expect(directionalParts(answer)).toEqual([]);
  });
});
