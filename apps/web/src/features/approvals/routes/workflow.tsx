// /approvals/workflow: the workflows that gate actions, read-only, with a way to manage them in settings for those
// who may.
import { Button, Stack } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { PageTitle } from '../components/page-title.tsx';
import { WorkflowList } from '../components/workflow-list.tsx';
import { WORKFLOWS_COPY as COPY } from '../copy.ts';
import { APPROVALS_ROUTES } from '../logic/paths.ts';

export function Component() {
  const canManage = useCan('approvals.workflows.manage');
  return (
    <Stack gap="lg">
      <PageTitle
        title={COPY.readOnlyTitle}
        subtitle={COPY.readOnlySubtitle}
        actions={
          canManage && (
            <Button
              component={Link}
              to={APPROVALS_ROUTES.settings}
              variant="light"
              leftSection={<IconSettings size={16} />}
            >
              {COPY.manage}
            </Button>
          )
        }
      />
      <WorkflowList manage={false} />
    </Stack>
  );
}
