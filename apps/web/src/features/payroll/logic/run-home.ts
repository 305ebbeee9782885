// Where a run opens from the list: its current step (run while it computes, finalize to review, pay once approved,
// the history page once it is over).
import type { PayrollRunListItem } from '@paydesk/contracts';
import { PAYROLL_ROUTES } from './paths.ts';

export function runHome(run: Pick<PayrollRunListItem, '_id' | 'status'>): string {
  switch (run.status) {
    case 'approved':
    case 'processing':
      return PAYROLL_ROUTES.paySalary(run._id);
    case 'completed':
    case 'rejected':
      return PAYROLL_ROUTES.historyRun(run._id);
    default:
      return PAYROLL_ROUTES.finalize(run._id);
  }
}
