// What a route can declare besides its schemas.
import 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Requires a valid access token of a live session; fills request.auth. */
    auth?: boolean;
    /** A call the spec marks encrypted: bodies both ways travel in the { iv, encryptedValue } envelope. */
    encrypted?: boolean;
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
