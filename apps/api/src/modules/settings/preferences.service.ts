// Preferences (spec §2.3 /settings/preferences): which categories notify by email and in the app, the default
// source wallet and how amounts show; stored per member and business. The platform's notify and mailer honour the
// muted categories (platform/notifications/preferences.ts).
import {
  type MemberPreferences,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
} from '@paydesk/contracts';
import type { Caller } from '../../http/route-kit.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { findWallets } from '../wallets/index.ts';
import * as q from './settings.queries.ts';
import type { SettingsDeps } from './settings-deps.ts';

const choices = (muted: string[]) =>
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, !muted.includes(c)])) as Record<
    NotificationCategory,
    boolean
  >;
const mutedOf = (on: Record<NotificationCategory, boolean>) => NOTIFICATION_CATEGORIES.filter((c) => !on[c]);

async function openWallets(deps: Pick<SettingsDeps, 'db'>, companyId: string) {
  const rows = await findWallets(deps.db, companyId);
  return rows
    .filter((r) => r.wallet.status === 'active')
    .map((r) => ({ id: r.wallet.id, name: r.wallet.name }));
}

export async function getPreferences(deps: Pick<SettingsDeps, 'db'>, caller: Caller) {
  const { companyId, userId } = caller.auth;
  const [row, wallets] = await Promise.all([
    q.findPreferences(deps.db, companyId, userId),
    openWallets(deps, companyId),
  ]);
  const defaultSource = row?.defaultSourceWalletId ?? null;
  return {
    email: choices(row?.muted.email ?? []),
    inApp: choices(row?.muted.inApp ?? []),
    // A wallet closed since it was chosen is no longer a default.
    defaultSourceWalletId: wallets.some((w) => w.id === defaultSource) ? defaultSource : null,
    amountDisplay: (row?.amountDisplay ?? 'full') as MemberPreferences['amountDisplay'],
    wallets,
  };
}

export async function savePreferences(deps: SettingsDeps, caller: Caller, input: MemberPreferences) {
  const { companyId, userId } = caller.auth;
  if (input.defaultSourceWalletId) {
    const wallets = await openWallets(deps, companyId);
    // Another business's wallet (or a closed one) is not a choice: the same answer as an unknown id.
    if (!wallets.some((w) => w.id === input.defaultSourceWalletId))
      throw new ValidationFailed({ defaultSourceWalletId: ['Choose one of your open wallets'] });
  }
  await transact(deps.db, async (tx) => {
    await q.savePreferences(tx, {
      companyId,
      userId,
      muted: { email: mutedOf(input.email), inApp: mutedOf(input.inApp) },
      defaultSourceWalletId: input.defaultSourceWalletId,
      amountDisplay: input.amountDisplay,
    });
    await recordCallerAudit(tx, caller, {
      action: 'settings.preferences.update',
      target: { type: 'user', id: userId },
      outcome: 'success',
      metadata: {
        mutedEmail: mutedOf(input.email),
        mutedInApp: mutedOf(input.inApp),
        amountDisplay: input.amountDisplay,
      },
    });
  });
  return getPreferences(deps, caller);
}
