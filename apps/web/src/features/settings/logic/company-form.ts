// The business information form: its values as flat strings, the request it sends (only what may change and did
// change), checked by the same contract the server applies, with each message put on the field it is about.
import {
  type CompanyDetails,
  type CompanyEditableField,
  type UpdateCompanyRequest,
  updateCompanyRequest,
} from '@paydesk/contracts';

export interface CompanyFormValues {
  name: string;
  industry: string;
  rcNumber: string;
  tin: string;
  street: string;
  city: string;
  state: string;
  landmark: string;
  contactEmail: string;
  contactPhone: string;
}
export type CompanyFormField = keyof CompanyFormValues;

const ADDRESS_PARTS = ['street', 'city', 'state', 'landmark'] as const;
/** An empty part of a started address is missing, not short. */
const MISSING: Partial<Record<CompanyFormField, string>> = {
  street: 'Street address is required',
  city: 'City is required',
};

export function companyFormValues(details: CompanyDetails): CompanyFormValues {
  const address = details.addressDetails;
  return {
    name: details.name,
    industry: details.industry ?? '',
    rcNumber: details.rcNumber ?? '',
    tin: details.tin ?? '',
    street: address?.street ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    landmark: address?.landmark ?? '',
    contactEmail: details.contactEmail ?? '',
    contactPhone: details.contactPhone ?? '',
  };
}

/** Which form fields a business field covers (the address is four inputs). */
export const formFieldsOf = (field: CompanyEditableField): CompanyFormField[] =>
  field === 'address' ? [...ADDRESS_PARTS] : [field];

/** The form field a message of the contract or the server is about ('address.city' → 'city'). */
export function formFieldFor(key: string): CompanyFormField | null {
  const [head, part] = key.split('.');
  if (head === 'address')
    return (ADDRESS_PARTS as readonly string[]).includes(part ?? '') ? (part as CompanyFormField) : 'street';
  const known: readonly string[] = ['name', 'industry', 'rcNumber', 'tin', 'contactEmail', 'contactPhone'];
  return head && known.includes(head) ? (head as CompanyFormField) : null;
}

export type CompanyFormResult =
  | { ok: true; body: UpdateCompanyRequest }
  | { ok: false; errors: Partial<Record<CompanyFormField, string>> };

/** The request for what changed among the editable fields; an emptied field is left as it was. */
export function companyRequest(
  values: CompanyFormValues,
  initial: CompanyFormValues,
  editable: readonly CompanyEditableField[],
): CompanyFormResult {
  const body: Record<string, unknown> = {};
  const changed = (f: CompanyFormField) => values[f].trim() !== initial[f].trim();
  for (const field of ['name', 'industry', 'rcNumber', 'tin', 'contactEmail', 'contactPhone'] as const) {
    if (editable.includes(field) && values[field].trim() && changed(field)) body[field] = values[field];
  }
  if (editable.includes('address') && ADDRESS_PARTS.some(changed)) {
    const { street, city, state, landmark } = values;
    body.address = { street, city, state, ...(landmark.trim() ? { landmark } : {}) };
  }
  const parsed = updateCompanyRequest.safeParse(body);
  if (parsed.success) return { ok: true, body: body as UpdateCompanyRequest };
  const errors: Partial<Record<CompanyFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldFor(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = (!values[field].trim() && MISSING[field]) || issue.message;
  }
  return { ok: false, errors };
}
