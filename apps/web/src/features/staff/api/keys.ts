import type { StaffAcceptRequest } from '@paydesk/contracts';

export const staffKeys = {
  all: ['staff'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  invitation: (link: StaffAcceptRequest) =>
    [...staffKeys.all, 'invitation', link.companyId, link.employeeId, link.token] as const,
};
