// Logout asks first ('Are you sure…', Yes / No), then runs the logout sequence.
import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SPEC_COPY } from '../copy.ts';
import { useLogout } from './use-logout.ts';

export function LogoutButton(props: ButtonProps) {
  const [asking, setAsking] = useState(false);
  const { logout, loggingOut } = useLogout();
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconLogout size={18} />}
        loading={loggingOut}
        onClick={() => setAsking(true)}
        {...props}
      >
        Logout
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Logout"
        question={SPEC_COPY.logoutQuestion}
        confirmLabel={SPEC_COPY.yes}
        cancelLabel={SPEC_COPY.no}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void logout();
        }}
      />
    </>
  );
}
