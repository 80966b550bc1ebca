import { LIMITS } from '@community/domain';
import type { ReactNode } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastAction {
  label: ReactNode;
  onClick: () => void;
}

export interface ToastOptions {
  message: ReactNode;
  title?: ReactNode;
  /** @default 'info' */
  variant?: ToastVariant;
  /** How long it shows; null: until closed. @default 5000 (SPEC 9) */
  durationMs?: number | null;
  /** A button in the toast (e.g. Refresh). Clicking it also closes the toast. */
  action?: ToastAction;
  /** Clicking the toast's text (e.g. open the conversation a message toast is about); also closes it. */
  onClick?: () => void;
  /** A toast with the same key as one showing or waiting is not added again. */
  key?: string;
}

export interface Toast extends Omit<ToastOptions, 'variant' | 'durationMs'> {
  readonly id: string;
  readonly variant: ToastVariant;
  readonly durationMs: number | null;
}

export interface ToastQueueState {
  /** The toast on screen, or null (idle, or the gap between two toasts). */
  readonly current: Toast | null;
  /** Toasts waiting their turn, first next. */
  readonly waiting: readonly Toast[];
}

export interface TimeoutToastOptions {
  /** The caller's translated text: connection_issue when offline or on 2g, else unexpected_error (SPEC 8). */
  message: ReactNode;
  title?: ReactNode;
  /** Text of the Refresh button. */
  refreshLabel: ReactNode;
  /** @default reloads the page */
  onRefresh?: () => void;
}

export interface ToastQueueOptions {
  /** @default 5000 */
  defaultDurationMs?: number;
  /** Pause between one toast going and the next showing. @default 500 */
  gapMs?: number;
  /** How long the timeout toast with its Refresh button stays. @default 30000 */
  timeoutToastMs?: number;
}

export interface ToastQueue {
  /** Queues a toast; returns its id (the id of the existing one when `key` matched). */
  show(options: ToastOptions): string;
  success(message: ReactNode, options?: Omit<ToastOptions, 'message' | 'variant'>): string;
  error(message: ReactNode, options?: Omit<ToastOptions, 'message' | 'variant'>): string;
  info(message: ReactNode, options?: Omit<ToastOptions, 'message' | 'variant'>): string;
  /** The request-timeout toast (SPEC 8): an error with a Refresh button for 30 s; only one at a time. */
  timeout(options: TimeoutToastOptions): string;
  /** Closes the toast on screen (or drops a waiting one). Without an id: the one on screen. */
  dismiss(id?: string): void;
  /** Drops everything, on screen and waiting. */
  clear(): void;
  /** Stops the clock of the toast on screen (hover, focus). */
  pause(): void;
  resume(): void;
  getState(): ToastQueueState;
  subscribe(listener: () => void): () => void;
}

/** What the timeout toast's message depends on (a subset of `navigator`). */
export interface ConnectionInfo {
  readonly onLine?: boolean;
  readonly connection?: { readonly effectiveType?: string };
}

/**
 * The translation key of the timeout toast's message (SPEC 8): `connection_issue` when offline or on a 2g
 * connection, else `unexpected_error`.
 */
export function timeoutMessageKey(
  info: ConnectionInfo = typeof navigator === 'undefined' ? {} : (navigator as ConnectionInfo),
): 'connection_issue' | 'unexpected_error' {
  const type = info.connection?.effectiveType;
  return info.onLine === false || type === '2g' || type === 'slow-2g' ? 'connection_issue' : 'unexpected_error';
}

/** Key of the timeout toast, so several timed-out requests show one toast. */
export const TIMEOUT_TOAST_KEY = 'request-timeout';

/**
 * A queue of toasts shown one at a time (SPEC 4 Toasts): the first shows for its duration, then after a
 * 500 ms gap the next one shows. Pure timers, no React: the API client can call it directly.
 */
export function createToastQueue({
  defaultDurationMs = LIMITS.toastMs,
  gapMs = LIMITS.toastGapMs,
  timeoutToastMs = LIMITS.errorToastMs,
}: ToastQueueOptions = {}): ToastQueue {
  let state: ToastQueueState = { current: null, waiting: [] };
  let phase: 'idle' | 'showing' | 'gap' = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the toast on screen closes (while its clock runs), and what is left of it while paused. */
  let deadline = 0;
  let remaining: number | null = null;
  let paused = false;
  let counter = 0;
  const listeners = new Set<() => void>();

  const set = (next: ToastQueueState): void => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const clearTimer = (): void => {
    clearTimeout(timer);
    timer = undefined;
  };

  const startClock = (ms: number | null): void => {
    clearTimer();
    remaining = ms;
    if (ms === null || paused) return;
    deadline = Date.now() + ms;
    timer = setTimeout(() => closeCurrent(), ms);
  };

  const advance = (): void => {
    clearTimer();
    const [next, ...rest] = state.waiting;
    if (!next) {
      phase = 'idle';
      set({ current: null, waiting: [] });
      return;
    }
    phase = 'showing';
    paused = false;
    set({ current: next, waiting: rest });
    startClock(next.durationMs);
  };

  const closeCurrent = (): void => {
    clearTimer();
    phase = 'gap';
    paused = false;
    set({ ...state, current: null });
    timer = setTimeout(advance, gapMs);
  };

  const show = (options: ToastOptions): string => {
    if (options.key !== undefined) {
      const same = [state.current, ...state.waiting].find((t) => t?.key === options.key);
      if (same) return same.id;
    }
    counter += 1;
    const toast: Toast = {
      ...options,
      id: `toast-${counter}`,
      variant: options.variant ?? 'info',
      durationMs: options.durationMs === undefined ? defaultDurationMs : options.durationMs,
    };
    set({ ...state, waiting: [...state.waiting, toast] });
    if (phase === 'idle') advance();
    return toast.id;
  };

  const queue: ToastQueue = {
    show,
    success: (message, options) => show({ ...options, message, variant: 'success' }),
    error: (message, options) => show({ ...options, message, variant: 'error' }),
    info: (message, options) => show({ ...options, message, variant: 'info' }),
    timeout: ({ message, title, refreshLabel, onRefresh }) =>
      show({
        message,
        title,
        variant: 'error',
        durationMs: timeoutToastMs,
        key: TIMEOUT_TOAST_KEY,
        action: { label: refreshLabel, onClick: onRefresh ?? (() => window.location.reload()) },
      }),
    dismiss: (id) => {
      if (state.current && (id === undefined || id === state.current.id)) {
        closeCurrent();
        return;
      }
      if (id !== undefined && state.waiting.some((t) => t.id === id)) {
        set({ ...state, waiting: state.waiting.filter((t) => t.id !== id) });
      }
    },
    clear: () => {
      clearTimer();
      phase = 'idle';
      paused = false;
      set({ current: null, waiting: [] });
    },
    pause: () => {
      if (phase !== 'showing' || paused) return;
      paused = true;
      if (timer !== undefined) {
        remaining = Math.max(0, deadline - Date.now());
        clearTimer();
      }
    },
    resume: () => {
      if (phase !== 'showing' || !paused) return;
      paused = false;
      startClock(remaining);
    },
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return queue;
}

/** The site's toast queue: `toast.success('Saved')`, `toast.error(message)`, `toast.timeout({...})`. */
export const toast: ToastQueue = createToastQueue();
