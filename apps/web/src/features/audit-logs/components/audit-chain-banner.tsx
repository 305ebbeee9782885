// Tells the user whether the hash chain of the log is intact (and, if not, at which entry it breaks).
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconRefreshAlert, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format/time.ts';
import { useAuditChain } from '../api/audit-chain-query.ts';
import { AUDIT_LOGS_COPY as COPY } from '../copy.ts';

export function AuditChainBanner() {
  const chain = useAuditChain();
  const again = (
    <Button
      variant="white"
      size="xs"
      color="dark"
      onClick={() => void chain.refetch()}
      loading={chain.isFetching}
      data-testid="audit-chain-check"
    >
      {COPY.checkAgain}
    </Button>
  );

  if (chain.isPending) {
    return (
      <Alert color="gray" variant="light" radius="md" icon={<Loader size={18} />} data-testid="audit-chain">
        <Text size="sm">{COPY.checking}</Text>
      </Alert>
    );
  }
  if (chain.isError) {
    return (
      <Alert color="gray" variant="light" radius="md" icon={<IconRefreshAlert />} data-testid="audit-chain">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">{COPY.checkFailed}</Text>
          {again}
        </Group>
      </Alert>
    );
  }
  const { intact, checked, brokenAt, checkedAt } = chain.data;
  return (
    <Alert
      color={intact ? 'brand' : 'red'}
      variant="light"
      radius="md"
      icon={intact ? <IconShieldCheck /> : <IconShieldX />}
      title={intact ? COPY.intact : COPY.altered}
      data-testid="audit-chain"
      data-intact={intact}
      role={intact ? 'status' : 'alert'}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          {!intact && brokenAt !== undefined ? `${COPY.brokenAt(brokenAt)} ` : ''}
          {COPY.checkedCount(checked, formatDateTime(checkedAt))}
        </Text>
        {again}
      </Group>
    </Alert>
  );
}
