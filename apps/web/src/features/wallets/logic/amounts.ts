// Naira typed by people ↔ kobo sent to the server (spec §3: minor units divided by 100 for display).
import { parseNaira } from '@paydesk/money';

/** '1,234.5' → 123450; null when it is not a positive amount with at most two decimals. */
export function nairaToKobo(text: string): number | null {
  const kobo = parseNaira(text.trim());
  return kobo !== null && kobo > 0 ? kobo : null;
}

/** 123450 → '1234.50' for an input field; '' for null. */
export function koboToInput(kobo: number | null | undefined): string {
  if (kobo === null || kobo === undefined) return '';
  return `${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
}

/** An optional limit field: '' means no limit; otherwise a positive amount. */
export function limitFromInput(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  return nairaToKobo(text) ?? 'invalid';
}
