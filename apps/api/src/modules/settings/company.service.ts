// Company Details (spec §2.3 /settings/info): what verification collected, the fields the business may still
// change, and its logo (shown in the header's profile menu). Verification locks what it vouched for: once a
// submission is under review or approved, the name and industry change only through verification itself.
import type { CompanyDetails, CompanyEditableField, UpdateCompanyRequest } from '@paydesk/contracts';
import type { Caller } from '../../http/route-kit.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import type { IncomingFile } from '../../platform/files/files-store.ts';
import { companyDetails, setCompanyDetails } from '../businesses/index.ts';
import { findSubmission } from '../compliance/index.ts';
import { saveImage } from './media.ts';
import type { SettingsDeps } from './settings-deps.ts';

type Info = Record<string, unknown> | null | undefined;
const text = (info: Info, key: string) => {
  const value = info?.[key];
  return typeof value === 'string' && value ? value : null;
};

type AddressDetails = CompanyDetails['addressDetails'];
const part = (address: NonNullable<Info>, key: string) =>
  typeof address[key] === 'string' ? address[key] : '';

function addressDetails(address: Info): AddressDetails {
  if (!address) return null;
  const landmark = part(address, 'landmark');
  return {
    street: part(address, 'street'),
    city: part(address, 'city'),
    state: part(address, 'state'),
    ...(landmark ? { landmark } : {}),
  };
}

function addressLine(address: Info): string | null {
  if (!address) return null;
  const parts = [address.street, address.city, address.state].filter((p) => typeof p === 'string' && p);
  return parts.length ? parts.join(', ') : null;
}

/**
 * Which fields may change: none while verification is under review. Once it approved the business, the name and
 * industry change only through verification, the RC number and TIN may be completed while empty, and the address
 * and contacts stay the owner's to keep current.
 */
export function editableFields(
  status: string,
  verified: boolean,
  filled: { rcNumber: string | null; tin: string | null } = { rcNumber: null, tin: null },
): CompanyEditableField[] {
  if (status === 'submitted' || status === 'in_review') return [];
  const completable: CompanyEditableField[] = [
    ...(filled.rcNumber ? [] : (['rcNumber'] as const)),
    ...(filled.tin ? [] : (['tin'] as const)),
    'address',
    'contactEmail',
    'contactPhone',
  ];
  if (verified || status === 'approved') return completable;
  return ['name', 'industry', ...completable];
}

export async function getCompanyDetails(
  deps: Pick<SettingsDeps, 'db'>,
  caller: Caller,
): Promise<CompanyDetails> {
  const companyId = caller.auth.companyId;
  const [company, submission] = await Promise.all([
    companyDetails(deps.db, companyId),
    findSubmission(deps.db, companyId),
  ]);
  if (!company) throw new NotFound('Business');
  const info = submission?.businessInfo;
  const status = submission?.status ?? 'none';
  const verified = company.adminVerify || status === 'approved';
  const rcNumber = company.rcNumber ?? text(info, 'rcNumber');
  const tin = company.tin ?? text(info, 'tin');
  const address = (company.address ?? (info?.address as Info) ?? submission?.address) as Info;
  return {
    name: company.name,
    businessType: company.businessType,
    accountType: company.accountType as 'main' | 'sub',
    rcNumber,
    tin,
    industry: company.industry ?? text(info, 'industry'),
    address: addressLine(address),
    addressDetails: addressDetails(address),
    contactEmail: company.contactEmail ?? text(info, 'contactEmail'),
    contactPhone: company.contactPhone ?? text(info, 'contactPhone'),
    verificationStatus: status,
    verified,
    editable: editableFields(status, verified, { rcNumber, tin }),
    logoUrl: company.businessLogo,
  };
}

export async function updateCompanyDetails(deps: SettingsDeps, caller: Caller, input: UpdateCompanyRequest) {
  const current = await getCompanyDetails(deps, caller);
  const locked = (Object.keys(input) as CompanyEditableField[]).filter(
    (field) => input[field] !== undefined && !current.editable.includes(field),
  );
  if (locked.length)
    throw new ValidationFailed(
      Object.fromEntries(
        locked.map((field) => [
          field,
          [
            current.verified
              ? 'Verification has confirmed this detail; contact support to change it'
              : current.verificationStatus === 'none' || current.verificationStatus === 'draft'
                ? 'This detail is already on record; contact support to change it'
                : 'This detail is under review and cannot change until verification ends',
          ],
        ]),
      ),
    );
  await transact(deps.db, async (tx) => {
    await setCompanyDetails(tx, caller.auth.companyId, input);
    await recordCallerAudit(tx, caller, {
      action: 'settings.company.update',
      target: { type: 'company', id: caller.auth.companyId },
      outcome: 'success',
      metadata: {
        changed: Object.keys(input).filter((key) => input[key as CompanyEditableField] !== undefined),
      },
    });
  });
  return getCompanyDetails(deps, caller);
}

export async function uploadLogo(deps: SettingsDeps, caller: Caller, file: IncomingFile) {
  await saveImage(deps, caller, file, {
    purpose: 'company-logo',
    action: 'settings.company.logo',
    apply: (tx, url) => setCompanyDetails(tx, caller.auth.companyId, { businessLogo: url }),
  });
  return getCompanyDetails(deps, caller);
}
