// The generic dialog of spec §2.6: a title, a description and a close button, opening centred or as a
// right-side drawer. Both keep focus inside while open and give it back on close.
import { Stack, Text } from '@mantine/core';
import { Drawer, Modal } from './overlays.tsx';

export interface AppDialogProps {
  opened: boolean;
  onClose: () => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** 'center' (default) or 'drawer' from the right. */
  variant?: 'center' | 'drawer';
  size?: string | number;
  children?: React.ReactNode;
}

export function AppDialog({
  opened,
  onClose,
  title,
  description,
  variant = 'center',
  size,
  children,
}: AppDialogProps) {
  const body = (
    <Stack gap="md">
      {description && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
  const titleNode = (
    <Text component="span" fw={700} fz="lg">
      {title}
    </Text>
  );
  if (variant === 'drawer') {
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        title={titleNode}
        position="right"
        size={size ?? 'md'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={titleNode}
      centered
      radius="lg"
      size={size ?? 'md'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {body}
    </Modal>
  );
}
