// The members list's bulk action: resend the invitation of every selected person who has not accepted yet.
import { Button } from '@mantine/core';
import type { TeamMember } from '@paydesk/contracts';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '@/components/toast.tsx';
import { useResendInviteMutation } from '../api/resend-invite-mutation.ts';
import { TEAM_COPY as COPY } from '../copy.ts';

interface BulkResendButtonProps {
  /** The selected rows the signed-in member may resend to (invited, and theirs to manage). */
  invitees: TeamMember[];
  onDone: () => void;
}

export function BulkResendButton({ invitees, onDone }: BulkResendButtonProps) {
  const resend = useResendInviteMutation();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      // One after another: the API's per-member rules (and its rate limit) stay as for a single resend.
      for (const member of invitees) await resend.mutateAsync(member._id);
      showToast({ kind: 'success', message: COPY.bulkResent(invitees.length) });
      onDone();
    } catch {
      // The mutation has shown the error; the rest are not sent, and the selection stays for a retry.
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      size="xs"
      leftSection={<IconMailForward size={14} />}
      disabled={invitees.length === 0}
      loading={sending}
      onClick={() => void send()}
    >
      {COPY.bulkResend(invitees.length)}
    </Button>
  );
}
