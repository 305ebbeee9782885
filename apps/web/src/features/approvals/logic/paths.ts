// Where the approvals pages live (spec §2.3).
import { approvalRequestPage } from '@paydesk/contracts';

export const APPROVALS_ROUTES = {
  dashboard: '/approvals/dashboard',
  workflow: '/approvals/workflow',
  settings: '/settings/approvals',
  create: '/settings/approvals/create',
  edit: (id: string) => `/settings/approvals/${encodeURIComponent(id)}/edit`,
  /** The dashboard with one request open in its drawer. */
  request: approvalRequestPage,
} as const;
