import { describe, expect, it } from 'vitest';
import {
  APPROVAL_ACTION_LABELS,
  APPROVAL_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  auditActionLabel,
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

  it('names an action in its words, and spells out a code older than its name rather than hiding it', () => {
    expect(auditActionLabel('auth.login.code-sent')).toBe('Login code sent');
    expect(auditActionLabel('people.employee.update')).toBe('Employee updated');
    expect(auditActionLabel('people.employee.earnings-stop')).toBe(
      AUDIT_ACTION_LABELS['people.employee.earnings-stop'],
    );
    expect(auditActionLabel('payroll.old_thing.re-run')).toBe('Payroll · old thing · re run');
    expect(auditActionLabel('toString')).toBe('ToString');
    expect(auditActionLabel('')).toBe('');
  });
});
