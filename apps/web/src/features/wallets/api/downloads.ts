// Files that need the Authorization header: the history CSV, a receipt PDF, a statement PDF or CSV.
import { STATEMENT_PATHS, WALLET_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/components/download-file.ts';

import { filterQuery, type HistoryFilters } from '../logic/filters.ts';

async function download(path: string, fallbackName: string, query?: Record<string, string>) {
  await downloadFile({ method: 'GET', path, query }, fallbackName);
}

export const useExportTransactions = () =>
  useMutation({
    mutationFn: (filters: HistoryFilters) =>
      download(
        WALLET_PATHS.transactionsExport,
        `transactions-${new Date().toISOString().slice(0, 10)}.csv`,
        filterQuery(filters),
      ),
  });

export const useDownloadReceipt = () =>
  useMutation({
    mutationFn: ({ id, reference }: { id: string; reference: string }) =>
      download(WALLET_PATHS.transactionReceipt(id), `receipt-${reference}.pdf`),
  });

export const useDownloadStatement = () =>
  useMutation({
    mutationFn: ({ id, format }: { id: string; format: 'pdf' | 'csv' }) =>
      download(STATEMENT_PATHS.file(id), `statement.${format}`, { format }),
  });
