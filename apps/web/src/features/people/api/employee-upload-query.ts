// GET …/employees/upload/{id}: an upload's progress, polled every second until the job has finished.
import { employeeUploadStatusResponse, PEOPLE_UPLOAD_PATHS, pathWithId } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '../../../lib/api/index.ts';
import { peopleKeys } from './keys.ts';

export const employeeUploadQuery = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.upload(id),
    queryFn: async () =>
      parseResponse(
        employeeUploadStatusResponse,
        await request({ method: 'GET', path: pathWithId(PEOPLE_UPLOAD_PATHS.status, id) }),
      ).data,
    refetchInterval: (query) =>
      query.state.data && ['completed', 'failed'].includes(query.state.data.status) ? false : 1000,
    meta: { silent: true },
  });

export const useEmployeeUpload = (id: string) => useQuery(employeeUploadQuery(id));
