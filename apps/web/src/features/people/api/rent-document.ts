// An employee's rent document: uploaded as multipart (PDF, JPEG or PNG; the server checks the content), and
// downloaded with the Authorization header.
import { employeeResponse, PEOPLE_PATHS, pathWithId } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DownloadedFile, parseResponse, request, saveFile } from '@/lib/api/index.ts';
import { peopleKeys } from './keys.ts';

export function useUploadRentDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return parseResponse(
        employeeResponse,
        await request({
          method: 'POST',
          path: pathWithId(PEOPLE_PATHS.employeeRentDocument, id),
          body: form,
        }),
      ).data;
    },
    onSuccess: (employee) => queryClient.setQueryData(peopleKeys.employee(id), employee),
  });
}

export const useDownloadRentDocument = (id: string) =>
  useMutation({
    mutationFn: async () =>
      saveFile(
        await request<DownloadedFile>({
          method: 'GET',
          path: pathWithId(PEOPLE_PATHS.employeeRentDocument, id),
          responseType: 'file',
        }),
        'rent-document',
      ),
  });
