// The verification progress: business type, status, steps, saved answers, documents, directors, identity.
import { COMPLIANCE_PATHS } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { progressCall } from './compliance-request.ts';
import { complianceKeys } from './keys.ts';

export const progressQuery = () =>
  queryOptions({
    queryKey: complianceKeys.progress(),
    queryFn: async () => (await progressCall('GET', COMPLIANCE_PATHS.progress)).data,
  });

export const useProgress = () => useQuery(progressQuery());
