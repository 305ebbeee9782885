// The profile module's face: the signed-in person's profile.
import type { Database } from '@paydesk/db';
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import { profileRoutes } from './profile.routes.ts';

export const profileModule = defineModule<{ db: Database }>({
  name: 'profile',
  routes: (deps) => apiRoutes(profileRoutes(deps)),
});
