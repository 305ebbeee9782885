import { describe, expect, it } from 'vitest';
import { generateId } from './ids.ts';

describe('generated ids (spec §9)', () => {
  it('end with a base-36 timestamp', () => {
    const now = Date.UTC(2025, 2, 28, 9, 30);
    const id = generateId(now);
    expect(id.endsWith(now.toString(36))).toBe(true);
    expect(Number.parseInt(id.slice(-now.toString(36).length), 36)).toBe(now);
  });

  it('use the current time by default and differ from one call to the next', () => {
    const before = Date.now();
    const id = generateId();
    const stamp = Number.parseInt(id.slice(8), 36);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(generateId()).not.toBe(generateId());
  });

  it('are made of base-36 characters only', () => {
    expect(generateId()).toMatch(/^[0-9a-z]+$/);
  });
});
