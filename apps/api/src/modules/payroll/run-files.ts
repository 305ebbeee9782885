// Downloads of payroll lists: the runs list (the filters of the screen) as CSV or XLSX.
import type { payrollRunListQuery } from '@paydesk/contracts';
import type { z } from 'zod';
import type { PayrollDeps } from './payroll-deps.ts';
import { listItemView } from './run-views.ts';
import * as rq from './runs.queries.ts';
import { naira, tableFile } from './table-file.ts';

const MAX_ROWS = 10_000;

export async function runListFile(
  deps: Pick<PayrollDeps, 'db'>,
  companyId: string,
  query: z.output<typeof payrollRunListQuery>,
) {
  const { rows } = await rq.listRuns(deps.db, companyId, {
    page: 1,
    limit: MAX_ROWS,
    statuses: query.status ? [query.status] : undefined,
    search: query.search,
  });
  return tableFile(
    query.download ?? 'csv',
    'payrolls',
    [
      'Name',
      'Period start',
      'Period end',
      'Pay date',
      'Status',
      'Employees',
      'Net pay (NGN)',
      'Total cost (NGN)',
    ],
    rows
      .map((run) => listItemView(run))
      .map((r) => [
        r.name,
        r.periodStart,
        r.periodEnd,
        r.payDate,
        r.status,
        r.employeeCount,
        naira(r.netPayKobo),
        naira(r.totalCostKobo),
      ]),
  );
}
