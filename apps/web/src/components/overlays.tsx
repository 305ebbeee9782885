// The app's Modal and Drawer: Mantine's, with Escape closing only the dialog opened last (components/overlay-stack).
// Import these, never Modal or Drawer from '@mantine/core' (biome.json restricts those imports).
import {
  type DrawerProps,
  Drawer as MantineDrawer,
  Modal as MantineModal,
  type ModalProps,
} from '@mantine/core';
import { useEscapeLayer } from './overlay-stack.ts';

export type { DrawerProps, ModalProps };

export function Modal({ closeOnEscape = true, ...props }: ModalProps) {
  useEscapeLayer(props.opened, props.onClose, closeOnEscape);
  return <MantineModal {...props} closeOnEscape={false} />;
}

export function Drawer({ closeOnEscape = true, ...props }: DrawerProps) {
  useEscapeLayer(props.opened, props.onClose, closeOnEscape);
  return <MantineDrawer {...props} closeOnEscape={false} />;
}
