// The whole API's reference (/docs, internal routes included) is for operators. Signing in to the console also sets
// a cookie sent only to /docs (HttpOnly, SameSite=Strict, Path=/docs) holding the console's token, so the page opens
// in the same browser; signing out clears it, and a revoked or ended session no longer opens it.
import type { Database } from '@paydesk/db';
import { Unauthorized } from '../../lib/errors.ts';
import { INTERNAL_DOCS_PATH } from '../../plugins/docs.ts';
import { authenticateOperator } from './operator-context.ts';
import type { OperatorTokens } from './operator-tokens.ts';

const COOKIE = 'paydesk_ops_docs';

/** The Set-Cookie value that gives (token) or takes away (null) this browser's access to /docs. */
export function docsCookie(session: { token: string; expiresAt: Date } | null, secure: boolean): string {
  const attributes = [
    `Path=${INTERNAL_DOCS_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  if (!session) return [`${COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
  const seconds = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  return [`${COOKIE}=${session.token}`, `Max-Age=${seconds}`, ...attributes].join('; ');
}

/** Whether a request's Cookie header carries the token of a live operator session. */
export function internalDocsAccess(deps: { db: Database; tokens: OperatorTokens }) {
  return async (cookieHeader: string | undefined): Promise<boolean> => {
    const token = cookieHeader
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${COOKIE}=`))
      ?.slice(COOKIE.length + 1);
    if (!token) return false;
    try {
      await authenticateOperator(deps, token);
      return true;
    } catch (error) {
      // A database that cannot answer is not a refusal: it answers 503 like any other request.
      if (error instanceof Unauthorized) return false;
      throw error;
    }
  };
}
