// On-demand pay as payroll sees it: the payroll runs module asks through its RecoveriesPort what to take back from
// each salary in a period and records what it took once the run completes. On-demand names a period by its payday's
// month ('YYYY-MM'); a payroll period is named here by the month it ends in, which is its pay month.
import type { RecoveriesPort } from '../payroll/index.ts';
import { onDemandToDeduct, recordPayrollRecovery } from './reconciliation.service.ts';

const payMonth = (period: { end: string }) => period.end.slice(0, 7);

export const onDemandRecoveries: RecoveriesPort = {
  onDemandToDeduct: (db, companyId, period) => onDemandToDeduct(db, companyId, payMonth(period)),
  recordPayrollRecovery: async (tx, { companyId, runId, period, recoveries }) => {
    const recovered = new Map(
      recoveries.filter((r) => r.recoveredKobo > 0).map((r) => [r.employeeId, r.recoveredKobo] as const),
    );
    if (recovered.size > 0)
      await recordPayrollRecovery(tx, companyId, payMonth(period), `payroll:${runId}`, recovered);
  },
};
