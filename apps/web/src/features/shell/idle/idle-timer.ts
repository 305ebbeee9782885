// The idle-session state machine (spec §2.6, §4, §9): active → prompt (idlePromptMs before the limit, counting
// down) → idle (log out). Activity is throttled and only counts while active; 'Stay logged in' resets.
// Plain timers and Date.now, so it runs under fake timers in tests and knows nothing of the DOM.

export type IdlePhase = 'active' | 'prompt' | 'idle';

export interface IdleSnapshot {
  phase: IdlePhase;
  /** Time left before the automatic logout. */
  remainingMs: number;
}

export interface IdleTimerOptions {
  timeoutMs: number;
  promptMs: number;
  throttleMs: number;
  countdownMs: number;
  onChange: (snapshot: IdleSnapshot) => void;
  onIdle: () => void;
  now?: () => number;
}

export interface IdleTimer {
  start(): void;
  /** The user did something (mouse, keys, touch, scroll). */
  activity(): void;
  /** 'Stay logged in'. */
  stayActive(): void;
  stop(): void;
  snapshot(): IdleSnapshot;
}

export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const now = options.now ?? Date.now;
  const promptAfter = Math.max(0, options.timeoutMs - options.promptMs);
  let phase: IdlePhase = 'active';
  let running = false;
  let lastActive = 0;
  let lastHandled = Number.NEGATIVE_INFINITY;
  let promptTimer: ReturnType<typeof setTimeout> | undefined;
  let logoutTimer: ReturnType<typeof setTimeout> | undefined;
  let countdown: ReturnType<typeof setInterval> | undefined;

  const remaining = () => Math.max(0, lastActive + options.timeoutMs - now());
  const snapshot = (): IdleSnapshot => ({ phase, remainingMs: phase === 'idle' ? 0 : remaining() });

  function clearTimers() {
    clearTimeout(promptTimer);
    clearTimeout(logoutTimer);
    clearInterval(countdown);
    promptTimer = logoutTimer = countdown = undefined;
  }

  function expire() {
    clearTimers();
    phase = 'idle';
    running = false;
    options.onChange(snapshot());
    options.onIdle();
  }

  function tick() {
    // A late timer (a background tab) may find the time already up.
    if (remaining() <= 0) expire();
    else options.onChange(snapshot());
  }

  function enterPrompt() {
    phase = 'prompt';
    tick();
    if (phase !== 'prompt') return;
    countdown = setInterval(tick, options.countdownMs);
    logoutTimer = setTimeout(expire, remaining());
  }

  function restart() {
    clearTimers();
    lastActive = now();
    lastHandled = lastActive;
    const wasActive = phase === 'active';
    phase = 'active';
    if (!wasActive) options.onChange(snapshot());
    promptTimer = setTimeout(enterPrompt, promptAfter);
  }

  return {
    start() {
      running = true;
      phase = 'active';
      restart();
    },
    activity() {
      if (!running || phase !== 'active') return;
      if (now() - lastHandled < options.throttleMs) return;
      restart();
    },
    stayActive() {
      if (!running) return;
      restart();
    },
    stop() {
      running = false;
      clearTimers();
    },
    snapshot,
  };
}
