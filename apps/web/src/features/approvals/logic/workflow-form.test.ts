import { describe, expect, it } from 'vitest';
import {
  draftOf,
  emptyStage,
  emptyWorkflow,
  formFieldOf,
  moveStage,
  serverErrorsOf,
  type WorkflowDraft,
  workflowRequestOf,
} from './workflow-form.ts';

const ROLE = 'employer-admin';
const MEMBER = '5f0c3a8e-1b2c-4d5e-8f90-123456789abc';

const filled = (patch: Partial<WorkflowDraft> = {}): WorkflowDraft => ({
  ...emptyWorkflow(),
  name: 'Transfers above ₦500,000',
  action: 'transfer.single',
  minAmount: '500,000',
  stages: [
    { ...emptyStage(), roleIds: [ROLE] },
    { ...emptyStage(), memberIds: [MEMBER], rule: 'all' },
  ],
  ...patch,
});

describe('the workflow form and its request', () => {
  it('sends amounts typed in naira as kobo, an empty bound as none, and the stages in order', () => {
    const mapped = workflowRequestOf(filled({ maxAmount: '2,500,000.50' }));
    expect(mapped.ok).toBe(true);
    if (!mapped.ok) return;
    expect(mapped.body.conditions).toEqual({
      minAmountKobo: 50_000_000,
      maxAmountKobo: 250_000_050,
      sourceWalletId: null,
    });
    expect(mapped.body.stages.map((s) => s.rule)).toEqual(['any', 'all']);
    expect(mapped.body.stages[0]?.approvers).toEqual({ roleIds: [ROLE], memberIds: [] });
  });

  it("refuses with the contract's words, under the field they are about", () => {
    const mapped = workflowRequestOf(
      filled({
        name: ' ',
        action: '',
        minAmount: 'lots',
        stages: [{ ...emptyStage() }, { ...emptyStage(), roleIds: [ROLE], rule: 'n', n: '' }],
      }),
    );
    expect(mapped.ok).toBe(false);
    if (mapped.ok) return;
    expect(mapped.errors).toMatchObject({
      name: 'Name is required',
      action: 'Choose the action this workflow covers',
      minAmount: 'Enter an amount in naira, e.g. 500,000 or 2500.50',
      'stages.0.roleIds': 'Choose at least one role or member',
      'stages.1.n': 'Enter how many approvers must approve',
    });
  });

  it('refuses a maximum below the minimum under the maximum', () => {
    const mapped = workflowRequestOf(filled({ minAmount: '1000', maxAmount: '10' }));
    expect(mapped.ok).toBe(false);
    if (!mapped.ok)
      expect(mapped.errors.maxAmount).toBe('The maximum amount cannot be below the minimum amount');
  });

  it("puts the server's messages (a 409 for an overlap naming its field) under the form's fields", () => {
    expect(
      serverErrorsOf({
        'conditions.minAmountKobo': ['Another enabled workflow already covers this action'],
        'stages.1.approvers': ['Choose at least one role or member'],
        odd: ['Something else'],
      }),
    ).toEqual({
      minAmount: 'Another enabled workflow already covers this action',
      'stages.1.roleIds': 'Choose at least one role or member',
      root: 'Something else',
    });
    expect(formFieldOf('action')).toBe('action');
    expect(formFieldOf(['stages'])).toBe('stages');
  });

  it('reorders stages one place at a time and keeps the ends', () => {
    expect(moveStage(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveStage(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveStage(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('opens a saved workflow with its amounts back in naira', () => {
    const draft = draftOf({
      _id: 'w',
      name: 'Big',
      action: 'transfer.single',
      actionLabel: 'Single transfer',
      conditions: { minAmountKobo: 50_000_050, maxAmountKobo: null, sourceWalletId: null },
      enabled: true,
      stages: [
        { _id: 's', position: 1, name: null, approvers: { roleIds: [ROLE], memberIds: [] }, rule: 'n', n: 2 },
      ],
      createdAt: '',
      updatedAt: '',
    });
    expect(draft).toMatchObject({ minAmount: '500000.50', maxAmount: '', sourceWalletId: '' });
    expect(draft.stages[0]).toEqual({ name: '', roleIds: [ROLE], memberIds: [], rule: 'n', n: '2' });
  });
});
