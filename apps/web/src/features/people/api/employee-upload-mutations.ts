// The bulk upload's calls: the template download, the preview of a file (followed by a check id) and its commit
// (both multipart).
import {
  employeeUploadPreviewResponse,
  employeeUploadStatusResponse,
  PEOPLE_UPLOAD_PATHS,
} from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { type DownloadedFile, parseResponse, request, saveFile } from '@/lib/api/index.ts';
import { usePeopleMutation } from './use-people-mutation.ts';

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

export function useEmployeeTemplateMutation() {
  return useMutation({
    mutationFn: async (format: 'csv' | 'xlsx') => {
      const file = await request<DownloadedFile>({
        method: 'GET',
        path: PEOPLE_UPLOAD_PATHS.template,
        query: { format },
        responseType: 'file',
      });
      saveFile(file, `employees-template.${format}`);
    },
  });
}

/** Previews a file; `check` is the id its progress is read by while the server checks it. */
export function useEmployeeUploadPreviewMutation() {
  return useMutation({
    mutationFn: async ({ file, check }: { file: File; check: string }) =>
      parseResponse(
        employeeUploadPreviewResponse,
        await request({
          method: 'POST',
          path: PEOPLE_UPLOAD_PATHS.preview,
          query: { check },
          body: formOf(file),
        }),
      ).data,
  });
}

export function useEmployeeUploadCommitMutation() {
  return usePeopleMutation(
    async (file: File) =>
      parseResponse(
        employeeUploadStatusResponse,
        await request({ method: 'POST', path: PEOPLE_UPLOAD_PATHS.commit, body: formOf(file) }),
      ).data,
  );
}
