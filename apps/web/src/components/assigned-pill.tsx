// The Assigned / Not Assigned pill (spec §2.6), e.g. whether an employee has a pay group.
import { Badge } from '@mantine/core';
import { ASSIGNMENT_LABELS } from './copy.ts';

export function AssignedPill({ assigned }: { assigned: boolean }) {
  return (
    <Badge
      variant="light"
      color={assigned ? 'brand' : 'gray'}
      radius="xl"
      tt="none"
      fw={600}
      data-assigned={assigned}
    >
      {assigned ? ASSIGNMENT_LABELS.assigned : ASSIGNMENT_LABELS.notAssigned}
    </Badge>
  );
}
