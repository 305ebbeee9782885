// Imported first by main.tsx, so the page's first reads leave before the router (imported after it) asks for the
// page's code (early-reads.ts). Inside someone else's frame the app shows only a warning and reads nothing.
import { sendEarlyReads } from './early-reads.ts';

const framed = (() => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
})();
if (!framed) sendEarlyReads(window.location);
