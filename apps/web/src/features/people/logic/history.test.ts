import { describe, expect, it } from 'vitest';
import { groupHistory, showValue } from './history.ts';

describe("an employee's history: changes audited field by field", () => {
  it('puts the fields of one audited event together and keeps events apart', () => {
    const at1 = '2026-11-24T10:00:00.000Z';
    const at2 = '2026-11-24T11:00:00.000Z';
    const entries = groupHistory([
      {
        at: at2,
        actor: 'Adunni Okafor',
        action: 'employee.update',
        field: 'jobTitle',
        from: 'Cook',
        to: 'Chef',
      },
      {
        at: at2,
        actor: 'Adunni Okafor',
        action: 'employee.update',
        field: 'department',
        from: null,
        to: 'Kitchen',
      },
      {
        at: at1,
        actor: 'Adunni Okafor',
        action: 'employee.disable',
        field: 'status',
        from: 'active',
        to: 'disabled',
      },
      { at: at1, actor: null, action: 'employee.create', field: null },
    ]);
    expect(entries.map((entry) => [entry.action, entry.changes.map((change) => change.field)])).toEqual([
      ['employee.update', ['jobTitle', 'department']],
      ['employee.disable', ['status']],
      ['employee.create', []],
    ]);
  });

  it('shows an empty value as a dash', () => {
    expect(showValue(null)).toBe('—');
    expect(showValue('')).toBe('—');
    expect(showValue(false)).toBe('false');
    expect(showValue(250_000_00)).toBe('25000000');
  });
});
