// What the on-demand module is built with: the database, the transfer rail payouts go out on (the payments face's
// rail, shared), the mailer of approval emails, and the secrets and public URL of the emailed links.
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { TransferRail } from '../../providers/banking/index.ts';

export interface OnDemandDeps {
  db: Database;
  rail: TransferRail;
  mailer: Mailer;
  config: AppConfig;
  onEffectError?: (error: unknown) => void;
}

/** How long an approval email's link stays valid. */
export const LINK_HOURS = 48;
