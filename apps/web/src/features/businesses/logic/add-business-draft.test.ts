import { describe, expect, it } from 'vitest';
import { EMPTY_MANAGER, managerForm, toAddRequest } from './add-business-draft.ts';

const company = {
  companyName: 'Benue Yams Otukpo',
  businessType: 'registered business' as const,
  industry: 'Food and beverages' as const,
};

describe('add a business', () => {
  it('needs no manager details when the signed-in user manages it', () => {
    expect(managerForm.safeParse(EMPTY_MANAGER).success).toBe(true);
    expect(toAddRequest(company, EMPTY_MANAGER)).toEqual({ company, manager: { type: 'self' } });
  });
  it("checks a different manager's email and names, and sends them", () => {
    const bad = managerForm.safeParse({ ...EMPTY_MANAGER, type: 'other', email: 'nope' });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['email', 'firstName', 'lastName']));
    const other = {
      ...EMPTY_MANAGER,
      type: 'other' as const,
      email: 'Ada@Example.ng',
      firstName: 'Ada',
      lastName: 'Obi',
    };
    expect(toAddRequest(company, other).manager).toEqual({
      type: 'other',
      email: 'ada@example.ng',
      firstName: 'Ada',
      lastName: 'Obi',
    });
  });
});
