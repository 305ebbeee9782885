// Multiple businesses: which sub accounts a member of the main account sees (all, or an alias's employerList), and
// adding a business: a sub account with its own owner — the signed-in user, or a manager invited by email — that
// goes through its own registration (company info, admin approval, email invitation) and verification.
import {
  type AddSubAccountRequest,
  type Permission,
  permissionsOfRole,
  type SubAccount,
} from '@paydesk/contracts';
import type { companies, companyMembers, Database, Executor } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { Caller } from '../../http/route-kit.ts';
import { BadRequest, NotFound } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import type { AccessTokens } from '../../platform/access-tokens.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { SessionSettingsOf } from '../auth/index.ts';
import {
  addMember,
  assignedBusinessIds,
  describeCaller,
  findMemberByUser,
  invitePerson,
  rolePermissionKeys,
} from '../team/index.ts';
import * as q from './businesses.queries.ts';

export interface BusinessDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  tokens: AccessTokens;
  /** The settings of other modules a switched session shows (wired by module-context.ts: wallets sits above). */
  sessionSettings: SessionSettingsOf;
  onEffectError?: (error: unknown) => void;
}

export interface MainAccess {
  main: typeof companies.$inferSelect;
  /** The caller's active membership of the main account, if any. */
  mainMember: typeof companyMembers.$inferSelect | undefined;
  /** Sub accounts the caller may see: every one, only some (alias), or none. */
  scope: { kind: 'all' } | { kind: 'only'; ids: string[] } | { kind: 'none' };
  alias: boolean;
}

/**
 * The main account behind the caller's session (itself, or the parent of the sub account it acts in) and what
 * the caller may see of its businesses, read live: the owner and unassigned administrators see all, an assigned
 * administrator (alias) only their businesses, a custom role all when it holds businesses.view.
 */
export async function mainAccessOf(
  db: Executor,
  caller: { companyId: string; userId: string },
): Promise<MainAccess> {
  const company = await q.findCompany(db, caller.companyId);
  if (!company) throw new NotFound('Business');
  const main =
    company.accountType === 'sub' && company.parentCompanyId
      ? ((await q.findCompany(db, company.parentCompanyId)) ?? company)
      : company;
  const member = await findMemberByUser(db, main.id, caller.userId);
  const mainMember = member?.status === 'active' ? member : undefined;
  if (!mainMember) return { main, mainMember, scope: { kind: 'none' }, alias: false };
  if (mainMember.role === 'employer') return { main, mainMember, scope: { kind: 'all' }, alias: false };
  if (mainMember.role === 'employer-admin') {
    const ids = await assignedBusinessIds(db, main.id, mainMember.id);
    return ids.length
      ? { main, mainMember, scope: { kind: 'only', ids }, alias: true }
      : { main, mainMember, scope: { kind: 'all' }, alias: false };
  }
  const granted = mainMember.roleId ? await rolePermissionKeys(db, main.id, mainMember.roleId) : [];
  const can = permissionsOfRole('custom', granted).has('businesses.view' as Permission);
  return { main, mainMember, scope: can ? { kind: 'all' } : { kind: 'none' }, alias: false };
}

export const scopeFilter = (scope: MainAccess['scope']) =>
  scope.kind === 'all' ? undefined : scope.kind === 'only' ? scope.ids : [];

export async function listSubAccounts(
  deps: BusinessDeps,
  caller: { companyId: string; userId: string },
  query: { page: number; limit: number; search?: string },
) {
  const access = await mainAccessOf(deps.db, caller);
  const { rows, totalDocs } = await q.listSubAccounts(deps.db, access.main.id, {
    ...query,
    only: scopeFilter(access.scope),
  });
  return {
    docs: rows,
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(totalDocs / query.limit)),
    mainAccount: {
      _id: access.main.id,
      companyName: access.main.name,
      businessType: access.main.businessType as SubAccount['businessType'],
      isActive: access.main.isActive,
    },
    alias: access.alias,
  };
}

/** Every visible sub account, for the CSV download. */
export async function allSubAccounts(deps: BusinessDeps, caller: { companyId: string; userId: string }) {
  const access = await mainAccessOf(deps.db, caller);
  const { rows } = await q.listSubAccounts(deps.db, access.main.id, {
    only: scopeFilter(access.scope),
    page: 1,
    limit: 10_000,
  });
  return rows;
}

export async function addSubAccount(
  deps: BusinessDeps,
  caller: Caller,
  input: AddSubAccountRequest,
): Promise<SubAccount> {
  return transact(
    deps.db,
    async (tx, after) => {
      const main = await q.findCompany(tx, caller.auth.companyId);
      if (main?.accountType !== 'main') {
        throw new BadRequest('Switch to the main account to add a business.');
      }
      const who = await describeCaller(tx, caller);
      const { manager } = input;
      // Paydesk has vetted the main account already: its new businesses are approved at once. Otherwise a
      // Paydesk operator approves them (isActive) like any new business.
      const approved = main.isActive && main.adminVerify;
      const sub = await q.insertSubAccount(tx, {
        name: input.company.companyName,
        businessType: input.company.businessType,
        industry: input.company.industry,
        accountType: 'sub',
        parentCompanyId: main.id,
        status: approved ? 'active' : 'pending',
        isActive: approved,
        isCompanyInfo: true,
      });
      const subId = sub!.id;
      if (manager.type === 'self') {
        await addMember(tx, {
          companyId: subId,
          userId: caller.auth.userId,
          role: 'employer',
          status: 'active',
        });
      } else {
        // The creator keeps access as an administrator; the manager owns the new business once they accept.
        const creator = await addMember(tx, {
          companyId: subId,
          userId: caller.auth.userId,
          role: 'employer-admin',
          status: 'active',
        });
        await invitePerson(deps, tx, after, {
          companyId: subId,
          companyName: sub!.name,
          person: manager,
          role: 'employer',
          invitedBy: { memberId: creator!.id, name: who.name },
          kind: 'business',
        });
      }
      const metadata = {
        name: sub!.name,
        businessType: sub!.businessType,
        manager: manager.type === 'self' ? 'self' : manager.email,
        approved,
        ...who.support,
      };
      for (const companyId of [main.id, subId]) {
        await recordAudit(tx, {
          ip: caller.ip,
          userAgent: caller.userAgent,
          companyId,
          actor: who.actor,
          action: 'businesses.sub-account.create',
          target: { type: 'company', id: subId },
          outcome: 'success',
          metadata,
        });
      }
      const row = await q.findSubAccount(tx, main.id, subId);
      return q.toSubAccount(row!);
    },
    deps.onEffectError,
  );
}
