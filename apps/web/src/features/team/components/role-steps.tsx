// The frame of the role pages: title, the Details → Permissions steps, and the card.
import { Paper, Stack, Stepper, Title } from '@mantine/core';
import { ROLES_COPY as COPY } from '../copy.ts';
import { TeamTabs } from './team-tabs.tsx';

export function RoleSteps({
  editing,
  step,
  children,
}: {
  editing: boolean;
  step: 0 | 1;
  children: React.ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        {editing ? COPY.editTitle : COPY.createTitle}
      </Title>
      <TeamTabs active="roles" />
      <Stepper active={step} size="sm" allowNextStepsSelect={false} maw={480}>
        {COPY.steps.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <Paper p={{ base: 'md', sm: 'xl' }} withBorder>
        {children}
      </Paper>
    </Stack>
  );
}
