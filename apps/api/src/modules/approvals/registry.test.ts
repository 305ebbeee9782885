import type { Tx } from '@paydesk/db';
import { describe, expect, it } from 'vitest';
import { createApprovalRegistry, type ExecutionContext } from './registry.ts';

interface TestActions {
  'payments.transfer.create': { amount: number; to: string };
  'payroll.run.pay': { runId: string };
}

const context: ExecutionContext = {
  tx: {} as Tx,
  companyId: 'company-1',
  requestId: 'request-1',
  requestedBy: { userId: 'user-1', memberId: 'member-1' },
  afterCommit: () => {},
};

describe('approval registry', () => {
  it('runs the executor registered for an action key with the context and the stored payload', async () => {
    const registry = createApprovalRegistry<TestActions>();
    const calls: unknown[] = [];
    registry.register('payments.transfer.create', {
      execute: async (ctx, payload) => {
        calls.push([ctx.companyId, ctx.requestId, payload.amount, payload.to]);
        return { reference: 'TRF-1' };
      },
    });
    await expect(
      registry.execute('payments.transfer.create', context, { amount: 5_000_00, to: 'Ada Obi' }),
    ).resolves.toEqual({ reference: 'TRF-1' });
    expect(calls).toEqual([['company-1', 'request-1', 5_000_00, 'Ada Obi']]);
  });

  it('describes a request with the executor, or by its key when the executor has no description', () => {
    const registry = createApprovalRegistry<TestActions>();
    registry.register('payments.transfer.create', {
      execute: async () => null,
      describe: (payload) => `Transfer ${payload.amount} kobo to ${payload.to}`,
    });
    registry.register('payroll.run.pay', { execute: async () => null });
    expect(registry.describe('payments.transfer.create', { amount: 100, to: 'Ada' })).toBe(
      'Transfer 100 kobo to Ada',
    );
    expect(registry.describe('payroll.run.pay', { runId: 'r1' })).toBe('payroll.run.pay');
    expect(registry.keys().sort()).toEqual(['payments.transfer.create', 'payroll.run.pay']);
    expect(registry.has('payroll.run.pay')).toBe(true);
    expect(registry.has('people.employee.delete')).toBe(false);
  });

  it("binds a stored request's executor to its payload, and answers null for an action nobody registered", async () => {
    const registry = createApprovalRegistry<TestActions>();
    const calls: unknown[] = [];
    registry.register('payments.transfer.create', {
      execute: async (_ctx, payload) => payload.to,
      rejected: async (_ctx, payload, reason) => {
        calls.push(['rejected', payload.amount, reason]);
      },
      describe: (payload) => `Transfer ${payload.amount} kobo to ${payload.to}`,
      revise: (payload, change) => ({ payload: { ...payload, amount: change.amount ?? payload.amount } }),
    });
    registry.register('payroll.run.pay', { execute: async () => null });
    const stored = registry.ofRequest({
      action: 'payments.transfer.create',
      payload: { amount: 100, to: 'Ada' },
    });
    await expect(stored?.execute(context)).resolves.toBe('Ada');
    await stored?.rejected(context, 'Too much');
    expect(calls).toEqual([['rejected', 100, 'Too much']]);
    expect(stored?.describe()).toBe('Transfer 100 kobo to Ada');
    expect(stored?.revise?.({ amount: 250 })).toEqual({
      payload: { amount: 250, to: 'Ada' },
      label: 'Transfer 250 kobo to Ada',
    });
    await expect(stored?.warnings({} as Tx, 'company-1', 'request-1')).resolves.toEqual([]);
    expect(stored?.acknowledge).toBeNull();
    const plain = registry.ofRequest({ action: 'payroll.run.pay', payload: { runId: 'r1' } });
    expect(plain?.revise).toBeNull();
    await expect(plain?.rejected(context, 'No')).resolves.toBeUndefined();
    expect(registry.ofRequest({ action: 'people.employee.delete', payload: {} })).toBeNull();
  });

  it('refuses an action registered twice and one nobody registered', async () => {
    const registry = createApprovalRegistry<TestActions>();
    registry.register('payroll.run.pay', { execute: async () => null });
    expect(() => registry.register('payroll.run.pay', { execute: async () => null })).toThrow(
      "The gateable action 'payroll.run.pay' is registered twice",
    );
    await expect(
      registry.execute('payments.transfer.create', context, { amount: 1, to: 'x' }),
    ).rejects.toThrow("No executor is registered for the gateable action 'payments.transfer.create'");
  });
});
