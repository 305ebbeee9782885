// The notice of transfers that repeat an earlier one exactly (same account, amount and narration), with the box
// the member ticks to send them anyway; sending waits for it (the server refuses unconfirmed repeats too).
import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { DUPLICATES_COPY as COPY } from '../copy.ts';

export function DuplicatesNotice(props: {
  count: number;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}) {
  if (props.count === 0) return null;
  return (
    <Alert color="yellow" data-testid="duplicates-notice">
      <Stack gap="xs">
        <Text size="sm">{COPY.found(props.count)}</Text>
        <Checkbox
          label={COPY.confirm}
          checked={props.confirmed}
          onChange={(e) => props.onConfirm(e.currentTarget.checked)}
        />
      </Stack>
    </Alert>
  );
}
