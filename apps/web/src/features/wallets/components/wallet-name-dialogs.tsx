// Adding a wallet (name and purpose) and renaming one.
import { Button, Radio, Stack, TextInput } from '@mantine/core';
import { createWalletRequest, updateWalletRequest } from '@paydesk/contracts';
import { useEffect, useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { useCreateWallet, useRenameWallet } from '../api/accounts-mutations.ts';
import { WALLETS_COPY as COPY } from '../copy.ts';

export function CreateWalletDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateWallet();
  const [name, setName] = useState('');
  const [purpose, setPurpose] = useState<'expense' | 'collection'>('expense');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setName('');
      setPurpose('expense');
      setError(null);
    }
  }, [opened]);
  const submit = () => {
    const parsed = createWalletRequest.safeParse({ name, purpose });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the name');
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        showToast({ kind: 'success', message: COPY.create.created });
        onClose();
      },
      onError: (e) => setError(toApiError(e).fieldErrors.name?.[0] ?? null),
    });
  };
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={COPY.create.title}
      description={COPY.create.description}
    >
      <Stack gap="md">
        <TextInput
          label={COPY.create.name}
          placeholder={COPY.create.namePlaceholder}
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Radio.Group
          label={COPY.create.purpose}
          value={purpose}
          onChange={(v) => setPurpose(v as 'expense' | 'collection')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="expense" label={COPY.purposes.expense} />
            <Radio value="collection" label={COPY.purposes.collection} />
          </Stack>
        </Radio.Group>
        <Button onClick={submit} loading={create.isPending}>
          {COPY.create.submit}
        </Button>
      </Stack>
    </AppDialog>
  );
}

export function RenameWalletDialog({
  opened,
  onClose,
  walletId,
  currentName,
}: {
  opened: boolean;
  onClose: () => void;
  walletId: string;
  currentName: string;
}) {
  const rename = useRenameWallet();
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setName(currentName);
      setError(null);
    }
  }, [opened, currentName]);
  const submit = () => {
    const parsed = updateWalletRequest.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the name');
      return;
    }
    rename.mutate(
      { walletId, name: parsed.data.name },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: COPY.details.renamedToast });
          onClose();
        },
      },
    );
  };
  return (
    <AppDialog opened={opened} onClose={onClose} title={COPY.renameTitle}>
      <Stack gap="md">
        <TextInput
          label={COPY.create.name}
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Button onClick={submit} loading={rename.isPending}>
          {COPY.save}
        </Button>
      </Stack>
    </AppDialog>
  );
}
