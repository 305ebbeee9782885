// GET …/employees/upload/{id}: an upload's progress. The progress stream keeps it live; polling every second is the
// fallback, on only while the stream cannot be followed, and stops once the job has finished.
import { employeeUploadStatusResponse, PEOPLE_UPLOAD_PATHS, pathWithId } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { peopleKeys } from './keys.ts';

export const employeeUploadQuery = (id: string, poll: boolean) =>
  queryOptions({
    queryKey: peopleKeys.upload(id),
    queryFn: async () =>
      parseResponse(
        employeeUploadStatusResponse,
        await request({ method: 'GET', path: pathWithId(PEOPLE_UPLOAD_PATHS.status, id) }),
      ).data,
    refetchInterval: (query) =>
      !poll || (query.state.data && ['completed', 'failed'].includes(query.state.data.status)) ? false : 1000,
    meta: { silent: true },
  });

export const useEmployeeUpload = (id: string, options: { poll: boolean }) =>
  useQuery(employeeUploadQuery(id, options.poll));
