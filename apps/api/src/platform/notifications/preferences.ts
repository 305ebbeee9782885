// Members' notification preferences (Settings › Preferences), honoured by the platform: a muted in-app category is
// not written to the bell, and an email of a muted category is not sent — security emails always go out.
import { type NotificationCategory, UNMUTABLE_EMAIL_CATEGORIES } from '@paydesk/contracts';
import { type Executor, memberPreferences, users } from '@paydesk/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

/** The category of a notification kind by its prefix; kinds of no category are always delivered. */
export function categoryOfKind(kind: string): NotificationCategory | null {
  const prefix = kind.split('.')[0] ?? '';
  switch (prefix) {
    case 'approvals':
    case 'approval':
      return 'approvals';
    case 'payroll':
      return 'payroll';
    case 'wallet':
    case 'wallets':
    case 'payments':
    case 'transfer':
    case 'credit':
    case 'trade':
      return 'payments';
    case 'on-demand':
    case 'withdrawal':
    case 'savings':
      return 'on-demand';
    case 'auth':
    case 'security':
    case 'support':
      return 'security';
    default:
      return null;
  }
}

/** Of `userIds`, those who muted `category` in the app in this business. */
export async function mutedInApp(
  db: Executor,
  companyId: string,
  userIds: string[],
  category: NotificationCategory,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: memberPreferences.userId })
    .from(memberPreferences)
    .where(
      and(
        eq(memberPreferences.companyId, companyId),
        inArray(memberPreferences.userId, userIds),
        sql`${memberPreferences.muted} -> 'inApp' ? ${category}`,
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Whether the member with this email muted `category` by email in this business (security never is). */
export async function emailMuted(
  db: Executor,
  companyId: string,
  email: string,
  category: NotificationCategory,
): Promise<boolean> {
  if (UNMUTABLE_EMAIL_CATEGORIES.includes(category)) return false;
  const [row] = await db
    .select({ userId: memberPreferences.userId })
    .from(memberPreferences)
    .innerJoin(users, eq(users.id, memberPreferences.userId))
    .where(
      and(
        eq(memberPreferences.companyId, companyId),
        eq(users.email, email.toLowerCase()),
        sql`${memberPreferences.muted} -> 'email' ? ${category}`,
      ),
    );
  return Boolean(row);
}
