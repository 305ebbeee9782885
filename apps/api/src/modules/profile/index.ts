// The profile module's face: its routes.
export { profileRoutes } from './profile.routes.ts';
