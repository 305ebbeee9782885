// /settings/integrations/webhooks/manage (employer only): add an endpoint, or with ?id= manage one — edit its URL,
// description and events, roll its secret, send a test event, enable, disable or delete it, and read its
// delivery log. A new secret (after create or roll) is shown once.
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CreateWebhookRequest, WebhookEventType } from '@paydesk/contracts';
import { IconArrowLeft, IconKey, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { isApiError } from '@/lib/api/index.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useSendTestEventMutation } from '../api/delivery-mutations.ts';
import {
  useCreateWebhookMutation,
  useRollWebhookSecretMutation,
  useUpdateWebhookMutation,
} from '../api/endpoint-mutations.ts';
import { useWebhookEndpoint } from '../api/endpoints-query.ts';
import { DeliveryLog } from '../components/delivery-log.tsx';
import { EndpointForm } from '../components/endpoint-form.tsx';
import { useEndpointStateDialogs } from '../components/endpoint-state-dialogs.tsx';
import { SecretDialog } from '../components/secret-dialog.tsx';
import { EndpointStatusBadge } from '../components/status-badge.tsx';
import { MANAGE_COPY as COPY, WEBHOOK_TOASTS, WEBHOOKS_COPY } from '../copy.ts';
import { manageParams } from '../logic/manage-params.ts';
import { WEBHOOK_ROUTES } from '../logic/paths.ts';

/** A refusal the form cannot put under a field is toasted. */
function toastUnlessField(error: unknown) {
  if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) return;
  showToast({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
}

export function Component() {
  const { filters, change } = useUrlFilters(manageParams);
  const id = filters.id ?? null;
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={WEBHOOK_ROUTES.list} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {COPY.back}
        </Group>
      </Anchor>
      {id ? (
        <ManageEndpoint id={id} onSecret={setSecret} />
      ) : (
        <CreateEndpoint
          onCreated={(created) => {
            setSecret(created.secret);
            change({ id: created.id });
          }}
        />
      )}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}

function CreateEndpoint({ onCreated }: { onCreated: (created: { id: string; secret: string }) => void }) {
  const create = useCreateWebhookMutation();
  const submit = async (body: CreateWebhookRequest) => {
    try {
      const created = await create.mutateAsync(body);
      showToast({ kind: 'success', message: WEBHOOK_TOASTS.created });
      onCreated(created);
    } catch (error) {
      toastUnlessField(error);
      throw error;
    }
  };
  return (
    <>
      <PageTitle title={COPY.createTitle} subtitle={WEBHOOKS_COPY.subtitle} />
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder maw={720}>
        <EndpointForm submitLabel={COPY.create} busy={create.isPending} onSubmit={submit} />
      </Paper>
    </>
  );
}

function ManageEndpoint({ id, onSecret }: { id: string; onSecret: (secret: string) => void }) {
  const endpoint = useWebhookEndpoint(id);
  const update = useUpdateWebhookMutation(id);
  const roll = useRollWebhookSecretMutation();
  const test = useSendTestEventMutation();
  const navigate = useNavigate();
  const state = useEndpointStateDialogs({ onDeleted: () => navigate(WEBHOOK_ROUTES.list) });
  const [rolling, setRolling] = useState(false);

  if (isApiError(endpoint.error) && endpoint.error.status === 404)
    return <NotFoundState message={COPY.notFound} backTo={WEBHOOK_ROUTES.list} backLabel={COPY.back} />;
  return (
    <QueryState
      query={endpoint}
      loading={<Skeleton h={320} radius="md" />}
      errorTitle={WEBHOOKS_COPY.loadFailed}
    >
      {(row) => (
        <>
          <PageTitle
            title={COPY.editTitle}
            subtitle={<span style={{ wordBreak: 'break-all' }}>{row.url}</span>}
          >
            <EndpointStatusBadge status={row.status} />
            <Button
              variant="light"
              leftSection={<IconSend size={16} />}
              loading={test.isPending}
              data-testid="webhook-send-test"
              onClick={() =>
                test.mutate(id, {
                  onSuccess: (sent) =>
                    showToast(
                      sent.outcome === 'succeeded'
                        ? { kind: 'success', message: WEBHOOK_TOASTS.testOk(sent.statusCode) }
                        : {
                            kind: 'error',
                            message: WEBHOOK_TOASTS.testFailed(sent.error ?? String(sent.statusCode)),
                          },
                    ),
                })
              }
            >
              {COPY.sendTest}
            </Button>
            <Button variant="default" onClick={() => state.toggle(row)} loading={state.busy}>
              {row.status === 'enabled' ? WEBHOOKS_COPY.disable : WEBHOOKS_COPY.enable}
            </Button>
            <Button variant="subtle" color="red" onClick={() => state.remove(row)}>
              {WEBHOOKS_COPY.delete}
            </Button>
          </PageTitle>
          {row.status === 'disabled' && row.disabledReason && (
            <Alert color="gray">{COPY.disabledBecause(row.disabledReason)}</Alert>
          )}
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Paper p={{ base: 'md', sm: 'lg' }} withBorder style={{ flex: '2 1 420px' }}>
              <EndpointForm
                key={row.id}
                initial={{
                  url: row.url,
                  description: row.description,
                  events: row.events as WebhookEventType[],
                }}
                submitLabel={COPY.save}
                busy={update.isPending}
                onSubmit={async (body) => {
                  try {
                    await update.mutateAsync(body);
                    showToast({ kind: 'success', message: WEBHOOK_TOASTS.saved });
                  } catch (error) {
                    toastUnlessField(error);
                    throw error;
                  }
                }}
              />
            </Paper>
            <Paper p={{ base: 'md', sm: 'lg' }} withBorder style={{ flex: '1 1 260px' }}>
              <Stack gap="sm">
                <Title order={2} fz={18}>
                  {COPY.secretTitle}
                </Title>
                <Text size="sm" c="dimmed" data-testid="webhook-secret-prefix">
                  {COPY.secretPrefix(row.secretPrefix)}
                </Text>
                <Button
                  variant="light"
                  leftSection={<IconKey size={16} />}
                  loading={roll.isPending}
                  onClick={() => setRolling(true)}
                >
                  {COPY.roll}
                </Button>
              </Stack>
            </Paper>
          </Group>
          <DeliveryLog endpointId={id} />
          <ConfirmDialog
            opened={rolling}
            title={COPY.rollTitle}
            question={COPY.rollQuestion}
            confirmLabel={COPY.roll}
            cancelLabel={WEBHOOKS_COPY.cancel}
            busy={roll.isPending}
            onConfirm={() =>
              roll.mutate(id, {
                onSuccess: (rolled) => {
                  setRolling(false);
                  showToast({ kind: 'success', message: WEBHOOK_TOASTS.rolled });
                  onSecret(rolled.secret);
                },
              })
            }
            onCancel={() => setRolling(false)}
          />
          {state.dialogs}
        </>
      )}
    </QueryState>
  );
}
