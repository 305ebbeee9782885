// The signed-in profile, fetched again when it may have changed (spec §3 employer: e.g. adminVerify after the
// business is verified). Shared: the session sync keeps it current, pages that change it ask for it again.
import { PROFILE_PATHS, sessionProfileResponse } from '@paydesk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { parseResponse, request } from '../api/index.ts';

export const SESSION_PROFILE_KEY = ['session', 'profile'] as const;

export const sessionProfileQuery = () =>
  queryOptions({
    queryKey: SESSION_PROFILE_KEY,
    queryFn: async () =>
      parseResponse(sessionProfileResponse, await request({ method: 'GET', path: PROFILE_PATHS.profile }))
        .data,
    // A failed refresh keeps the stored session as it is; the next focus tries again.
    meta: { silent: true },
  });
