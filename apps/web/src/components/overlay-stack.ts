// Escape closes the top dialog only (issue 30, "every dialog traps and returns focus"). Mantine's Modal and Drawer
// each listen for Escape on the window, so a dialog opened from a drawer closed both on one key press; Mantine's
// own Modal.Stack / Drawer.Stack cover only dialogs of one kind declared together, not a confirmation opened from
// a drawer. Every dialog of the app (the Modal and Drawer of components/overlays.tsx, the command palette) turns
// Mantine's listener off and registers here while open; one window listener closes the dialog opened last.
import { useLayoutEffect, useRef } from 'react';

interface Layer {
  close: () => void;
  closeOnEscape: () => boolean;
}

/** The open dialogs, the one opened last at the end. */
const layers: Layer[] = [];
let listening = false;

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.isComposing) return;
  // Mantine marks a field whose own list is open (a select, a menu): its Escape closes the list, not the dialog.
  const target = event.target as Element | null;
  if (target?.getAttribute?.('data-mantine-stop-propagation') === 'true') return;
  const top = layers.at(-1);
  // A top dialog that may not be dismissed (busy, the idle warning) keeps the key from the ones under it too.
  if (top?.closeOnEscape()) top.close();
}

/**
 * Registers a dialog as open while `opened`: Escape then calls `onClose` only when this dialog is the one opened
 * last. The dialog itself must not react to Escape (Mantine: `closeOnEscape={false}`).
 */
export function useEscapeLayer(opened: boolean, onClose: () => void, closeOnEscape = true) {
  const latest = useRef({ onClose, closeOnEscape });
  latest.current = { onClose, closeOnEscape };
  useLayoutEffect(() => {
    if (!opened) return;
    if (!listening) {
      // Capture on the window, as Mantine does: before any handler inside the dialog can stop the key.
      window.addEventListener('keydown', onKeyDown, { capture: true });
      listening = true;
    }
    const layer: Layer = {
      close: () => latest.current.onClose(),
      closeOnEscape: () => latest.current.closeOnEscape,
    };
    layers.push(layer);
    return () => {
      const at = layers.indexOf(layer);
      if (at >= 0) layers.splice(at, 1);
    };
  }, [opened]);
}
