// The businesses module's face (sub accounts and switching): its routes.
export { businessRoutes } from './businesses.routes.ts';
