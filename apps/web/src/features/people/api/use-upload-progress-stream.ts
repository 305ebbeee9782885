// Follows GET …/employees/upload/{id}/stream (server-sent `progress` events) into the upload's query until the
// upload completes or fails. When the stream cannot be opened the caller learns it and polls instead.
import {
  employeeUploadStatus,
  PEOPLE_UPLOAD_PATHS,
  pathWithId,
  UPLOAD_PROGRESS_EVENT,
} from '@paydesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { followEventStream, isApiError } from '@/lib/api/index.ts';
import { employeeUploadQuery } from './employee-upload-query.ts';
import { peopleKeys } from './keys.ts';

function parseProgress(data: string) {
  try {
    const parsed = employeeUploadStatus.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Answers whether the stream has failed (then the page polls). */
export function useUploadProgressStream(id: string): { streamFailed: boolean } {
  const queryClient = useQueryClient();
  const [streamFailed, setStreamFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void followEventStream({
      path: pathWithId(PEOPLE_UPLOAD_PATHS.progressStream, id),
      signal: controller.signal,
      onEvent: (event) => {
        if (event.event !== UPLOAD_PROGRESS_EVENT) return;
        const upload = parseProgress(event.data);
        if (!upload) return;
        queryClient.setQueryData(peopleKeys.upload(id), upload);
        if (upload.status === 'completed' || upload.status === 'failed') controller.abort();
      },
      onFailure: (error) => {
        setStreamFailed(true);
        // No such upload: the status query shows the error; reconnecting will not find it either.
        if (isApiError(error) && error.status === 404) controller.abort();
      },
      // An ordinary call renews an expired token through the request layer's single refresh.
      renewToken: () => queryClient.fetchQuery(employeeUploadQuery(id, false)),
    });
    return () => controller.abort();
  }, [id, queryClient]);
  return { streamFailed };
}
