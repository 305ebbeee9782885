// The typed test client fails a test whose answer breaks its contract, and says where: without this, a test on
// `t.api` would prove nothing about the contracts.
import { success } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiAnswer } from './helpers/api-client.ts';

const wallet = success(z.object({ _id: z.string(), balance: z.number().int() }));
const answer = (status: number, body: unknown) => ({ status, body, headers: {}, raw: body });

describe('the typed test client', () => {
  it('parses a success with its contract and hands back its data', () => {
    const res = new ApiAnswer(
      'GET /api/wallet',
      answer(200, { message: 'Wallet', data: { _id: 'w1', balance: 5 } }),
      wallet,
    );
    expect(res.data).toEqual({ _id: 'w1', balance: 5 });
    expect(res.body.message).toBe('Wallet');
  });

  it('fails with the request, the broken field and the body when a success breaks its contract', () => {
    const broken = answer(200, { message: 'Wallet', data: { _id: 'w1', balance: '5.00' } });
    expect(() => new ApiAnswer('GET /api/wallet', broken, wallet)).toThrow(
      /GET \/api\/wallet answered 200 with a body that breaks its contract:[\s\S]*data\.balance[\s\S]*body: .*"5\.00"/,
    );
  });

  it('parses an error with the error envelope, and refuses one that is not in it', () => {
    const refused = new ApiAnswer(
      'GET /api/wallet',
      answer(404, { error: true, message: 'Wallet not found', code: 'NOT_FOUND' }),
      wallet,
    );
    expect(refused.error.code).toBe('NOT_FOUND');
    expect(() => refused.data).toThrow(/GET \/api\/wallet answered 404, not a success/);
    expect(() => new ApiAnswer('GET /api/wallet', answer(404, { message: 'gone' }), wallet)).toThrow(
      /answered 404 with a body that breaks its contract/,
    );
  });

  it('refuses to read a success as an error', () => {
    const res = new ApiAnswer(
      'GET /api/wallet',
      answer(200, { message: 'Wallet', data: { _id: 'w1', balance: 5 } }),
      wallet,
    );
    expect(() => res.error).toThrow(/answered 200, not an error/);
  });
});
