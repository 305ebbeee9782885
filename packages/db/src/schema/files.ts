// Uploaded files (verification documents, logos, later statements). Bytes live in the files store
// (./data/files by default); this row is the record: detected type, size and checksum.
import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { companies } from './companies.ts';

export const storedFiles = pgTable(
  'stored_files',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    /** Path inside the files store; never derived from the uploaded name. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    /** The type detected from the content, not the one the browser claimed. */
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    purpose: text('purpose').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);
