import { describe, expect, it } from 'vitest';
import { EMPTY_RULES_FORM, formToRules, rulesToForm } from './rules-form.ts';

describe('the on-demand rules form', () => {
  it('sends naira as kobo and a percentage fee as basis points', () => {
    const flat = formToRules({ ...EMPTY_RULES_FORM, minWithdrawal: '1,000.50', feeValue: '500' });
    expect(flat).toMatchObject({ ok: true, body: { minWithdrawal: 100_050, feeValue: 50_000 } });
    const percent = formToRules({ ...EMPTY_RULES_FORM, feeType: 'percent', feeValue: '2.5' });
    expect(percent).toMatchObject({ ok: true, body: { feeType: 'percent', feeValue: 250 } });
  });

  it('names the field the contract refuses, with its message', () => {
    const result = formToRules({ ...EMPTY_RULES_FORM, minWithdrawal: '5000', maxWithdrawal: '1000' });
    expect(result).toEqual({
      ok: false,
      errors: { maxWithdrawal: 'Maximum withdrawal must not be below the minimum' },
    });
    expect(formToRules({ ...EMPTY_RULES_FORM, approvalRequired: true })).toEqual({
      ok: false,
      errors: { approverIds: 'Choose at least one approver' },
    });
    expect(formToRules({ ...EMPTY_RULES_FORM, accessPercent: 'half' })).toMatchObject({
      ok: false,
      errors: { accessPercent: expect.any(String) },
    });
  });

  it('shows saved rules back as they were typed', () => {
    const saved = formToRules({ ...EMPTY_RULES_FORM, feeType: 'percent', feeValue: '1.25' });
    if (!saved.ok) throw new Error('valid rules were refused');
    const form = rulesToForm({ ...saved.body, approverIds: [], updatedAt: '' } as never);
    expect(form).toMatchObject({ feeValue: '1.25', minWithdrawal: '1000.00', payday: '28' });
  });
});
