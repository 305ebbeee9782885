// Company Details (spec §2.3 /settings/info): what verification collected, the fields the business may still
// change, and its logo (shown in the header's profile menu). Verification locks what it vouched for: once a
// submission is under review or approved, the name and industry change only through verification itself.
import type { CompanyDetails, CompanyEditableField, UpdateCompanyRequest } from '@paydesk/contracts';
import type { Caller } from '../../http/route-kit.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import type { IncomingFile } from '../../platform/files/files-store.ts';
import { findSubmission } from '../compliance/index.ts';
import { saveImage } from './media.ts';
import * as q from './settings.queries.ts';
import type { SettingsDeps } from './settings-deps.ts';

type Info = Record<string, unknown> | null | undefined;
const text = (info: Info, key: string) => {
  const value = info?.[key];
  return typeof value === 'string' && value ? value : null;
};

function addressLine(address: Info): string | null {
  if (!address) return null;
  const parts = [address.street, address.city, address.state].filter((p) => typeof p === 'string' && p);
  return parts.length ? parts.join(', ') : null;
}

/** Which fields may change: none while verification is under review or once it approved the business. */
export function editableFields(status: string, verified: boolean): CompanyEditableField[] {
  if (verified || status === 'submitted' || status === 'in_review' || status === 'approved') return [];
  return ['name', 'industry'];
}

export async function getCompanyDetails(
  deps: Pick<SettingsDeps, 'db'>,
  caller: Caller,
): Promise<CompanyDetails> {
  const companyId = caller.auth.companyId;
  const [company, submission] = await Promise.all([
    q.findCompanyRow(deps.db, companyId),
    findSubmission(deps.db, companyId),
  ]);
  if (!company) throw new NotFound('Business');
  const info = submission?.businessInfo;
  const status = submission?.status ?? 'none';
  const verified = company.adminVerify || status === 'approved';
  return {
    name: company.name,
    businessType: company.businessType,
    accountType: company.accountType as 'main' | 'sub',
    rcNumber: company.rcNumber ?? text(info, 'rcNumber'),
    tin: company.tin ?? text(info, 'tin'),
    industry: company.industry ?? text(info, 'industry'),
    address: addressLine((info?.address as Info) ?? submission?.address),
    contactEmail: text(info, 'contactEmail'),
    contactPhone: text(info, 'contactPhone'),
    verificationStatus: status,
    verified,
    editable: editableFields(status, verified),
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
              : 'This detail is under review and cannot change until verification ends',
          ],
        ]),
      ),
    );
  await transact(deps.db, async (tx) => {
    await q.updateCompany(tx, caller.auth.companyId, input);
    await recordCallerAudit(tx, caller, {
      action: 'settings.company.update',
      target: { type: 'company', id: caller.auth.companyId },
      outcome: 'success',
      metadata: { changed: Object.keys(input) },
    });
  });
  return getCompanyDetails(deps, caller);
}

export async function uploadLogo(deps: SettingsDeps, caller: Caller, file: IncomingFile) {
  await saveImage(deps, caller, file, {
    purpose: 'company-logo',
    action: 'settings.company.logo',
    apply: (tx, url) => q.updateCompany(tx, caller.auth.companyId, { businessLogo: url }),
  });
  return getCompanyDetails(deps, caller);
}
