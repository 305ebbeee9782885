// Wallet amounts arrive in kobo (minor units) and are shown in naira (spec §3 Wallet, §9).
import { formatNaira, minorToMajor } from '@paydesk/money';

/** ₦ sign, two decimals, comma thousands: formatMinorAsNaira(123456) === '₦1,234.56'. */
export function formatMinorAsNaira(minor: number | null | undefined): string {
  return formatNaira(minorToMajor(minor ?? 0));
}

export { formatNaira, minorToMajor };
