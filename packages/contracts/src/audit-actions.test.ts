import { describe, expect, it } from 'vitest';
import {
  APPROVAL_ACTION_LABELS,
  APPROVAL_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  isAuditAction,
} from './audit-actions.ts';

describe('the audit actions catalogue', () => {
  it('gives every code the API may write words of its own, and only dotted lower-case codes', () => {
    expect(AUDIT_ACTIONS.length).toBeGreaterThan(200);
    for (const action of AUDIT_ACTIONS) {
      expect(action).toMatch(/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/);
      expect(AUDIT_ACTION_LABELS[action]).toMatch(/^[A-Z]/);
    }
    expect(isAuditAction('wallet.pin.wrong')).toBe(true);
    expect(isAuditAction('test.event')).toBe(false);
  });

  it("keeps the approval actions and their words beside the audit log's", () => {
    for (const action of APPROVAL_ACTIONS) expect(APPROVAL_ACTION_LABELS[action]).toMatch(/^[A-Z]/);
    expect(APPROVAL_ACTION_LABELS['transfer.single']).toBe('Single transfer');
  });
});
