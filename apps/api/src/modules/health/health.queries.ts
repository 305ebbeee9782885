// Whether the database answers.
import type { Executor } from '@paydesk/db';
import { sql } from 'drizzle-orm';

export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
