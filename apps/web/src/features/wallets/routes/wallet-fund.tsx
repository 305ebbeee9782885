// /wallet/fund: choose a wallet and an amount, then continue to the payment partner's checkout (a payment link);
// or send a bank transfer to the wallet's account number.
import {
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { MIN_FUNDING_KOBO } from '@paydesk/contracts';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { useInitiateFunding } from '../api/funding.ts';
import { NoWallet } from '../components/no-wallet.tsx';
import { LoadFailed, PageHeader } from '../components/page-header.tsx';
import { AccountNumber } from '../components/wallet-card.tsx';
import { WALLETS_COPY } from '../copy.ts';
import { nairaToKobo } from '../logic/amounts.ts';

const COPY = WALLETS_COPY.fund;

export function Component() {
  const accounts = useAccounts();
  const [params] = useSearchParams();
  const initiate = useInitiateFunding();
  const [walletId, setWalletId] = useState(params.get('walletId') ?? '');
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState(false);
  const open = (accounts.data?.accounts ?? []).filter((w) => w.status !== 'closed');

  useEffect(() => {
    if (!walletId && open[0]) setWalletId(open[0]._id);
  }, [walletId, open]);

  if (accounts.isPending) return <Skeleton h={260} aria-busy="true" />;
  if (accounts.isError)
    return <LoadFailed message={WALLETS_COPY.accounts.loadFailed} onRetry={() => void accounts.refetch()} />;

  if (open.length === 0) return <NoWallet />;

  const amount = nairaToKobo(amountText);
  const amountError =
    amount === null ? 'Enter an amount, e.g. 50,000' : amount < MIN_FUNDING_KOBO ? COPY.minimum : null;
  const wallet = open.find((w) => w._id === walletId);
  const submit = () => {
    setTouched(true);
    if (amountError || !wallet) return;
    initiate.mutate(
      { walletId: wallet._id, amount: amount! },
      {
        onSuccess: (funding) => {
          if (funding.paymentLink) window.location.assign(funding.paymentLink);
        },
      },
    );
  };
  return (
    <Stack gap="lg">
      <PageHeader title={COPY.title} subtitle={COPY.subtitle} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper p="lg" withBorder>
          <Stack gap="md">
            <Title order={2} fz="lg">
              <IconCreditCard size={18} style={{ verticalAlign: 'middle', marginRight: 6 }} />
              Card
            </Title>
            <NativeSelect
              size="md"
              label={COPY.wallet}
              data={open.map((w) => ({ value: w._id, label: w.name }))}
              value={walletId}
              onChange={(e) => setWalletId(e.currentTarget.value)}
            />
            <TextInput
              label={COPY.amount}
              inputMode="decimal"
              placeholder="0.00"
              value={amountText}
              onChange={(e) => setAmountText(e.currentTarget.value)}
              error={touched ? amountError : null}
            />
            <Button onClick={submit} loading={initiate.isPending} disabled={!wallet}>
              {COPY.submit}
            </Button>
          </Stack>
        </Paper>
        <Paper p="lg" withBorder>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              <IconBuildingBank size={18} style={{ verticalAlign: 'middle', marginRight: 6 }} />
              {COPY.transferTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {COPY.transferText}
            </Text>
            {wallet && (
              <>
                <Text size="sm" fw={600}>
                  {wallet.accountName}
                </Text>
                <AccountNumber wallet={wallet} />
              </>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
