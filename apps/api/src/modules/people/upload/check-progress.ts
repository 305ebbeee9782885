// How far the running previews' checks have got, by business and the id the caller gave the check: the rows whose
// bank has answered of the file's rows, so the member sees "Checking 312 of 600…" while name enquiries run. Held in
// this process only, like the checks themselves: a progress read that lands on another process finds nothing (404)
// and the page says only that it is checking.
import type { EmployeeUploadCheckProgress } from '@paydesk/contracts';

/** Checks followed at once; the oldest is forgotten past this. */
const MAX_CHECKS = 256;

function createCheckProgress() {
  const running = new Map<string, EmployeeUploadCheckProgress>();
  const keyOf = (companyId: string, checkId: string) => `${companyId}:${checkId}`;
  return {
    /** Follows one check; answers the function that reports it and the one that ends it. */
    start(companyId: string, checkId: string) {
      const key = keyOf(companyId, checkId);
      while (running.size >= MAX_CHECKS) running.delete(running.keys().next().value!);
      return {
        report: (checked: number, total: number) => running.set(key, { checked, total }),
        end: () => running.delete(key),
      };
    },
    read(companyId: string, checkId: string): EmployeeUploadCheckProgress | undefined {
      return running.get(keyOf(companyId, checkId));
    },
  };
}

export const checkProgress = createCheckProgress();

/** Reports rows checked of the file's rows. */
export type ReportProgress = (checked: number, total: number) => void;
