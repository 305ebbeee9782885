import { describe, expect, it } from 'vitest';
import { scrollsToTopOn } from './scroll-rules.ts';

describe('scroll to top on route change (spec §2.6)', () => {
  it('on every route except the dashboard', () => {
    expect(scrollsToTopOn('/audit-logs')).toBe(true);
    expect(scrollsToTopOn('/dashboard/verify-fund-status')).toBe(true);
    expect(scrollsToTopOn('/dashboard')).toBe(false);
    expect(scrollsToTopOn('/')).toBe(false);
  });
});
