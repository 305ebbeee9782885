// Logout asks first ('Are you sure…', Yes / No), then runs the logout sequence.
import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { LogoutConfirmDialog } from './logout-confirm-dialog.tsx';

export function LogoutButton(props: ButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconLogout size={18} />}
        onClick={() => setAsking(true)}
        {...props}
      >
        Logout
      </Button>
      <LogoutConfirmDialog opened={asking} onClose={() => setAsking(false)} />
    </>
  );
}
