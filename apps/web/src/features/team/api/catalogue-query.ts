// GET …/team/permissions: the permission catalogue, grouped; it changes only with a release.
import { permissionCatalogueResponse, TEAM_PATHS } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { teamKeys } from './keys.ts';

export const useCatalogue = () =>
  useQuery({
    queryKey: teamKeys.catalogue(),
    queryFn: async () =>
      parseResponse(
        permissionCatalogueResponse,
        await request({ method: 'GET', path: TEAM_PATHS.permissions }),
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
