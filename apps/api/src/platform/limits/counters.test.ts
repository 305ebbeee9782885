import { describe, expect, it } from 'vitest';
import { perMinute, WindowCounter } from './counters.ts';

describe('window counter', () => {
  it('allows max calls a window per key, then answers the seconds until the window ends', () => {
    const counter = new WindowCounter(perMinute(3));
    const t0 = 1_000_000;
    expect([1, 2, 3].map((i) => counter.take('ip:a', t0 + i))).toEqual([0, 0, 0]);
    expect(counter.take('ip:a', t0 + 10)).toBe(60);
    expect(counter.take('ip:a', t0 + 30_500)).toBe(30);
    expect(counter.take('ip:a', t0 + 60_000)).toBe(1);
    // Another key has its own window.
    expect(counter.take('ip:b', t0 + 20)).toBe(0);
    // A new window starts once the key's first one has ended.
    expect(counter.take('ip:a', t0 + 60_001)).toBe(0);
  });

  it('drops ended windows as calls come, so the map holds only live keys', () => {
    const counter = new WindowCounter({ max: 5, windowMs: 1_000 });
    for (let i = 0; i < 100; i++) counter.take(`ip:${i}`, i);
    expect(counter.size).toBe(100);
    // Each call drops at most the oldest ended window: one a call, never a live one.
    for (let i = 0; i < 50; i++) counter.take('ip:late', 5_000 + i);
    expect(counter.size).toBe(51);
  });

  it('past its key cap, a full map forgets its oldest window to make room', () => {
    const counter = new WindowCounter({ max: 1, windowMs: 60_000 }, 3);
    for (const key of ['a', 'b', 'c']) counter.take(key, 0);
    expect(counter.take('a', 1)).toBeGreaterThan(0);
    counter.take('d', 2);
    expect(counter.size).toBe(3);
    // 'a' was the oldest: forgotten, it starts again; 'b' is still counted.
    expect(counter.take('a', 3)).toBe(0);
    expect(counter.take('c', 4)).toBeGreaterThan(0);
  });
});
