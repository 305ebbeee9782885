// GET …/audit-logs/export: the CSV of the filtered events. It needs the Authorization header, so it is fetched
// through the request layer as a file and handed to the browser; 'Downloading Data...' tells the user (spec §8).
import { AUDIT_LOG_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/components/download-file.ts';
import { type AuditFilters, filterQuery } from '../logic/filters.ts';

export function useAuditExportMutation() {
  return useMutation({
    mutationFn: async (filters: AuditFilters) => {
      await downloadFile(
        {
          method: 'GET',
          path: AUDIT_LOG_PATHS.export,
          query: filterQuery(filters),
        },
        `audit-logs-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    },
  });
}
