// 'Are you sure you want to logout of your account?' with Yes and No (spec §2.6); Yes runs the logout sequence.
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { SPEC_COPY } from '../copy.ts';
import { useLogout } from './use-logout.ts';

export function LogoutConfirmDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { logout } = useLogout();
  return (
    <ConfirmDialog
      opened={opened}
      title="Logout"
      question={SPEC_COPY.logoutQuestion}
      confirmLabel={SPEC_COPY.yes}
      cancelLabel={SPEC_COPY.no}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        void logout();
      }}
    />
  );
}
