// /admin/verify/success: the invitation is accepted; log in.
import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { VERIFY_COPY as COPY } from '../admins-copy.ts';
import { VerifyCard } from '../components/verify-card.tsx';

export function Component() {
  return (
    <VerifyCard
      icon={<IconCircleCheck size={28} />}
      title={COPY.successTitle}
      description={COPY.successDescription}
    >
      <Button component={Link} to="/login" fullWidth>
        {COPY.login}
      </Button>
    </VerifyCard>
  );
}
