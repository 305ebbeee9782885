// /settings/integrations/webhooks (employer only): the business's endpoints with their events, status and last
// delivery; add one, manage, enable or disable, delete; under them, how to verify a delivery's signature.
import { Button, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { useWebhookEndpoints } from '../api/endpoints-query.ts';
import { endpointColumns } from '../components/endpoint-columns.tsx';
import { useEndpointStateDialogs } from '../components/endpoint-state-dialogs.tsx';
import { SignatureRecipe } from '../components/signature-recipe.tsx';
import { WEBHOOKS_COPY as COPY } from '../copy.ts';
import { WEBHOOK_ROUTES } from '../logic/paths.ts';

export function Component() {
  const endpoints = useWebhookEndpoints();
  const navigate = useNavigate();
  const state = useEndpointStateDialogs();
  const columns = endpointColumns({ onToggle: state.toggle, onDelete: state.remove });
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle}>
        <Button component={Link} to={WEBHOOK_ROUTES.create} leftSection={<IconPlus size={16} />}>
          {COPY.add}
        </Button>
      </PageTitle>
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <DataTable
          label={COPY.title}
          columns={columns}
          rows={endpoints.data}
          getRowId={(endpoint) => endpoint.id}
          loading={endpoints.isPending}
          error={endpoints.data ? null : endpoints.error}
          onRetry={() => void endpoints.refetch()}
          retrying={endpoints.isFetching}
          errorTitle={COPY.loadFailed}
          onRowClick={(endpoint) => navigate(WEBHOOK_ROUTES.manage(endpoint.id))}
          rowTestId="webhook-row"
          testId="webhook-table"
          minWidth={360}
          empty={{
            header: COPY.emptyHeader,
            subHeader: COPY.emptySub,
            action: { label: COPY.add, to: WEBHOOK_ROUTES.create },
          }}
        />
      </Paper>
      <SignatureRecipe />
      {state.dialogs}
    </Stack>
  );
}
