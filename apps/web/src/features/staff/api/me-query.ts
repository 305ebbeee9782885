import { STAFF_PATHS, staffProfileResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffKeys } from './keys.ts';
import { staffCall } from './staff-request.ts';

export const staffMeQuery = () =>
  queryOptions({
    queryKey: staffKeys.me(),
    queryFn: async () =>
      (await staffCall({ method: 'GET', path: STAFF_PATHS.me }, staffProfileResponse)).data,
  });

export const useStaffMe = () => useQuery(staffMeQuery());
