// Downloads of payroll lists: the runs list (the filters of the screen) as CSV or XLSX, named with those filters.
import type { payrollRunListQuery } from '@paydesk/contracts';
import type { z } from 'zod';
import { exportName } from '../../../http/route-kit.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { naira, tableFile } from '../table-file.ts';
import { listItemView } from './run-views.ts';
import * as rq from './runs.queries.ts';

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
  const format = query.download ?? 'csv';
  const file = await tableFile(
    format,
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
  // Named with the screen's filters and the Lagos day, as every list export is.
  return { ...file, name: exportName('payrolls', { status: query.status, search: query.search }, format) };
}
