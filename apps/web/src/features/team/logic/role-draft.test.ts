import { describe, expect, it } from 'vitest';
import { togglePermissions } from './role-draft.ts';

describe('choosing permissions', () => {
  it('adds and removes single keys and whole groups, sorted and without duplicates', () => {
    expect(togglePermissions(['b'], ['a', 'b'], true)).toEqual(['a', 'b']);
    expect(togglePermissions(['a', 'b', 'c'], ['a', 'b'], false)).toEqual(['c']);
  });
});
