// Disabling asks first, enabling does not; deleting asks first. Used by the list and the manage page.
import type { WebhookEndpoint } from '@paydesk/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { useDeleteWebhookMutation, useSetWebhookEnabledMutation } from '../api/endpoint-mutations.ts';
import { WEBHOOKS_COPY as COPY, WEBHOOK_TOASTS } from '../copy.ts';

export function useEndpointStateDialogs(options: { onDeleted?: () => void } = {}) {
  const toggle = useSetWebhookEnabledMutation();
  const remove = useDeleteWebhookMutation();
  const [disabling, setDisabling] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);

  const setEnabled = (endpoint: WebhookEndpoint, enabled: boolean) =>
    toggle.mutate(
      { id: endpoint.id, enabled },
      {
        onSuccess: () => {
          setDisabling(null);
          showToast({ kind: 'success', message: enabled ? WEBHOOK_TOASTS.enabled : WEBHOOK_TOASTS.disabled });
        },
      },
    );

  const dialogs = (
    <>
      <ConfirmDialog
        opened={disabling !== null}
        title={COPY.disableTitle}
        question={disabling ? COPY.disableQuestion(disabling.url) : ''}
        confirmLabel={COPY.disable}
        cancelLabel={COPY.cancel}
        busy={toggle.isPending}
        onConfirm={() => disabling && setEnabled(disabling, false)}
        onCancel={() => setDisabling(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={COPY.deleteTitle}
        question={deleting ? COPY.deleteQuestion(deleting.url) : ''}
        confirmLabel={COPY.delete}
        cancelLabel={COPY.cancel}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              showToast({ kind: 'success', message: WEBHOOK_TOASTS.deleted });
              options.onDeleted?.();
            },
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </>
  );

  return {
    toggle: (endpoint: WebhookEndpoint) =>
      endpoint.status === 'enabled' ? setDisabling(endpoint) : setEnabled(endpoint, true),
    remove: setDeleting,
    busy: toggle.isPending,
    dialogs,
  };
}
