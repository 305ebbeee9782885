// Wallet amounts arrive in kobo (minor units) and are shown in naira (spec §3 Wallet, §9).
// The member's choice of Settings › Preferences is honoured here: 'rounded' shows whole naira.
import type { AmountDisplay } from '@paydesk/contracts';
import { formatNaira, minorToMajor } from '@paydesk/money';
import { useUiPreferences } from '../storage/ui-preferences-store.ts';

const wholeNaira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** Whole naira, half a naira and more rounded up: 123450 kobo → '₦1,235'. */
function formatRoundedNaira(minor: number): string {
  const naira = Math.round(Math.abs(minor) / 100);
  return `${minor < 0 && naira > 0 ? '-' : ''}₦${wholeNaira.format(naira)}`;
}

/**
 * ₦ sign, two decimals, comma thousands: formatMinorAsNaira(123456) === '₦1,234.56'; in whole naira ('₦1,235')
 * when the member chose so.
 */
export function formatMinorAsNaira(
  minor: number | null | undefined,
  display: AmountDisplay = useUiPreferences.getState().amountDisplay,
): string {
  if (display === 'rounded') return formatRoundedNaira(minor ?? 0);
  return formatNaira(minorToMajor(minor ?? 0));
}

export { formatNaira, minorToMajor };
