// /sandbox/checkout/{reference}: the sandbox funding provider's hosted checkout. Public, like a real provider's
// page: pay or fail, then back to /dashboard/verify-fund-status.
import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useDecideCheckout, useSandboxCheckout } from '../api/funding.ts';
import { WALLETS_COPY } from '../copy.ts';

const COPY = WALLETS_COPY.checkout;

export function Component() {
  const { reference = '' } = useParams();
  // The payment link's token: the checkout opens and pays only with it.
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const checkout = useSandboxCheckout(reference, token);
  const decide = useDecideCheckout(reference, token);
  const finish = (outcome: 'pay' | 'fail') =>
    decide.mutate(outcome, { onSuccess: (result) => navigate(result.returnUrl, { replace: true }) });

  return (
    <Box bg="gray.1" mih="100vh" py={64} px="md">
      <Center>
        <Paper p="xl" withBorder shadow="sm" w={420} maw="100%">
          {checkout.isPending ? (
            <Center py="xl">
              <Loader />
            </Center>
          ) : checkout.isError ? (
            <Alert color="red" variant="light">
              {COPY.notFound}
            </Alert>
          ) : (
            <Stack gap="md">
              <Group gap="xs">
                <IconCreditCard size={22} />
                <Title order={1} fz={22}>
                  {COPY.title}
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                {COPY.subtitle}
              </Text>
              <div>
                <Text size="xs" c="dimmed">
                  {COPY.payee}
                </Text>
                <Text fw={600}>{checkout.data.payee}</Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {COPY.amount}
                </Text>
                <Text fz={30} fw={750} data-testid="checkout-amount">
                  {formatMinorAsNaira(checkout.data.amount)}
                </Text>
              </div>
              {checkout.data.status !== 'open' ? (
                <>
                  <Alert color="blue" variant="light">
                    {COPY.done}
                  </Alert>
                  <Button onClick={() => navigate(checkout.data.returnUrl)}>
                    {WALLETS_COPY.verify.title}
                  </Button>
                </>
              ) : (
                <>
                  <Button
                    size="lg"
                    onClick={() => finish('pay')}
                    loading={decide.isPending && decide.variables === 'pay'}
                  >
                    {COPY.pay} {formatMinorAsNaira(checkout.data.amount)}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => finish('fail')}
                    loading={decide.isPending && decide.variables === 'fail'}
                  >
                    {COPY.fail}
                  </Button>
                  <Text size="xs" c="dimmed" ta="center">
                    {COPY.declinedHint}
                  </Text>
                </>
              )}
            </Stack>
          )}
        </Paper>
      </Center>
    </Box>
  );
}
