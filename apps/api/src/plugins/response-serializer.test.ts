import { transactionListResponse } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileExactCheck, directionalParts, responseSerializerCompiler } from './response-serializer.ts';

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

describe('the exact check (answers already in their contract shape)', () => {
  const line = (i: number) => ({ id: `l${i}`, note: i % 2 ? null : 'n' });
  const exactly = {
    message: 'Wallet balance',
    data: { balance: 12, currency: 'NGN', lines: [line(1), line(2)], kind: 'a' },
  };

  it('passes an answer holding exactly its fields in order, written as zod would write it', () => {
    expect(compileExactCheck(answer)(exactly)).toBe(true);
    expect(compile(answer)(exactly)).toBe(JSON.stringify(answer.parse(exactly)));
    // An optional field left out, or set to undefined, is still exact.
    const { note: _, ...noNote } = line(3);
    const unset = { ...exactly, data: { ...exactly.data, lines: [noNote, { id: 'l4', note: undefined }] } };
    expect(compileExactCheck(answer)(unset)).toBe(true);
    expect(compile(answer)(unset)).toBe(JSON.stringify(answer.parse(unset)));
  });

  it('sends anything else to zod: an extra field, another order, a wrong type, a class, a union object', () => {
    const exact = compileExactCheck(answer);
    const holed: unknown[] = [];
    holed[1] = line(1);
    const variants: unknown[] = [
      { ...exactly, extra: 1 },
      { data: exactly.data, message: exactly.message },
      { ...exactly, data: { ...exactly.data, balance: 1.5 } },
      { ...exactly, data: { ...exactly.data, balance: Number.NaN } },
      { ...exactly, data: { ...exactly.data, currency: 'USD' } },
      { ...exactly, data: { ...exactly.data, lines: [{ note: null, id: 'x' }] } },
      { ...exactly, data: { ...exactly.data, kind: { b: 1 } } },
      { ...exactly, data: Object.assign(new (class Data {})(), exactly.data) },
      { ...exactly, data: { ...exactly.data, lines: holed } },
      { message: 'x' },
    ];
    for (const variant of variants) {
      expect(exact(variant)).toBe(false);
      const parsed = answer.safeParse(variant);
      if (parsed.success) expect(compile(answer)(variant)).toBe(JSON.stringify(parsed.data));
      else expect(() => compile(answer)(variant)).toThrow("Response doesn't match the schema");
    }
  });

  it('checks a refined part by zod: a checked string passes only when zod takes it', () => {
    const checked = z.object({ id: z.string().uuid(), at: z.iso.datetime().nullable() });
    const exact = compileExactCheck(checked);
    expect(exact({ id: '0b7c7c1e-1d2b-4c5e-9f00-000000000001', at: '2026-11-29T08:00:00Z' })).toBe(true);
    expect(exact({ id: 'not-a-uuid', at: null })).toBe(false);
    expect(() => compile(checked)({ id: 'not-a-uuid', at: null })).toThrow(
      "Response doesn't match the schema",
    );
  });

  it('passes the wallet history and employee list pages as their handlers build them', () => {
    const transaction = {
      _id: 't1',
      walletId: 'w1',
      walletName: 'Main',
      walletAccountNumber: null,
      reference: 'TRF-1',
      type: 'transfer_out',
      direction: 'debit',
      amount: 1_000_00,
      status: 'successful',
      narration: 'Rent',
      counterpartyName: 'Ade',
      counterpartyAccount: '0123456789',
      counterpartyBank: 'GTBank',
      balanceAfter: 5_000_00,
      initiatedBy: null,
      channel: 'web',
      createdAt: '2026-11-29T08:00:00.000Z',
      completedAt: null,
    };
    const page = { docs: [transaction], totalDocs: 1, page: 1, limit: 20, totalPages: 1 };
    const body = { message: 'Transactions', data: page };
    expect(compileExactCheck(transactionListResponse)(body)).toBe(true);
    expect(compile(transactionListResponse)(body)).toBe(JSON.stringify(transactionListResponse.parse(body)));
  });
});
