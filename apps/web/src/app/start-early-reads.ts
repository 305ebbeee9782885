// Imported first by main.tsx, so the page's first reads leave before the router (imported after it) asks for the
// page's code (early-reads.ts). Inside someone else's frame the app reads nothing.
import { sendEarlyReads } from './early-reads.ts';
import { framed } from './framed.ts';

if (!framed) sendEarlyReads(window.location);
