// Spec §4 guard rules 4–6 and §6 product gating, kept pure for tests: payroll, on-demand, credit and trade are
// restricted unless the company is a registered business; payroll and on-demand first show their onboarding page
// until the employer has completed it (remembered per employer) or already uses the product.
import type { BusinessType, EmployerProfile, ProductCode } from '@paydesk/contracts';

export type GatedFeature = 'payroll' | 'on-demand' | 'credit' | 'trade';
export type OnboardingProduct = 'payroll' | 'on-demand';
export type FeatureOutcome = 'restricted' | 'payroll-onboarding' | 'on-demand-onboarding' | 'render';

const REGISTERED: BusinessType = 'registered business';
const PRODUCT_OF: Record<OnboardingProduct, ProductCode> = {
  payroll: 'PAYROLL',
  'on-demand': 'ON_DEMAND_PAY',
};

/** Product gating (spec §1, §6): each code of the products list is checked separately. */
export function productUser(employer: Pick<EmployerProfile, 'products'> | null) {
  const has = (code: ProductCode) => employer?.products.includes(code) ?? false;
  return { onDemandPay: has('ON_DEMAND_PAY'), bulkPay: has('BULK_PAY'), payroll: has('PAYROLL') };
}

/** Payroll credit restricted (§4 rule 4): the company is not a registered business. */
export const isFeatureRestricted = (companyType: BusinessType | null | undefined) =>
  companyType !== REGISTERED;

export function isOnboardingRequired(
  product: OnboardingProduct,
  employer: Pick<EmployerProfile, 'products'> | null,
  completed: readonly OnboardingProduct[],
): boolean {
  if (employer?.products.includes(PRODUCT_OF[product])) return false;
  return !completed.includes(product);
}

export function featureOutcome(
  feature: GatedFeature | undefined,
  context: {
    companyType: BusinessType | null | undefined;
    employer: Pick<EmployerProfile, 'products'> | null;
    completed: readonly OnboardingProduct[];
  },
): FeatureOutcome {
  if (!feature) return 'render';
  if (isFeatureRestricted(context.companyType)) return 'restricted';
  if (feature === 'payroll' && isOnboardingRequired('payroll', context.employer, context.completed))
    return 'payroll-onboarding';
  if (feature === 'on-demand' && isOnboardingRequired('on-demand', context.employer, context.completed))
    return 'on-demand-onboarding';
  return 'render';
}
