import { describe, expect, it } from 'vitest';
import { targetLink } from './target-link.ts';

describe('audit target links', () => {
  it('opens an approval request in the dashboard drawer, a workflow in its editor and an employee in theirs', () => {
    expect(targetLink({ type: 'approval-request', id: 'a1' })).toBe(
      '/approvals/dashboard?tab=all&request=a1',
    );
    expect(targetLink({ type: 'approval-workflow', id: 'w 2' })).toBe('/settings/approvals/w%202/edit');
    expect(targetLink({ type: 'employee', id: 'e3' })).toBe('/people/employees/edit/e3');
  });

  it('opens a settlement account or a sweep rule on the Settlements page', () => {
    expect(targetLink({ type: 'settlement-account', id: 'a1' })).toBe('/settings/settlements');
    expect(targetLink({ type: 'sweep-rule', id: 'r1' })).toBe('/settings/settlements');
  });

  it('opens a webhook endpoint on its manage page', () => {
    expect(targetLink({ type: 'webhook-endpoint', id: 'h4' })).toBe(
      '/settings/integrations/webhooks/manage?id=h4',
    );
  });

  it('has no link for targets without a page, or no target', () => {
    expect(targetLink({ type: 'session', id: 's1' })).toBeNull();
    expect(targetLink(null)).toBeNull();
  });
});
