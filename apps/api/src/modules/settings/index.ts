// The settings module's face: account settings routes (profile, company details, preferences, login security,
// and the signed media URLs of photos and logos).
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import type { ApprovalsSeam } from '../approvals/index.ts';
import { securityRoutes } from './security.routes.ts';
import { settingsRoutes } from './settings.routes.ts';
import type { SettingsDeps } from './settings-deps.ts';

export type { SettingsDeps } from './settings-deps.ts';

type SettingsModuleDeps = Required<SettingsDeps> & { approvals: ApprovalsSeam };

export const settingsModule = defineModule<SettingsModuleDeps>({
  name: 'settings',
  routes: ({ db, config, mailer, tokens, approvals, files, onEffectError }) => {
    const deps = { db, config, mailer, tokens, approvals, files, onEffectError };
    return apiRoutes(settingsRoutes(deps), securityRoutes(deps));
  },
});
