import { describe, expect, it } from 'vitest';
import { featureOutcome, productUser } from './feature-access.ts';

const registered = 'registered business' as const;
const freelance = 'freelance business (not registered)' as const;
const employer = (products: ('ON_DEMAND_PAY' | 'BULK_PAY' | 'PAYROLL')[]) => ({ products });

describe('feature gates of the route guard (spec §4 rules 4–6)', () => {
  it('restricts payroll, on-demand, credit and trade when the business is not registered', () => {
    for (const feature of ['payroll', 'on-demand', 'credit', 'trade'] as const) {
      expect(
        featureOutcome(feature, { companyType: freelance, employer: employer(['PAYROLL']), completed: [] }),
      ).toBe('restricted');
    }
    expect(featureOutcome(undefined, { companyType: freelance, employer: null, completed: [] })).toBe(
      'render',
    );
  });

  it('shows the payroll and on-demand onboarding pages until completed for this employer or the product is used', () => {
    const context = { companyType: registered, employer: employer([]), completed: [] };
    expect(featureOutcome('payroll', context)).toBe('payroll-onboarding');
    expect(featureOutcome('on-demand', context)).toBe('on-demand-onboarding');
    expect(featureOutcome('trade', context)).toBe('render');
    expect(featureOutcome('payroll', { ...context, completed: ['payroll'] })).toBe('render');
    expect(featureOutcome('on-demand', { ...context, employer: employer(['ON_DEMAND_PAY']) })).toBe('render');
  });
});

it('checks each product code separately (spec §6)', () => {
  expect(productUser(employer(['BULK_PAY', 'PAYROLL']))).toEqual({
    onDemandPay: false,
    bulkPay: true,
    payroll: true,
  });
  expect(productUser(null)).toEqual({ onDemandPay: false, bulkPay: false, payroll: false });
});
