// The settings module's face: account settings routes (profile, company details, preferences, login security,
// and the signed media URLs of photos and logos).

export { securityRoutes } from './security.routes.ts';
export { settingsRoutes } from './settings.routes.ts';
export type { SettingsDeps } from './settings-deps.ts';
