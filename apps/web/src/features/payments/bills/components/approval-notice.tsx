// A bill (or a bulk of them) a workflow gates: it went for approval, with the way to the approvals dashboard.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BILLS_COPY as COPY } from '../copy.ts';

export function ApprovalNotice({ onAnother }: { onAnother: () => void }) {
  return (
    <Stack gap="md" maw={640}>
      <Alert color="blue" variant="light" title={COPY.approvalTitle} data-testid="bill-approval">
        <Stack gap="xs">
          <Text size="sm">{COPY.approvalText}</Text>
          <Anchor component={Link} to="/approvals/dashboard" size="sm">
            {COPY.approvals}
          </Anchor>
        </Stack>
      </Alert>
      <Button onClick={onAnother} w="fit-content">
        {COPY.outcome.another}
      </Button>
    </Stack>
  );
}
