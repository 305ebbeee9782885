// The header of spec §6: requests of a sub-account session carry the main account id as `x_default_request`.
// The tenant always comes from the session; the header is only checked against it, so a tab still acting for
// another main account (a stale session) is refused instead of acting in the wrong place. See
// docs/decisions/0003-sub-accounts.md.
import { ErrorCode, MAIN_ACCOUNT_HEADER } from '@paydesk/contracts';
import { companies, type Database } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../lib/errors.ts';
import { addRouteHooks, stepHook } from './route-hooks.ts';

export const MAIN_ACCOUNT_MISMATCH =
  'This request was made for another main account than the one you are signed in to. Reload the page.';

export function registerMainAccountHeader(app: FastifyInstance, deps: { db: Database }) {
  // Added after the auth context's and the API key's hooks, so request.auth is known when this runs.
  addRouteHooks(app, (route) => Boolean(route.config?.auth || route.config?.apiKey), {
    onRequest: stepHook((request) => {
      const raw = request.headers[MAIN_ACCOUNT_HEADER];
      const claimed = (Array.isArray(raw) ? raw[0] : raw)?.trim();
      if (!claimed || !request.auth) return;
      return checkMainAccount(deps.db, request.auth.companyId, claimed);
    }),
  });
}

async function checkMainAccount(db: Database, companyId: string, claimed: string) {
  const [company] = await db
    .select({ id: companies.id, accountType: companies.accountType, parentId: companies.parentCompanyId })
    .from(companies)
    .where(eq(companies.id, companyId));
  const mainId = company?.accountType === 'sub' && company.parentId ? company.parentId : company?.id;
  if (claimed !== mainId) throw new BadRequest(MAIN_ACCOUNT_MISMATCH, ErrorCode.badRequest);
}
