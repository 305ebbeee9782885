// An employee's status and on-demand pay state as small coloured badges.
import { Badge, Group } from '@mantine/core';
import type { Employee } from '@paydesk/contracts';
import { EMPLOYEES_COPY as COPY } from '../copy.ts';

const STATUS_COLOR = { active: 'teal', disabled: 'gray', archived: 'orange' } as const;
const ON_DEMAND_COLOR = { 'not-invited': 'gray', invited: 'blue', accepted: 'teal' } as const;

export function EmployeeStatusBadge({ status }: { status: Employee['status'] }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} radius="sm">
      {COPY.statuses[status]}
    </Badge>
  );
}

export function OnDemandBadges({ employee }: { employee: Employee }) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={ON_DEMAND_COLOR[employee.onDemand.state]} radius="sm">
        {COPY.onDemandStates[employee.onDemand.state]}
      </Badge>
      {employee.onDemand.earningsStopped && (
        <Badge variant="outline" color="red" radius="sm">
          {COPY.earningsStopped}
        </Badge>
      )}
      {employee.onDemand.withdrawalsPaused && (
        <Badge variant="outline" color="yellow" radius="sm">
          {COPY.withdrawalsPaused}
        </Badge>
      )}
    </Group>
  );
}
