import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPE_CHOICES, typeLabel } from './copy.ts';
import { COMPLIANCE_ROUTES, stepPath } from './paths.ts';

describe('business verification texts and routes (spec §2.3)', () => {
  it("offers the spec's two business type labels", () => {
    expect(BUSINESS_TYPE_CHOICES.map((c) => c.value)).toEqual([
      'registered business',
      'freelance business (not registered)',
    ]);
    expect(typeLabel('freelance business (not registered)')).toBe('Freelance business (not registered)');
  });

  it("has the spec's compliance routes", () => {
    expect(Object.values(COMPLIANCE_ROUTES)).toEqual([
      '/compliance/onboarding',
      '/compliance/select-business-type',
      '/compliance/status',
      '/compliance/verification/registered-business',
      '/compliance/verification/registered-business/business-information',
      '/compliance/verification/registered-business/business-documents',
      '/compliance/verification/registered-business/directors-information',
      '/compliance/verification/unregistered-business',
      '/compliance/verification/unregistered-business/business-information',
      '/compliance/verification/unregistered-business/identity',
      '/compliance/verification/unregistered-business/address',
    ]);
    expect(stepPath('freelance business (not registered)', 'identity')).toBe(COMPLIANCE_ROUTES.identity);
  });
});
