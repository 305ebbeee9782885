// recordAudit takes only the contracts' audit actions: a code with no words in AUDIT_ACTION_LABELS does not compile.
// The checks below are the typechecker's (`npx tsc -p tsconfig.json`): an `@ts-expect-error` that stops erroring,
// because the action widened back to string, fails it.
import { type AuditAction, isAuditAction } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import type { AuditEventInput, recordAudit } from './audit.service.ts';

type RecordedAction = Parameters<typeof recordAudit>[1]['action'];

describe('the actions recordAudit accepts', () => {
  it('are the catalogue codes and nothing else', () => {
    const known: RecordedAction = 'wallet.pin.wrong';
    // @ts-expect-error a code the catalogue does not name
    const unknown: RecordedAction = 'wallet.pin.wrongg';
    // @ts-expect-error any string is not enough
    const anyString: AuditEventInput['action'] = String('auth.login');
    const exact: [RecordedAction] extends [AuditAction]
      ? [AuditAction] extends [RecordedAction]
        ? true
        : false
      : false = true;
    expect([isAuditAction(known), isAuditAction(unknown), isAuditAction(anyString), exact]).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });
});
