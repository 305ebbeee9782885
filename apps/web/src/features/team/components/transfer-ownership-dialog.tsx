// Ownership transfer with re-authentication: choose the member, type the password, get a code by email, confirm.
import { Button, Group, PasswordInput, PinInput, Select, Stack, Text } from '@mantine/core';
import { CODE_LENGTH } from '@paydesk/contracts';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { ADMINS_COPY } from '../admins-copy.ts';
import { useActiveMembers } from '../api/admin-members-query.ts';
import { refreshSessionProfile } from '../api/refresh-profile.ts';
import { useConfirmTransferMutation, useStartTransferMutation } from '../api/transfer-ownership-mutations.ts';

const COPY = ADMINS_COPY.transferDialog;

export function TransferOwnershipDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const myId = useSessionStore((state) => state.employer?.userId);
  const members = useActiveMembers(opened);
  const start = useStartTransferMutation();
  const confirm = useConfirmTransferMutation();
  const [memberId, setMemberId] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const close = () => {
    setMemberId(null);
    setPassword('');
    setCode('');
    start.reset();
    onClose();
  };
  const sentTo = start.data?.email;
  const options = (members.data ?? [])
    .filter((m) => m.userId !== myId)
    .map((m) => ({ value: m._id, label: `${m.firstName} ${m.lastName} (${m.email})` }));
  return (
    <AppDialog opened={opened} onClose={close} title={COPY.title} description={COPY.description}>
      <Stack gap="md">
        <Select
          label={COPY.member}
          placeholder={COPY.memberPlaceholder}
          data={options}
          value={memberId}
          onChange={setMemberId}
          searchable
          disabled={Boolean(sentTo)}
          comboboxProps={{ withinPortal: true }}
        />
        <PasswordInput
          label={COPY.password}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="current-password"
        />
        {sentTo ? (
          <Stack gap="xs">
            <Text size="sm">{COPY.codeSent(sentTo)}</Text>
            <PinInput
              length={CODE_LENGTH}
              type="number"
              oneTimeCode
              value={code}
              onChange={setCode}
              aria-label={COPY.code}
            />
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {ADMINS_COPY.form.cancel}
          </Button>
          {sentTo ? (
            <Button
              color="red"
              loading={confirm.isPending}
              disabled={code.length !== CODE_LENGTH || !memberId}
              onClick={() =>
                memberId &&
                confirm.mutate(
                  { memberId, password, code },
                  {
                    onSuccess: () => {
                      showToast({ kind: 'success', message: COPY.done });
                      close();
                      // The former owner is an administrator now: the stored session and menus follow.
                      void refreshSessionProfile();
                    },
                  },
                )
              }
            >
              {COPY.confirm}
            </Button>
          ) : (
            <Button
              loading={start.isPending}
              disabled={!memberId || password.length === 0}
              onClick={() => memberId && start.mutate({ memberId, password })}
            >
              {COPY.sendCode}
            </Button>
          )}
        </Group>
      </Stack>
    </AppDialog>
  );
}
