// The closing card of a flow: a tick, what happened, and the one next step.
import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthCard } from './auth-card.tsx';

interface SuccessPanelProps {
  title: string;
  description: React.ReactNode;
  actionLabel: string;
  actionTo: string;
  actionState?: unknown;
}

export function SuccessPanel({ title, description, actionLabel, actionTo, actionState }: SuccessPanelProps) {
  return (
    <AuthCard title={title} description={description} icon={<IconCircleCheck size={30} />}>
      <Button component={Link} to={actionTo} state={actionState} fullWidth>
        {actionLabel}
      </Button>
    </AuthCard>
  );
}
