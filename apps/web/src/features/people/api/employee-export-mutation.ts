// GET …/people/employees/export: the filtered employees as CSV or XLSX, built by the server. It needs the
// Authorization header, so it is fetched as a file and handed to the browser; 'Downloading Data...' (spec §8).
import { PEOPLE_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { DOWNLOADING_DATA } from '../../../components/copy.ts';
import { showToast } from '../../../components/toast.tsx';
import { type DownloadedFile, request, saveFile } from '../../../lib/api/index.ts';

export function useEmployeeExportMutation() {
  return useMutation({
    mutationFn: async ({ query, format }: { query: Record<string, string>; format: 'csv' | 'xlsx' }) => {
      showToast({ kind: 'info', message: DOWNLOADING_DATA });
      const file = await request<DownloadedFile>({
        method: 'GET',
        path: PEOPLE_PATHS.employeesExport,
        query: { ...query, format },
        responseType: 'file',
      });
      saveFile(file, `employees-${new Date().toISOString().slice(0, 10)}.${format}`);
    },
  });
}
