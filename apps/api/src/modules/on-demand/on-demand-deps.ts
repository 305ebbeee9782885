// What the on-demand module is built with: the database, the payout pipeline's hand-off (payments hands committed
// payouts to the rail; on-demand never talks to it), the mailer of approval emails, and the secrets and public URL
// of the emailed links.
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { RailTransfer } from '../payments/index.ts';

export interface OnDemandDeps {
  db: Database;
  /** Hands committed payouts to the rail (payments' handOffToRail, bound by the composition root). */
  handOff: (payouts: RailTransfer[]) => void;
  mailer: Mailer;
  config: AppConfig;
  onEffectError?: (error: unknown) => void;
}

/** How long an approval email's link stays valid. */
export const LINK_HOURS = 48;
