// Businesses as the operator console finds them (to make a support link): by name or owner email. Offered through
// the businesses face (table companies is this module's).
import type { BusinessType } from '@paydesk/contracts';
import { companies, type Database } from '@paydesk/db';
import { desc, sql } from 'drizzle-orm';
import { businessOwnerEmailText } from '../team/index.ts';

// The owner's email is team's SQL text (members are team's, people auth's), written out in full: in a one-table
// select Drizzle leaves columns unqualified, which a subquery would misread.
const ownerEmail = sql<string | null>`${sql.raw(businessOwnerEmailText('companies.id'))}`;

export async function searchBusinesses(
  db: Database,
  query: { search?: string; page: number; limit: number },
) {
  const term = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = term ? sql`(${companies.name} ilike ${term} or ${ownerEmail} ilike ${term})` : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        businessType: companies.businessType,
        adminVerify: companies.adminVerify,
        status: companies.status,
        ownerEmail,
      })
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
  const totalDocs = count?.n ?? 0;
  return {
    docs: rows.map((r) => ({
      _id: r.id,
      companyName: r.name,
      businessType: r.businessType as BusinessType,
      adminVerify: r.adminVerify,
      status: r.status,
      ownerEmail: r.ownerEmail,
    })),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(totalDocs / query.limit)),
  };
}
