// POST …/people/employees/bulk/{action} with `{ ids }`: each employee succeeds or fails on its own, and the answer
// counts both.
import { bulkResultResponse, PEOPLE_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { usePeopleMutation } from './use-people-mutation.ts';

const PATHS = {
  enable: PEOPLE_PATHS.bulkEnable,
  disable: PEOPLE_PATHS.bulkDisable,
  archive: PEOPLE_PATHS.bulkArchive,
  'invite-on-demand': PEOPLE_PATHS.bulkInviteOnDemand,
} as const;
export type BulkEmployeeAction = keyof typeof PATHS;

export const useBulkEmployeesMutation = () =>
  usePeopleMutation(
    async ({ action, ids }: { action: BulkEmployeeAction; ids: string[] }) =>
      parseResponse(bulkResultResponse, await request({ method: 'POST', path: PATHS[action], body: { ids } }))
        .data,
  );
