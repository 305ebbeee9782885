// The on-demand accounts list's filters in the URL: a search, and the page through the list kit.
import { z } from 'zod';

export const ACCOUNT_FILTERS = z.object({
  search: z.string().trim().max(100).optional(),
});
