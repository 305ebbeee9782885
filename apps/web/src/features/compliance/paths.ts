// The pages of business verification (spec §2.3 Compliance).
import type { BusinessType, ComplianceStep } from '@paydesk/contracts';

const REGISTERED = '/compliance/verification/registered-business';
const FREELANCE = '/compliance/verification/unregistered-business';

export const COMPLIANCE_ROUTES = {
  onboarding: '/compliance/onboarding',
  selectBusinessType: '/compliance/select-business-type',
  status: '/compliance/status',
  registered: REGISTERED,
  registeredBusinessInformation: `${REGISTERED}/business-information`,
  businessDocuments: `${REGISTERED}/business-documents`,
  directorsInformation: `${REGISTERED}/directors-information`,
  freelance: FREELANCE,
  freelanceBusinessInformation: `${FREELANCE}/business-information`,
  identity: `${FREELANCE}/identity`,
  address: `${FREELANCE}/address`,
} as const;

export const flowPath = (businessType: BusinessType) =>
  businessType === 'registered business' ? COMPLIANCE_ROUTES.registered : COMPLIANCE_ROUTES.freelance;

export function stepPath(businessType: BusinessType, step: ComplianceStep): string {
  return `${flowPath(businessType)}/${step}`;
}
