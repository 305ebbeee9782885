// GET the signed-in session's profile again (e.g. the business was verified since login): the employer, company and
// member parts of the login session, and the operator's name when this is a support session.
import { errorResponse, PROFILE_PATHS, sessionProfileResponse } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/route-kit.ts';
import { Unauthorized } from '../../lib/errors.ts';
import { findUserById, type SessionSettingsOf, sessionProfileOf } from '../auth/index.ts';
import { membershipDirectory } from '../businesses/index.ts';
import { findOperatorName } from '../ops/index.ts';
import { loadSessionAccess } from '../team/index.ts';

export function profileRoutes(deps: { db: Database; sessionSettings: SessionSettingsOf }) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      PROFILE_PATHS.profile,
      {
        schema: {
          tags: ['profile'],
          security: [{ bearer: [] }],
          response: { 200: sessionProfileResponse, '4xx': errorResponse },
        },
        config: { auth: true, permission: 'session' },
      },
      async (request) => {
        const auth = authOf(request);
        const [membership, user] = await Promise.all([
          membershipDirectory.membershipOf(deps.db, auth.companyId, auth.userId),
          findUserById(deps.db, auth.userId),
        ]);
        if (!membership || !user) throw new Unauthorized();
        const [access, settings] = await Promise.all([
          loadSessionAccess(deps.db, membership),
          deps.sessionSettings(deps.db, membership.company.id),
        ]);
        let support: { operatorName: string } | null = null;
        if (auth.supportOperatorId) {
          const operator = await findOperatorName(deps.db, auth.supportOperatorId);
          support = {
            operatorName: operator ? `${operator.firstName} ${operator.lastName}` : 'Paydesk support',
          };
        }
        return {
          message: 'Profile',
          data: { ...sessionProfileOf({ user, ...membership, access, settings }), support },
        };
      },
    );
  };
}
