import { describe, expect, it } from 'vitest';
import {
  APPROVAL_ACTION_LABELS,
  APPROVAL_ACTIONS,
  approvalRequestListQuery,
  createWorkflowRequest,
  linkDecisionBody,
  updateDisbursementBody,
  updateWorkflowRequest,
} from './approvals.ts';

const stage = { approvers: { roleIds: ['employer-admin'] }, rule: 'any' };

describe('approvals contracts', () => {
  it('labels every action key (the twelve of issue 11, moves between own wallets, settlement sweeps of issue 16)', () => {
    expect(APPROVAL_ACTIONS).toHaveLength(14);
    for (const action of APPROVAL_ACTIONS) expect(APPROVAL_ACTION_LABELS[action]).toMatch(/\w/);
  });

  it('a workflow needs a name, a known action, stages with approvers, and an amount range in order', () => {
    const ok = createWorkflowRequest.parse({ name: ' Big ', action: 'transfer.single', stages: [stage] });
    expect(ok).toMatchObject({ name: 'Big', enabled: true, conditions: {} });
    expect(ok.stages[0]!.approvers.memberIds).toEqual([]);
    const bad = createWorkflowRequest.safeParse({
      name: 'x',
      action: 'transfer.single',
      conditions: { minAmountKobo: 10, maxAmountKobo: 5 },
      stages: [{ approvers: { roleIds: ['owner'] }, rule: 'n' }],
    });
    expect(bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).sort()).toEqual([
      'conditions.maxAmountKobo: The maximum amount cannot be below the minimum amount',
      'stages.0.approvers.roleIds.0: Choose a role',
      'stages.0.n: Enter how many approvers must approve',
    ]);
    expect(updateWorkflowRequest.safeParse({}).success).toBe(false);
  });

  it('the list query takes a tab and a date range in order; decisions need what they need', () => {
    expect(approvalRequestListQuery.parse({})).toMatchObject({ tab: 'all', page: 1, limit: 20 });
    expect(approvalRequestListQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(approvalRequestListQuery.safeParse({ tab: 'mine' }).success).toBe(false);
    expect(
      linkDecisionBody.safeParse({ token: 'x'.repeat(20), decision: 'reject', pin: '1234' }).success,
    ).toBe(false);
    expect(updateDisbursementBody.safeParse({}).success).toBe(false);
    expect(updateDisbursementBody.safeParse({ amount: 1.5 }).success).toBe(false);
  });
});
