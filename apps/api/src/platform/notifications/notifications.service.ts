// The one function every feature calls to tell members something, and the reads behind the panel.
// The insert and its NOTIFY share the transaction, so listeners hear of a notification only once it exists.
import { type NotificationCategory, type NotificationTab, notificationLink } from '@paydesk/contracts';
import { companyMembers, type Executor, notifications } from '@paydesk/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { BadRequest, NotFound } from '../../lib/errors.ts';
import { categoryOfKind, mutedInApp } from './preferences.ts';

export const NOTIFICATION_CHANNEL = 'paydesk_notifications';

export interface NotifyInput {
  companyId: string;
  /** Specific members, or every active member of the business. */
  recipients: string[] | 'all-members';
  kind: string;
  message: string;
  subject?: { firstName: string | null; lastName: string | null };
  /** An in-app path ('/approvals/dashboard?…') the bell opens; a full URL or anything not starting with '/' is refused. */
  link?: string;
  /** The preference category; by default read from the kind's prefix (e.g. 'wallet.' is payments). */
  category?: NotificationCategory | null;
}

export async function notify(tx: Executor, input: NotifyInput): Promise<void> {
  if (input.link !== undefined && !notificationLink.safeParse(input.link).success) {
    throw new BadRequest('A notification link must be an in-app path starting with /');
  }
  const everyone =
    input.recipients === 'all-members'
      ? (
          await tx
            .select({ userId: companyMembers.userId })
            .from(companyMembers)
            .where(and(eq(companyMembers.companyId, input.companyId), eq(companyMembers.status, 'active')))
        ).map((r) => r.userId)
      : input.recipients;
  // Members who muted this category in the app get nothing in the bell.
  const category = input.category === undefined ? categoryOfKind(input.kind) : input.category;
  const muted = category ? await mutedInApp(tx, input.companyId, everyone, category) : new Set<string>();
  const recipients = everyone.filter((userId) => !muted.has(userId));
  if (recipients.length === 0) return;
  await tx.insert(notifications).values(
    recipients.map((recipientUserId) => ({
      companyId: input.companyId,
      recipientUserId,
      kind: input.kind,
      message: input.message,
      link: input.link ?? null,
      firstName: input.subject?.firstName ?? null,
      lastName: input.subject?.lastName ?? null,
    })),
  );
  for (const userId of recipients) {
    await tx.execute(
      sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ companyId: input.companyId, userId })})`,
    );
  }
}

export interface Recipient {
  companyId: string;
  userId: string;
}

const mine = (r: Recipient) =>
  and(eq(notifications.companyId, r.companyId), eq(notifications.recipientUserId, r.userId));

export async function countNotifications(db: Executor, r: Recipient) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) filter (where not ${notifications.read})::int`,
    })
    .from(notifications)
    .where(mine(r));
  const all = row?.all ?? 0;
  const unread = row?.unread ?? 0;
  return { all, unread, read: all - unread };
}

export async function listNotifications(
  db: Executor,
  r: Recipient,
  query: { status: NotificationTab; page: number; limit: number },
) {
  const filter =
    query.status === 'unread'
      ? and(mine(r), eq(notifications.read, false))
      : query.status === 'read'
        ? and(mine(r), eq(notifications.read, true))
        : mine(r);
  const rows = await db
    .select()
    .from(notifications)
    .where(filter)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const counts = await countNotifications(db, r);
  const totalDocs = counts[query.status];
  return {
    notifications: {
      docs: rows.map((n) => ({
        _id: n.id,
        kind: n.kind,
        firstName: n.firstName,
        lastName: n.lastName,
        message: n.message,
        link: n.link,
        read: n.read,
        createdAt: n.createdAt.toISOString(),
      })),
      totalDocs,
      page: query.page,
      limit: query.limit,
      totalPages: Math.max(1, Math.ceil(totalDocs / query.limit)),
    },
    counts,
  };
}

async function announce(db: Executor, r: Recipient) {
  await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(r)})`);
}

export async function markAllRead(db: Executor, r: Recipient) {
  const updated = await db
    .update(notifications)
    .set({ read: true, readAt: new Date() })
    .where(and(mine(r), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  if (updated.length) await announce(db, r);
  return { updated: updated.length, counts: await countNotifications(db, r) };
}

/** Another member's or another business's notification answers 404, like one that does not exist. */
export async function markRead(db: Executor, r: Recipient, id: string) {
  const [found] = await db
    .select({ read: notifications.read })
    .from(notifications)
    .where(and(mine(r), eq(notifications.id, id)));
  if (!found) throw new NotFound('Notification');
  let updated = 0;
  if (!found.read) {
    await db
      .update(notifications)
      .set({ read: true, readAt: new Date() })
      .where(and(mine(r), eq(notifications.id, id)));
    await announce(db, r);
    updated = 1;
  }
  return { updated, counts: await countNotifications(db, r) };
}
