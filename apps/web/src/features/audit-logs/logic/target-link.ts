// Where an event's target can be opened in the app: the audit log links a decision to its approval request, a workflow
// change to the workflow, an employee change to the employee. Targets without a page of their own have no link.
const encode = encodeURIComponent;
const LINKS: Record<string, (id: string) => string> = {
  'approval-request': (id) => `/approvals/dashboard?tab=all&request=${encode(id)}`,
  'approval-workflow': (id) => `/settings/approvals/${encode(id)}/edit`,
  employee: (id) => `/people/employees/edit/${encode(id)}`,
  'api-key': (id) => `/settings/integrations/api-keys/manage?id=${encode(id)}`,
  'settlement-account': () => '/settings/settlements',
  'sweep-rule': () => '/settings/settlements',
  'webhook-endpoint': (id) => `/settings/integrations/webhooks/manage?id=${encode(id)}`,
};

export function targetLink(target: { type: string; id: string } | null): string | null {
  const link = target ? LINKS[target.type] : undefined;
  return target && link ? link(target.id) : null;
}
