// Only a verified business uploads tables (employees, transfers, bills, beneficiaries): an unverified sign-up costs
// nothing to make, so it gets no file reader. Checked before the file is read, as a route hook.
import { ErrorCode } from '@paydesk/contracts';
import { companies, type Database } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/errors.ts';

export const UPLOADS_NEED_VERIFICATION = 'Your business must be verified before it can upload files.';

/** A preValidation hook (after the auth hook, before the body is read or checked) refusing unverified businesses. */
export function verifiedBusinessOnly(db: Database) {
  return async (request: FastifyRequest) => {
    const companyId = request.auth?.companyId;
    if (!companyId) return;
    const [company] = await db
      .select({ adminVerify: companies.adminVerify })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company?.adminVerify)
      throw new DomainError(403, ErrorCode.businessNotVerified, UPLOADS_NEED_VERIFICATION);
  };
}
