// Opening the command palette from outside it (the header's search button) without importing it: the palette is a
// lazy chunk that listens for this event.
export const OPEN_PALETTE_EVENT = 'paydesk:open-command-palette';

export const openCommandPalette = () => window.dispatchEvent(new Event(OPEN_PALETTE_EVENT));
