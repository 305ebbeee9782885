// What a route can declare besides its schemas.
import type { Permission } from '@paydesk/contracts';
import 'fastify';
import type { RouteLimit } from './rate-limits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Requires a valid access token of a live session; fills request.auth. */
    auth?: boolean;
    /** A public API route (/api/v1): requires a live API key of the business; fills request.auth as the key. */
    apiKey?: boolean;
    /** A call the spec marks encrypted: bodies both ways travel in the { iv, encryptedValue } envelope. */
    encrypted?: boolean;
    /**
     * What the caller must be allowed to do; 'session' means any signed-in member, a list any one of its
     * permissions. Required with auth.
     */
    permission?: Permission | 'session' | readonly Permission[];
    /** The route's own rate limits (their own counters), or false for none; API routes default to the API limit. */
    rateLimit?: RouteLimit | readonly RouteLimit[] | false;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface AuthContext {
  userId: string;
  sessionId: string;
  /** The business the session acts in: the tenant of every query. */
  companyId: string;
  memberId: string;
  /** The member's current role (read from the database on each call, not from the token). */
  role: string;
  /** For role 'custom': the permissions of the member's role. */
  customPermissions: string[];
  /** Set when an operator is signed in to the business as support. */
  supportOperatorId: string | null;
  /** Set when the caller is an API key of the business (the public API): it is the actor, not its creator. */
  apiKey?: { id: string; name: string } | null;
}
