import type { CompanyDetails } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { companyFormValues, companyRequest } from './company-form.ts';

const details: CompanyDetails = {
  name: 'Eze Kitchens',
  businessType: 'registered business',
  accountType: 'main',
  rcNumber: null,
  tin: null,
  industry: 'Food and beverages',
  address: null,
  addressDetails: null,
  contactEmail: null,
  contactPhone: null,
  verificationStatus: 'none',
  verified: true,
  editable: ['rcNumber', 'tin', 'address', 'contactEmail', 'contactPhone'],
  logoUrl: null,
};
const initial = companyFormValues(details);

describe('business information form', () => {
  it('refuses a bad TIN and RC number with the contract’s messages, on their own fields', () => {
    const result = companyRequest({ ...initial, rcNumber: '12345', tin: 'abc' }, initial, details.editable);
    expect(result).toEqual({
      ok: false,
      errors: {
        rcNumber: 'Enter the CAC number as RC or BN followed by digits, e.g. RC1234567',
        tin: 'Enter a valid TIN, e.g. 12345678-0001',
      },
    });
  });

  it('puts an incomplete address’s messages on its parts', () => {
    const result = companyRequest({ ...initial, street: '14 Allen Avenue' }, initial, details.editable);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ city: 'City is required', state: 'Choose a state' });
  });

  it('sends only what changed among the editable fields', () => {
    const values = {
      ...initial,
      name: 'Renamed',
      tin: '12345678-0001',
      street: '14 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
    };
    expect(companyRequest(values, initial, details.editable)).toEqual({
      ok: true,
      body: { tin: '12345678-0001', address: { street: '14 Allen Avenue', city: 'Ikeja', state: 'Lagos' } },
    });
  });
});
