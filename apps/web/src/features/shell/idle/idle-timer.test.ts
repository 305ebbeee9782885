// The idle-session timer (spec §2.6, §4 Idle session, §9 timings), on fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_THROTTLE_MS,
  COUNTDOWN_UPDATE_MS,
  IDLE_PROMPT_MS,
  IDLE_TIMEOUT_MS,
} from '@/lib/constants.ts';
import { createIdleTimer, type IdleSnapshot } from './idle-timer.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function setup(timeoutMs = IDLE_TIMEOUT_MS, promptMs = IDLE_PROMPT_MS) {
  const changes: IdleSnapshot[] = [];
  const onIdle = vi.fn();
  const timer = createIdleTimer({
    timeoutMs,
    promptMs,
    throttleMs: ACTIVITY_THROTTLE_MS,
    countdownMs: COUNTDOWN_UPDATE_MS,
    onChange: (s) => changes.push(s),
    onIdle,
  });
  timer.start();
  return { timer, changes, onIdle };
}

describe('idle timeout (spec §2.6, §9)', () => {
  it('prompts 1 minute before the 10-minute limit and logs out at 10 minutes idle', () => {
    const { timer, onIdle } = setup();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - IDLE_PROMPT_MS - 1);
    expect(timer.snapshot().phase).toBe('active');
    vi.advanceTimersByTime(1);
    expect(timer.snapshot()).toEqual({ phase: 'prompt', remainingMs: 60_000 });
    vi.advanceTimersByTime(IDLE_PROMPT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(timer.snapshot().phase).toBe('idle');
  });

  it('updates the countdown every 500 ms while prompting', () => {
    const { changes } = setup();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - IDLE_PROMPT_MS);
    const before = changes.length;
    vi.advanceTimersByTime(2_000);
    const ticks = changes.slice(before);
    expect(ticks.map((s) => s.remainingMs)).toEqual([59_500, 59_000, 58_500, 58_000]);
  });

  it('activity resets the clock, at most once every 500 ms', () => {
    const { timer, onIdle } = setup();
    vi.advanceTimersByTime(100_000);
    timer.activity(); // counted: restart at 100 s
    vi.advanceTimersByTime(400);
    timer.activity(); // within 500 ms of the last: ignored
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - IDLE_PROMPT_MS - 400);
    expect(timer.snapshot().phase).toBe('prompt');
    vi.advanceTimersByTime(IDLE_PROMPT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('activity that is not throttled postpones the prompt', () => {
    const { timer } = setup();
    vi.advanceTimersByTime(300_000);
    timer.activity();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - IDLE_PROMPT_MS - 1);
    expect(timer.snapshot().phase).toBe('active');
  });

  it("while prompting, moving the mouse does not dismiss it; 'Stay logged in' resets the timer", () => {
    const { timer, onIdle } = setup();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - IDLE_PROMPT_MS + 10_000);
    timer.activity();
    expect(timer.snapshot().phase).toBe('prompt');
    timer.stayActive();
    expect(timer.snapshot()).toEqual({ phase: 'active', remainingMs: IDLE_TIMEOUT_MS });
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('takes shortened timings from configuration (e.g. tests): 3 s limit, prompt 2 s before', () => {
    const { timer, onIdle } = setup(3_000, 2_000);
    vi.advanceTimersByTime(1_000);
    expect(timer.snapshot()).toEqual({ phase: 'prompt', remainingMs: 2_000 });
    vi.advanceTimersByTime(2_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('a late timer (background tab) logs out at once when the time is already up', () => {
    const { timer, onIdle } = setup();
    // The clock jumps without timers firing in between, as in a suspended tab.
    vi.setSystemTime(Date.now() + IDLE_TIMEOUT_MS + 5_000);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - IDLE_PROMPT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(timer.snapshot().phase).toBe('idle');
  });

  it('stop() ends everything (logout, leaving the shell)', () => {
    const { timer, onIdle } = setup();
    timer.stop();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
    timer.activity();
    expect(timer.snapshot().phase).toBe('active');
  });
});
