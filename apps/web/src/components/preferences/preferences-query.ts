// The signed-in member's preferences (Settings › Preferences): one query read by the shell (how amounts show), the
// money forms (the default source wallet) and the settings pages, so a page asks for them once and a save is seen
// by every reader.
import { memberPreferencesResponse, SETTINGS_PATHS } from '@paydesk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { parseResponse, request } from '../../lib/api/index.ts';

/** Under the settings' keys (`settingsKeys.preferences()` is this one). */
export const PREFERENCES_KEY = ['settings', 'preferences'] as const;

export const preferencesQuery = () =>
  queryOptions({
    queryKey: PREFERENCES_KEY,
    queryFn: async () =>
      parseResponse(
        memberPreferencesResponse,
        await request({ method: 'GET', path: SETTINGS_PATHS.preferences }),
      ).data,
  });
