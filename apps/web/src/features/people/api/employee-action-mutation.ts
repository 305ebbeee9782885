// The single actions on one employee (spec §4): each its own POST under …/employees/{id}/, and DELETE for delete
// (refused with a 409 once the employee has been paid).
import { messageOnly, PEOPLE_PATHS, pathWithId } from '@paydesk/contracts';
import { z } from 'zod';
import { parseResponse, request } from '@/lib/api/index.ts';
import { usePeopleMutation } from './use-people-mutation.ts';

const PATHS = {
  enable: PEOPLE_PATHS.enable,
  disable: PEOPLE_PATHS.disable,
  archive: PEOPLE_PATHS.archive,
  'resend-invite': PEOPLE_PATHS.resendInvite,
  'invite-on-demand': PEOPLE_PATHS.inviteOnDemand,
  'stop-earnings': PEOPLE_PATHS.stopEarnings,
  'resume-earnings': PEOPLE_PATHS.resumeEarnings,
  'pause-withdrawals': PEOPLE_PATHS.pauseWithdrawals,
  'resume-withdrawals': PEOPLE_PATHS.resumeWithdrawals,
  delete: PEOPLE_PATHS.employee,
} as const;
export type EmployeeAction = keyof typeof PATHS;

const anyAnswer = z.object({ message: z.string() }).loose();

export const useEmployeeActionMutation = (id: string) =>
  usePeopleMutation(async (action: EmployeeAction) => {
    const path = pathWithId(PATHS[action], id);
    if (action === 'delete') return parseResponse(messageOnly, await request({ method: 'DELETE', path }));
    return parseResponse(anyAnswer, await request({ method: 'POST', path }));
  });

/** Resend the on-demand invite of any employee (the row menu of the invited list). */
export const useResendInviteMutation = () =>
  usePeopleMutation(async (id: string) =>
    parseResponse(
      anyAnswer,
      await request({ method: 'POST', path: pathWithId(PEOPLE_PATHS.resendInvite, id) }),
    ),
  );
