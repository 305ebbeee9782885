import { describe, expect, it } from 'vitest';
import { buildQueryString, cleanPayload, removeEmptyStrings, stripNulls } from './payload.ts';

describe('payload rules (spec §5)', () => {
  it('empty-string fields are removed from payloads', () => {
    expect(removeEmptyStrings({ email: 'ada@acme.ng', middleName: '', age: 0, active: false })).toEqual({
      email: 'ada@acme.ng',
      age: 0,
      active: false,
    });
  });

  it('null properties are stripped from objects recursively', () => {
    const body = {
      name: 'Acme',
      logo: null,
      address: { line1: '1 Marina', line2: null, geo: { lat: null, lng: 3.4 } },
      directors: [{ name: 'Ada', bvn: null }, { name: 'Obi' }],
    };
    expect(stripNulls(body)).toEqual({
      name: 'Acme',
      address: { line1: '1 Marina', geo: { lng: 3.4 } },
      directors: [{ name: 'Ada' }, { name: 'Obi' }],
    });
  });

  it('the request layer applies both rules and leaves numbers, booleans and non-objects alone', () => {
    expect(
      cleanPayload({ resetPin: 123456, note: '', extra: null, nested: { keep: 'x', drop: null } }),
    ).toEqual({
      resetPin: 123456,
      nested: { keep: 'x' },
    });
    expect(cleanPayload('text')).toBe('text');
    expect(cleanPayload([1, null])).toEqual([1, null]);
  });

  it('does not mutate the caller’s object', () => {
    const body = { a: '', b: null };
    cleanPayload(body);
    expect(body).toEqual({ a: '', b: null });
  });
});

describe('query strings (spec §5)', () => {
  it('are built by skipping empty values and joining name=value pairs with & after ?', () => {
    expect(
      buildQueryString({ page: 1, limit: 50, search: '', status: null, from: undefined, download: false }),
    ).toBe('?page=1&limit=50&download=false');
  });

  it('are empty when every value is empty', () => {
    expect(buildQueryString({ search: '' })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });

  it('encode names and values, and join lists with commas', () => {
    expect(buildQueryString({ q: 'Ada & Co', ids: ['a', 'b'], none: [] })).toBe(
      '?q=Ada%20%26%20Co&ids=a%2Cb',
    );
  });
});
