// The return's files: CSV and XLSX of the shown states, a state's PDF summary; ITF Form 5A of the year.
import { ANNUAL_RETURN_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/components/download-file.ts';

export interface ReturnFile {
  year: number;
  state: string | null;
  format: 'csv' | 'xlsx' | 'pdf';
}

export const useDownloadReturn = () =>
  useMutation({
    mutationFn: ({ year, state, format }: ReturnFile) =>
      downloadFile(
        {
          method: 'GET',
          path: ANNUAL_RETURN_PATHS.returns,
          query: { year, ...(state ? { state } : {}), download: format },
        },
        `annual-paye-return-${year}${state ? `-${state}` : ''}.${format}`,
      ),
  });

export const useDownloadItfForm = () =>
  useMutation({
    mutationFn: ({ year, format }: { year: number; format: 'csv' | 'pdf' }) =>
      downloadFile(
        { method: 'GET', path: ANNUAL_RETURN_PATHS.itfForm5a, query: { year, download: format } },
        `itf-form-5a-${year}.${format}`,
      ),
  });
