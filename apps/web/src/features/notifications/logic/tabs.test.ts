import { describe, expect, it } from 'vitest';
import { notificationTabs, unreadBadge } from './tabs.ts';

describe('notification tabs (spec §2.6, §9)', () => {
  it('are All, Unread and Read, each with its count', () => {
    expect(notificationTabs({ all: 5, unread: 2, read: 3 })).toEqual([
      { value: 'all', label: 'All', count: 5 },
      { value: 'unread', label: 'Unread', count: 2 },
      { value: 'read', label: 'Read', count: 3 },
    ]);
  });

  it('count zero before the first list arrives', () => {
    expect(notificationTabs(undefined).map((t) => t.count)).toEqual([0, 0, 0]);
  });

  it('follow the live unread count when it is newer than the list', () => {
    // Two items were marked read elsewhere.
    expect(notificationTabs({ all: 5, unread: 2, read: 3 }, 0).map((t) => t.count)).toEqual([5, 0, 5]);
    // A new notification arrived before the list was fetched again.
    expect(notificationTabs({ all: 5, unread: 5, read: 0 }, 6).map((t) => t.count)).toEqual([6, 6, 0]);
  });
});

describe("the bell's unread badge", () => {
  it('is hidden at 0, the number up to 99, then 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(undefined)).toBeNull();
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});
