import { describe, expect, it } from 'vitest';
import { initials, plural, truncate, unescapeHtml } from './text.ts';

describe('truncate (spec §5, §9)', () => {
  it('defaults to 25 characters followed by an ellipsis', () => {
    expect(truncate('Chukwuemeka Okonkwo Holdings Limited')).toBe('Chukwuemeka Okonkwo Holdi...');
    expect(truncate('Chukwuemeka Okonkwo Holdings Limited').length).toBe(28);
  });

  it('leaves text of 25 characters or fewer untouched', () => {
    expect(truncate('Exactly twenty-five chars')).toBe('Exactly twenty-five chars');
    expect(truncate('Short')).toBe('Short');
  });

  it('takes another length, and treats missing text as empty', () => {
    expect(truncate('Paydesk payroll', 7)).toBe('Paydesk...');
    expect(truncate(undefined)).toBe('');
  });
});

describe('initials (spec §5)', () => {
  it('are the first letters of names, in capitals', () => {
    expect(initials('ada', 'obi')).toBe('AO');
    expect(initials('Ngozi Adaeze Eze')).toBe('NAE');
  });

  it('skip missing names', () => {
    expect(initials('Tunde', undefined, '')).toBe('T');
    expect(initials()).toBe('');
  });
});

describe('plural helper (spec §9)', () => {
  it('returns the second value when the number is greater than 1', () => {
    expect(plural(2, 'employee', 'employees')).toBe('employees');
  });

  it('returns the first value for 1, 0 and negative numbers', () => {
    expect(plural(1, 'employee', 'employees')).toBe('employee');
    expect(plural(0, 'employee', 'employees')).toBe('employee');
    expect(plural(-3, 'employee', 'employees')).toBe('employee');
  });

  it('returns the first value for a non-number', () => {
    expect(plural('5', 'employee', 'employees')).toBe('employee');
    expect(plural(undefined, 'employee', 'employees')).toBe('employee');
  });
});

describe('unescapeHtml', () => {
  it('shows escaped bank names as plain text', () => {
    expect(unescapeHtml('Stanbic IBTC &amp; Co')).toBe('Stanbic IBTC & Co');
    expect(unescapeHtml('A &#39;B&#39; &quot;C&quot; &lt;D&gt; &#38;')).toBe(`A 'B' "C" <D> &`);
    expect(unescapeHtml('Plain &copy; text')).toBe('Plain &copy; text');
  });
});
