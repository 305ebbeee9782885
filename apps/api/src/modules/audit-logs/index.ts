// The audit logs module's face: its routes (the business's audit events, filtered and exported).
export { auditLogRoutes } from './audit-logs.routes.ts';
