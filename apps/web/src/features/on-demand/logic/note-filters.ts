// The /payment-note filter in the URL: the note's status.
import { NOTE_STATUSES } from '@paydesk/contracts';
import { z } from 'zod';
import type { UrlFilters } from '@/lib/url-filters/url-filters.ts';

export const NOTE_FILTERS = z.object({ status: z.enum(NOTE_STATUSES).optional() });
export type NoteFilters = UrlFilters<typeof NOTE_FILTERS>;
