// Opening the command palette from outside it (the header's search button) without importing it: the palette is a
// lazy chunk that listens for this event, and a request made before it has loaded is kept for it.
export const OPEN_PALETTE_EVENT = 'paydesk:open-command-palette';

let requested = false;

export const openCommandPalette = () => {
  requested = true;
  window.dispatchEvent(new Event(OPEN_PALETTE_EVENT));
};

/** Whether an opening is waiting (the palette asks once, when it mounts or hears the event). */
export const takeOpenRequest = () => {
  const was = requested;
  requested = false;
  return was;
};
