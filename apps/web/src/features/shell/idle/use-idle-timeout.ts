// Binds the idle timer to the page: user activity feeds it, the configured timings drive it (spec §9; tests
// shorten them through /config.js).
import { useEffect, useRef, useState } from 'react';
import { config } from '@/lib/config.ts';
import { ACTIVITY_THROTTLE_MS, COUNTDOWN_UPDATE_MS } from '@/lib/constants.ts';
import { createIdleTimer, type IdleSnapshot, type IdleTimer } from './idle-timer.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

declare global {
  interface Window {
    /** Set once the idle timer runs (the page's code has taken over and its effects have run). */
    __PAYDESK_IDLE_TIMER__?: boolean;
  }
}

export function useIdleTimeout(onIdle: () => void) {
  const [snapshot, setSnapshot] = useState<IdleSnapshot>({
    phase: 'active',
    remainingMs: config.idleTimeoutMs,
  });
  const timerRef = useRef<IdleTimer | null>(null);
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    const timer = createIdleTimer({
      timeoutMs: config.idleTimeoutMs,
      promptMs: config.idlePromptMs,
      throttleMs: ACTIVITY_THROTTLE_MS,
      countdownMs: COUNTDOWN_UPDATE_MS,
      onChange: setSnapshot,
      onIdle: () => onIdleRef.current(),
    });
    timerRef.current = timer;
    timer.start();
    // Markup drawn by the server shows the signed-in page before this runs: tests that move the clock wait on it.
    window.__PAYDESK_IDLE_TIMER__ = true;
    const onActivity = () => timer.activity();
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      timer.stop();
      timerRef.current = null;
    };
  }, []);

  return { snapshot, stayLoggedIn: () => timerRef.current?.stayActive() };
}
