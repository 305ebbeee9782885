// GET …/employees/upload/preview/{check}/progress: how far the server's check of a previewed file has got, polled
// while the preview runs. A 404 (the file not read yet, or the read landed on another API process) is no error to
// show: the page then says only that it is checking.
import { employeeUploadCheckProgressResponse, PEOPLE_UPLOAD_PATHS, pathWithId } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { peopleKeys } from './keys.ts';

/** Often enough that the count reads as live; a 600-row file is checked in about 8 s. */
const POLL_MS = 500;

export const useUploadCheckProgress = (check: string | null, running: boolean) =>
  useQuery({
    queryKey: peopleKeys.uploadCheck(check ?? ''),
    queryFn: async () =>
      parseResponse(
        employeeUploadCheckProgressResponse,
        await request({ method: 'GET', path: pathWithId(PEOPLE_UPLOAD_PATHS.previewProgress, check ?? '') }),
      ).data,
    enabled: running && check !== null,
    refetchInterval: running ? POLL_MS : false,
    retry: false,
    gcTime: 0,
    meta: { silent: true },
  });
