// The development outbox's rows: newest first, one by id, or all removed.
import { devMailbox, type Executor } from '@paydesk/db';
import { desc, eq } from 'drizzle-orm';

export type MailboxRow = typeof devMailbox.$inferSelect;

export function listMessages(db: Executor, to: string | undefined, limit: number): Promise<MailboxRow[]> {
  return db
    .select()
    .from(devMailbox)
    .where(to ? eq(devMailbox.toAddress, to.toLowerCase()) : undefined)
    .orderBy(desc(devMailbox.createdAt))
    .limit(limit);
}

export async function findMessage(db: Executor, id: string): Promise<MailboxRow | undefined> {
  const [row] = await db.select().from(devMailbox).where(eq(devMailbox.id, id));
  return row;
}

export async function emptyMailbox(db: Executor): Promise<void> {
  await db.delete(devMailbox);
}
