// /settings/approvals: the business's approval workflows, to create, edit, enable, disable and delete.
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { PageTitle } from '../components/page-title.tsx';
import { WorkflowList } from '../components/workflow-list.tsx';
import { WORKFLOWS_COPY as COPY } from '../copy.ts';
import { APPROVALS_ROUTES } from '../logic/paths.ts';

export function Component() {
  const allowed = useCan('approvals.workflows.manage');
  if (!allowed) return <Navigate to="/401" replace />;
  return (
    <Stack gap="lg">
      <PageTitle
        title={COPY.settingsTitle}
        subtitle={COPY.settingsSubtitle}
        actions={
          <Button component={Link} to={APPROVALS_ROUTES.create} leftSection={<IconPlus size={16} />}>
            {COPY.create}
          </Button>
        }
      />
      <WorkflowList manage />
    </Stack>
  );
}
