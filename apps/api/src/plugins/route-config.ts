// What a route can declare besides its schemas.
import type { Permission } from '@paydesk/contracts';
import 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Requires a valid access token of a live session; fills request.auth. */
    auth?: boolean;
    /** A call the spec marks encrypted: bodies both ways travel in the { iv, encryptedValue } envelope. */
    encrypted?: boolean;
    /** What the caller must be allowed to do; 'session' means any signed-in member. Required with auth. */
    permission?: Permission | 'session';
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface AuthContext {
  userId: string;
  sessionId: string;
  companyId: string;
  role: string;
}
