// The frame of the three add-a-business pages: title, step indicator and the page's card. Only members who may
// add businesses see it, and only from the main account.
import { Alert, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { ADD_BUSINESS_COPY as COPY } from '../copy.ts';

export const ADD_BUSINESS_PATHS = {
  company: '/account/add/company',
  user: '/account/add/user',
  preview: '/account/add/preview',
} as const;

/** `step` 3 marks every step done (the business was added). */
export function AddBusinessFrame({ step, children }: { step: 0 | 1 | 2 | 3; children: React.ReactNode }) {
  const allowed = useCan('businesses.create');
  const isSub = useSessionStore((state) => state.employer?.accountType === 'sub');
  if (!allowed) return <Navigate to="/401" replace />;
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} fz={26}>
          {COPY.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {COPY.subtitle}
        </Text>
      </div>
      <Stepper active={step} size="sm" allowNextStepsSelect={false} aria-label="Steps">
        {COPY.steps.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <Paper p={{ base: 'md', sm: 'xl' }} withBorder>
        {isSub ? (
          <Alert color="yellow" variant="light" data-testid="add-business-from-sub">
            {COPY.notFromSub}
          </Alert>
        ) : (
          children
        )}
      </Paper>
    </Stack>
  );
}
