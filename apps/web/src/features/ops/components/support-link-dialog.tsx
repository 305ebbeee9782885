// Sign in to a business as support: a reason, then a single-use link valid for 5 minutes.
import { Anchor, Button, CopyButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Modal } from '@/components/overlays.tsx';
import { useSupportLinkMutation } from '../api/support-link-mutation.ts';
import { OPS_COPY } from '../copy.ts';

export function SupportLinkDialog({
  company,
  onClose,
}: {
  company: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const create = useSupportLinkMutation();
  const [reason, setReason] = useState('');
  const close = () => {
    create.reset();
    setReason('');
    onClose();
  };
  const link = create.data?.data;
  return (
    <Modal
      opened={company !== null}
      onClose={close}
      title={`${OPS_COPY.supportTitle}: ${company?.name ?? ''}`}
      centered
      radius="lg"
    >
      {link ? (
        <Stack gap="sm">
          <Text size="sm">{OPS_COPY.supportLinkHint}</Text>
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="support-link">
            {link.url}
          </Text>
          <Group>
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? OPS_COPY.copied : OPS_COPY.copyLink}
                </Button>
              )}
            </CopyButton>
            <Anchor href={link.path} target="_blank" rel="noopener">
              {OPS_COPY.openLink}
            </Anchor>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Textarea
            label={OPS_COPY.supportReason}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={300}
          />
          <Button
            onClick={() => company && create.mutate({ companyId: company.id, reason })}
            loading={create.isPending}
            disabled={reason.trim().length < 3}
            style={{ alignSelf: 'flex-end' }}
          >
            {OPS_COPY.supportCreate}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
