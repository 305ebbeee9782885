// Builds the login session of spec §3 (token, refresh token, employer, company and member data).
import type { LoginSession, ProductCode, UserType } from '@paydesk/contracts';
import type { Executor, users } from '@paydesk/db';
import type { AccessTokens } from '../../platform/access-tokens.ts';
import type { Membership } from './membership-directory.ts';
import type { SessionSettings } from './session-settings.queries.ts';

type User = typeof users.$inferSelect;

export interface SessionAccess {
  /** An administrator of the main account limited to the businesses of employerList (spec §6). */
  alias: boolean;
  employerList: string[];
  /** Effective permission keys of the member in the session's business. */
  permissions: string[];
}

/**
 * What the member may do and see, read from the database (team's loadSessionAccess: team owns the roles and
 * assignments, and auth cannot import its face, so the composition root wires it into the login's deps).
 */
export type SessionAccessOf = (db: Executor, parts: Membership) => Promise<SessionAccess>;

type ProfileParts = Membership & {
  user: User;
  access: SessionAccess;
  /** Other modules' settings the session shows (`SessionSettingsOf`). */
  settings: SessionSettings;
};

/** The employer, company and member parts of the session: what a login answers and a profile fetch refreshes. */
export function sessionProfileOf({
  user,
  member,
  company,
  access,
  settings,
}: ProfileParts): Pick<LoginSession, 'employer' | 'company' | 'member'> {
  const mainCompanyId =
    company.accountType === 'sub' && company.parentCompanyId ? company.parentCompanyId : company.id;
  return {
    employer: {
      _id: mainCompanyId,
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      jobTitle: user.jobTitle,
      phoneNumber: user.phoneNumber,
      photoUrl: user.photoUrl,
      adminVerify: company.adminVerify,
      isActive: company.isActive,
      isCompliant: company.isCompliant,
      products: company.products as ProductCode[],
      rejectComment: company.rejectComment,
      status: company.status,
      selectedCompanyId: company.id,
      companyName: company.name,
      mainCompanyId,
      accountType: company.accountType as 'main' | 'sub',
      userType: member.role as UserType,
      isAccessPinSet: member.isAccessPinSet,
      shouldEarnYield: settings.shouldEarnYield,
    },
    company: {
      selectedCompanyId: company.id,
      companyType: company.businessType as LoginSession['company']['companyType'],
      employeeEva: settings.employeeEva,
      businessLogo: company.businessLogo,
    },
    member: {
      isPasswordSet: Boolean(user.passwordHash),
      isAccessPinSet: member.isAccessPinSet,
      permissions: access.permissions,
    },
  };
}

export async function buildLoginSession(
  tokens: AccessTokens,
  parts: ProfileParts & { sessionId: string; refreshToken: string },
): Promise<LoginSession> {
  const { user, member, company } = parts;
  const access = await tokens.sign({
    userId: user.id,
    sessionId: parts.sessionId,
    companyId: company.id,
    role: member.role,
  });
  return {
    token: access.token,
    refreshToken: parts.refreshToken,
    tokenExpiry: access.expiresAt,
    name: `${user.firstName} ${user.lastName}`,
    ...sessionProfileOf(parts),
    alias: parts.access.alias,
    employerList: parts.access.employerList,
  };
}
