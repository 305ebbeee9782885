// One figure of an on-demand account, or a dash when no account is open (never a made-up zero).
import { Text } from '@mantine/core';
import type { OnDemandAccount } from '@paydesk/contracts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';

export function AccountAmount({
  account,
  field,
}: {
  account: OnDemandAccount | null;
  field: keyof OnDemandAccount;
}) {
  if (!account)
    return (
      <Text c="dimmed" size="sm" component="span">
        —
      </Text>
    );
  return <>{formatMinorAsNaira(account[field])}</>;
}
