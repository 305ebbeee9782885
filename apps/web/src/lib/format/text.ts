// Small text helpers of spec §5 and §9.
import { TRUNCATE_DEFAULT_LENGTH } from '../constants.ts';

export const ELLIPSIS = '...';

/** Cuts text longer than `length` characters (25 by default) and adds an ellipsis. */
export function truncate(text: string | null | undefined, length = TRUNCATE_DEFAULT_LENGTH): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}${ELLIPSIS}` : text;
}

/** Avatar initials: the first letter of each name, in capitals ('ada', 'obi' → 'AO'; 'Ada Obi' → 'AO'). */
export function initials(...names: Array<string | null | undefined>): string {
  return names
    .flatMap((name) => (name ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Returns `many` when the count is a number greater than 1, otherwise `one` (also for a non-number). */
export function plural<T>(count: unknown, one: T, many: T): T {
  return typeof count === 'number' && count > 1 ? many : one;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** Directory names arrive HTML-escaped from some banks ('Stanbic IBTC &amp; Co') and are shown as text. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|#(\d+));/g, (entity, name: string, code?: string) =>
    code ? String.fromCharCode(Number(code)) : (ENTITIES[name] ?? entity),
  );
}
