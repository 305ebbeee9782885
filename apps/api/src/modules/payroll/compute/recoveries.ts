// The port to on-demand pay (built in modules/on-demand, wired by the composition root): what each employee still
// owes in a pay period, to take back from this salary, and the record of what a settled payslip took.
import type { Executor, Tx } from '@paydesk/db';

export interface PayrollRecovery {
  employeeId: string;
  /** What this payslip's net pay took back (kobo). */
  recoveredKobo: number;
  /** What did not fit in the net pay: carried forward, still owed (kobo). */
  unrecoveredKobo: number;
}

export interface RecoveriesPort {
  /**
   * On-demand pay each employee owes by the end of the run's pay month (withdrawals with the fees they bear,
   * approved savings, and what earlier payslips carried forward), by employee id (kobo).
   */
  onDemandToDeduct(
    db: Executor,
    companyId: string,
    period: { start: string; end: string },
  ): Promise<Map<string, number>>;
  /**
   * Called in the transaction that settles these payslips' salaries (paid, or nothing left to pay after the
   * recovery); recording the same run and employee again changes nothing.
   */
  recordPayrollRecovery(
    tx: Tx,
    input: {
      companyId: string;
      runId: string;
      period: { start: string; end: string };
      recoveries: PayrollRecovery[];
      /** The demo's history only: when the salaries were settled (real recoveries are posted now). */
      postedAt?: Date;
    },
  ): Promise<void>;
}

/** Nothing to deduct, nothing to record: for tests of payroll alone. */
export const noRecoveries: RecoveriesPort = {
  onDemandToDeduct: async () => new Map(),
  recordPayrollRecovery: async () => {},
};
