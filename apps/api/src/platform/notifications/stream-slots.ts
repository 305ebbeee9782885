// Caps the live notification streams one process holds open: a few per session (tabs of one browser) and a
// bounded number per business, so one token cannot hold hundreds of sockets. Closing a stream frees its slot.
import { ErrorCode } from '@paydesk/contracts';
import { TooManyAttempts } from '../../lib/errors.ts';

export interface StreamLimits {
  perSession: number;
  perBusiness: number;
}

/** How long a refused client is asked to wait before trying again (a stream closing frees a slot at once). */
const RETRY_AFTER_SECONDS = 30;

export interface StreamSlots {
  /** Takes a slot or throws a 429; the returned release frees it (once, however often it is called). */
  take(owner: { sessionId: string; companyId: string }): () => void;
}

/** `streams` names what is capped in the 429's message (each kind of stream has its own slots). */
export function createStreamSlots(limits: StreamLimits, streams = 'notification streams'): StreamSlots {
  const bySession = new Map<string, number>();
  const byBusiness = new Map<string, number>();
  const change = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next <= 0) counts.delete(key);
    else counts.set(key, next);
  };
  return {
    take({ sessionId, companyId }) {
      if ((bySession.get(sessionId) ?? 0) >= limits.perSession) {
        throw new TooManyAttempts(
          `You have ${limits.perSession} ${streams} open in this session already. Close a tab and try again.`,
          RETRY_AFTER_SECONDS,
          ErrorCode.rateLimited,
        );
      }
      if ((byBusiness.get(companyId) ?? 0) >= limits.perBusiness) {
        throw new TooManyAttempts(
          `Your business has ${limits.perBusiness} ${streams} open already. Try again later.`,
          RETRY_AFTER_SECONDS,
          ErrorCode.rateLimited,
        );
      }
      change(bySession, sessionId, 1);
      change(byBusiness, companyId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        change(bySession, sessionId, -1);
        change(byBusiness, companyId, -1);
      };
    },
  };
}
