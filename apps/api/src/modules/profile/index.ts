// The profile module's face: the signed-in person's profile.
import type { Database } from '@paydesk/db';
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import type { SessionSettingsOf } from '../auth/index.ts';
import { profileRoutes } from './profile.routes.ts';

export const profileModule = defineModule<{ db: Database; sessionSettings: SessionSettingsOf }>({
  name: 'profile',
  routes: ({ db, sessionSettings }) => apiRoutes(profileRoutes({ db, sessionSettings })),
});
