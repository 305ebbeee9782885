// The port to on-demand pay (built in modules/on-demand): what each employee withdrew early in a period, to take back
// from this salary, and the record that it was recovered once the run completes. The lead wires the real
// implementation at merge; without it nothing is recovered.
import type { Executor, Tx } from '@paydesk/db';

export interface PayrollRecovery {
  employeeId: string;
  /** What this run's net pay took back (kobo). */
  recoveredKobo: number;
  /** What did not fit in the net pay and is still owed (kobo). */
  unrecoveredKobo: number;
}

export interface RecoveriesPort {
  /** On-demand pay to deduct in the period, by employee id (kobo). */
  onDemandToDeduct(
    db: Executor,
    companyId: string,
    period: { start: string; end: string },
  ): Promise<Map<string, number>>;
  /** Called once, in the transaction that completes the run. */
  recordPayrollRecovery(
    tx: Tx,
    input: {
      companyId: string;
      runId: string;
      period: { start: string; end: string };
      recoveries: PayrollRecovery[];
    },
  ): Promise<void>;
}

/** Until on-demand pay is wired: nothing to deduct, nothing to record. */
export const noRecoveries: RecoveriesPort = {
  onDemandToDeduct: async () => new Map(),
  recordPayrollRecovery: async () => {},
};
