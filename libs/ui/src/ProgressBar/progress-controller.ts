export interface ProgressState {
  /** The bar is on screen. */
  readonly visible: boolean;
  /** 0–100. */
  readonly percent: number;
  /** The work failed: the bar shows in the error colour. */
  readonly failed: boolean;
}

export interface ProgressOptions {
  /** Time the bar takes to fill on its own. @default 5000 */
  durationMs?: number;
  /** Work shorter than this shows no bar at all. @default 200 */
  throttleMs?: number;
  /** How often the bar moves on its own. @default 100 */
  tickMs?: number;
  /** How long a finished bar stays (full) before it goes. @default 500 */
  hideDelayMs?: number;
  /** The bar does not fill past this on its own, so it never looks done before it is. @default 99 */
  autoLimit?: number;
}

export interface ProgressController {
  /** Work began: after the throttle the bar shows and fills over the duration. Restarts a running bar. */
  start(): void;
  /** Moves the bar on by `percent` points (never past 100). */
  increase(percent: number): void;
  /** Work done: the bar fills and hides after the hide delay; nothing shows if the throttle had not passed. */
  finish(): void;
  /** Work failed: the bar shows full in the error colour, then hides after the hide delay. */
  fail(): void;
  /** Hides the bar after the hide delay, where it is (or at once when it is not on screen). */
  hide(): void;
  getState(): ProgressState;
  subscribe(listener: () => void): () => void;
}

const HIDDEN: ProgressState = { visible: false, percent: 0, failed: false };

/**
 * The navigation progress bar's logic (SPEC 4 Progress bar, SPEC 9: duration 5000 ms, throttle 200 ms,
 * tick 100 ms, hides 500 ms after finishing). Pure timers, no React.
 */
export function createProgressController({
  durationMs = 5_000,
  throttleMs = 200,
  tickMs = 100,
  hideDelayMs = 500,
  autoLimit = 99,
}: ProgressOptions = {}): ProgressController {
  let state: ProgressState = HIDDEN;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hider: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const step = (100 * tickMs) / durationMs;

  const set = (next: Partial<ProgressState>): void => {
    const merged = { ...state, ...next };
    if (merged.visible === state.visible && merged.percent === state.percent && merged.failed === state.failed) return;
    state = merged;
    for (const listener of [...listeners]) listener();
  };

  const stopWork = (): void => {
    clearTimeout(throttle);
    clearInterval(ticker);
    throttle = undefined;
    ticker = undefined;
  };

  const stopAll = (): void => {
    stopWork();
    clearTimeout(hider);
    hider = undefined;
  };

  const run = (): void => {
    set({ visible: true });
    ticker = setInterval(() => {
      if (state.percent < autoLimit) set({ percent: Math.min(autoLimit, state.percent + step) });
    }, tickMs);
  };

  const hideLater = (): void => {
    stopWork();
    if (!state.visible) {
      stopAll();
      set(HIDDEN);
      return;
    }
    clearTimeout(hider);
    hider = setTimeout(() => {
      hider = undefined;
      set(HIDDEN);
    }, hideDelayMs);
  };

  return {
    start: () => {
      stopAll();
      set({ percent: 0, failed: false });
      if (state.visible || throttleMs <= 0) run();
      else throttle = setTimeout(run, throttleMs);
    },
    increase: (percent) => {
      set({ percent: Math.max(0, Math.min(100, state.percent + percent)) });
    },
    finish: () => {
      if (state.visible) set({ percent: 100 });
      hideLater();
    },
    fail: () => {
      stopWork();
      set({ visible: true, percent: 100, failed: true });
      hideLater();
    },
    hide: hideLater,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The site's navigation progress bar. */
export const progress: ProgressController = createProgressController();
