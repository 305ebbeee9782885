// The header breadcrumb, built from the path (spec §2.6): one crumb per segment, ids left out, settings pages
// named by the settings title map. The first crumb is the one that links back.
import { SETTINGS_TITLES } from '../copy.ts';

export interface Crumb {
  label: string;
  /** The path up to and including this segment. */
  path: string;
}

const ACRONYMS = new Set(['era', 'crm', 'tv', 'api']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids and tokens say nothing to a reader: uuids, numbers, long tokens with digits. */
export function isIdSegment(segment: string): boolean {
  return UUID.test(segment) || /^\d+$/.test(segment) || (segment.length >= 16 && /\d/.test(segment));
}

/** 'instant-transfers' → 'Instant Transfers'; 'ERA', 'cable-tv' and 'api-keys' keep their capitals ('ERA', 'Cable TV', 'API Keys'). */
export function humanize(segment: string): string {
  return segment
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) =>
      ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

export function buildBreadcrumb(
  pathname: string,
  titles: Readonly<Record<string, string>> = SETTINGS_TITLES,
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [{ label: 'Dashboard', path: '/dashboard' }];
  const crumbs: Crumb[] = [];
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    if (isIdSegment(segment)) continue;
    let label = segment;
    try {
      label = decodeURIComponent(segment);
    } catch {
      // A malformed escape: show it as it is.
    }
    crumbs.push({ label: titles[path] ?? humanize(label), path });
  }
  return crumbs;
}
