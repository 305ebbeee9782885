// The employees who stop a return from being filed (no Tax ID), each linking to their edit page.
import { Alert, Anchor, Group, List, Text } from '@mantine/core';
import type { AnnualReturnBlocker } from '@paydesk/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ANNUAL_RETURN_COPY as COPY } from '../copy.ts';

export function Blockers({ blockers }: { blockers: AnnualReturnBlocker[] }) {
  if (blockers.length === 0) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={COPY.blockersTitle(blockers.length)}
      data-testid="annual-return-blockers"
    >
      <Text size="sm" mb="xs">
        {COPY.blockersBody}
      </Text>
      <List size="sm" spacing={4}>
        {blockers.map((b) => (
          <List.Item key={b.employeeId}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {b.name}
              </Text>
              <Text size="xs" c="dimmed">
                {b.states.map((s) => s ?? COPY.noState).join(', ')}
              </Text>
              <Anchor component={Link} to={`/people/employees/edit/${b.employeeId}`} size="sm">
                {COPY.addTaxId}
              </Anchor>
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
