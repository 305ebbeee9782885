// The shared empty-state view (spec §2.6): illustration, header, sub-header and an optional action.
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EMPTY_STATE_HEADER } from './copy.ts';
import { EmptyIllustration } from './empty-illustration.tsx';

export interface EmptyStateAction {
  label: string;
  /** A link target, or a click handler for actions that are not navigation. */
  to?: string;
  onClick?: () => void;
}

export interface EmptyStateProps {
  header?: string;
  subHeader?: React.ReactNode;
  action?: EmptyStateAction;
}

export function EmptyState({ header = EMPTY_STATE_HEADER, subHeader, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py={64} px="md" ta="center" data-testid="empty-state">
      <EmptyIllustration />
      <Title order={3} fw={650} mt="md">
        {header}
      </Title>
      {subHeader && (
        <Text c="dimmed" maw={440}>
          {subHeader}
        </Text>
      )}
      {action &&
        (action.to ? (
          <Button component={Link} to={action.to} mt="md">
            {action.label}
          </Button>
        ) : (
          <Button onClick={action.onClick} mt="md">
            {action.label}
          </Button>
        ))}
    </Stack>
  );
}
