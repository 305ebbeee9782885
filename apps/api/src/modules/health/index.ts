// The health check's face: its routes.
export { healthRoutes } from './health.routes.ts';
