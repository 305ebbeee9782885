// Builds the login session of spec §3 (token, refresh token, employer, company and member data).
import type { LoginSession, ProductCode, UserType } from '@paydesk/contracts';
import type { companies, companyMembers, users } from '@paydesk/db';
import type { AccessTokens } from './access-tokens.ts';

type User = typeof users.$inferSelect;
type Member = typeof companyMembers.$inferSelect;
type Company = typeof companies.$inferSelect;

export async function buildLoginSession(
  tokens: AccessTokens,
  parts: { user: User; member: Member; company: Company; sessionId: string; refreshToken: string },
): Promise<LoginSession> {
  const { user, member, company } = parts;
  const mainCompanyId =
    company.accountType === 'sub' && company.parentCompanyId ? company.parentCompanyId : company.id;
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
    employer: {
      _id: mainCompanyId,
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      jobTitle: user.jobTitle,
      phoneNumber: user.phoneNumber,
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
      shouldEarnYield: company.shouldEarnYield,
    },
    company: {
      selectedCompanyId: company.id,
      companyType: company.businessType as LoginSession['company']['companyType'],
    },
    member: { isPasswordSet: Boolean(user.passwordHash), isAccessPinSet: member.isAccessPinSet },
    alias: false,
    employerList: [],
  };
}
