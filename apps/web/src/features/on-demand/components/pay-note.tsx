// Pays a payment note from one of the business's wallets, confirmed with the transaction PIN.
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { PaymentNote } from '@paydesk/contracts';
import { useState } from 'react';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatPeriod } from '@/lib/format/time.ts';
import { usePayNoteMutation } from '../api/payment-notes-api.ts';
import { NOTES_COPY as COPY } from '../copy.ts';

export function PayNote({ note }: { note: PaymentNote }) {
  const accounts = useAccounts();
  const pay = usePayNoteMutation(note._id);
  const [walletId, setWalletId] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const options = (accounts.data && 'accounts' in accounts.data ? accounts.data.accounts : []).map((w) => ({
    value: w._id,
    label: `${w.name} · ${formatMinorAsNaira(w.balance)}`,
  }));
  const amount = formatMinorAsNaira(note.amount);
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={COPY.payFrom}
        placeholder={COPY.chooseWallet}
        data={options}
        value={walletId}
        onChange={setWalletId}
        miw={260}
        data-testid="note-wallet"
      />
      <Button
        disabled={!walletId}
        onClick={() => {
          pay.reset();
          setOpened(true);
        }}
        data-testid="note-pay"
      >
        {COPY.pay} {amount}
      </Button>
      <PinDialog
        opened={opened}
        what={COPY.payWhat(amount)}
        busy={pay.isPending}
        error={pay.error}
        onClose={() => setOpened(false)}
        onConfirm={(pin) => walletId && pay.mutate({ walletId, pin }, { onSuccess: () => setOpened(false) })}
      >
        <Stack gap={2}>
          <Text size="sm">
            {note.invoiceNumber} · {formatPeriod(note.period)}
          </Text>
          <Text fw={700}>{amount}</Text>
        </Stack>
      </PinDialog>
    </Group>
  );
}
