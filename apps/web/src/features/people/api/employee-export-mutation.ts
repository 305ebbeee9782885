// GET …/people/employees/export: the filtered employees as CSV or XLSX, built by the server. It needs the
// Authorization header, so it is fetched as a file and handed to the browser; 'Downloading Data...' (spec §8).
import { PEOPLE_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/components/download-file.ts';

export function useEmployeeExportMutation() {
  return useMutation({
    mutationFn: async ({ query, format }: { query: Record<string, string>; format: 'csv' | 'xlsx' }) => {
      await downloadFile(
        {
          method: 'GET',
          path: PEOPLE_PATHS.employeesExport,
          query: { ...query, format },
        },
        `employees-${new Date().toISOString().slice(0, 10)}.${format}`,
      );
    },
  });
}
