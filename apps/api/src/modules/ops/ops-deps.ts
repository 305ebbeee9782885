// What the operator console's services and routes are given.
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { AccessTokens } from '../../platform/access-tokens.ts';
import type { FilesStore } from '../../platform/files/files-store.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { SessionSettingsOf } from '../auth/index.ts';

export interface OpsDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  files: FilesStore;
  tokens: AccessTokens;
  /** The settings of other modules a support session shows (wired by module-context.ts). */
  sessionSettings: SessionSettingsOf;
  onEffectError?: (error: unknown) => void;
}
