// Reads a page makes as it first draws, sent as the app starts instead of once the page's code has loaded
// (issue 30): on a phone network the signed-in shell and the page's chunks take seconds to arrive, and the page's
// reads used to queue behind them. The request layer takes each answer once, for the same URL and the same
// credentials (Authorization and the main-account header); an answer not taken within EARLY_READ_MS is dropped.
// Only reads a page makes as it first draws are sent (app/early-reads.ts, checked by e2e web-performance), so none
// is left waiting by the time the user can change anything. Zod-free: it runs in the app's entry.
import { MAIN_ACCOUNT_HEADER } from '@paydesk/contracts/constants';

/** How long an early answer may wait for the request layer to ask for it. */
export const EARLY_READ_MS = 10_000;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

interface EarlyRead {
  response: Promise<Response>;
  credentials: string;
  sentAt: number;
}

/** The headers that say whose answer it is. */
const CREDENTIAL_HEADERS = ['authorization', MAIN_ACCOUNT_HEADER];

function credentialsOf(headers: RequestInit['headers']): string {
  const all = new Headers(headers);
  return CREDENTIAL_HEADERS.map((name) => `${name}=${all.get(name) ?? ''}`).join('&');
}

export function createEarlyReads(fetchImpl: Fetch, now: () => number = Date.now) {
  const reads = new Map<string, EarlyRead>();
  return {
    /** Sends each GET now (a URL already sent is not sent again). */
    send(urls: readonly string[], headers: Record<string, string>) {
      for (const url of urls) {
        if (reads.has(url)) continue;
        const response = fetchImpl(url, { method: 'GET', headers, credentials: 'same-origin' });
        // A failed early read is not reported: the request layer sends its own (see `fetch`).
        response.catch(() => {});
        reads.set(url, { response, credentials: credentialsOf(headers), sentAt: now() });
      }
    },
    /**
     * The early answer to this request, once, when it is a GET of a URL sent early with the same credentials
     * within EARLY_READ_MS; otherwise (or when the early read failed) the request is sent now.
     */
    fetch(url: string, init: RequestInit): Promise<Response> {
      const read = reads.get(url);
      if (read) reads.delete(url);
      const usable =
        read &&
        (init.method ?? 'GET') === 'GET' &&
        now() - read.sentAt <= EARLY_READ_MS &&
        read.credentials === credentialsOf(init.headers);
      return usable ? read.response.catch(() => fetchImpl(url, init)) : fetchImpl(url, init);
    },
    /** URLs sent early and not yet taken (for tests). */
    pending: () => [...reads.keys()],
  };
}

/** The app's one set of early reads: the entry sends them, the request layer takes them. */
export const earlyReads = createEarlyReads((url, init) => fetch(url, init));
