// What the trade module is built with: the database, config (the main wallet, operator tokens), the mailer of
// reminders and the files store of invoice documents.
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { FilesStore } from '../../platform/files/files-store.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';

export interface TradeDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  files: FilesStore;
  onEffectError?: (error: unknown) => void;
}
