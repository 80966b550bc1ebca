import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { createToastQueue, timeoutMessageKey } from './toast-queue';
import { Toasts } from './Toasts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const message = (queue: ReturnType<typeof createToastQueue>) => queue.getState().current?.message ?? null;

describe('toast queue', () => {
  it('shows one toast at a time, in order, with a 500 ms gap between them', () => {
    const queue = createToastQueue();
    queue.info('first');
    queue.success('second');
    queue.error('third');
    expect(message(queue)).toBe('first');
    expect(queue.getState().waiting.map((t) => t.message)).toEqual(['second', 'third']);

    vi.advanceTimersByTime(4_999);
    expect(message(queue)).toBe('first');
    vi.advanceTimersByTime(1);
    expect(message(queue)).toBeNull(); // the gap
    vi.advanceTimersByTime(499);
    expect(message(queue)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(message(queue)).toBe('second');
    expect(queue.getState().current?.variant).toBe('success');

    vi.advanceTimersByTime(5_000 + 500);
    expect(message(queue)).toBe('third');
    vi.advanceTimersByTime(5_000 + 500);
    expect(queue.getState()).toEqual({ current: null, waiting: [] });
  });

  it('shows a toast at once when idle, and waits out the gap when one just went', () => {
    const queue = createToastQueue();
    queue.info('a');
    vi.advanceTimersByTime(5_000);
    queue.info('b'); // during the gap
    expect(message(queue)).toBeNull();
    vi.advanceTimersByTime(500);
    expect(message(queue)).toBe('b');
  });

  it('honours a toast’s own duration, and closing early still leaves the gap', () => {
    const queue = createToastQueue();
    queue.info('short', { durationMs: 1_000 });
    queue.info('next');
    vi.advanceTimersByTime(1_000);
    expect(message(queue)).toBeNull();
    vi.advanceTimersByTime(500);
    expect(message(queue)).toBe('next');
    queue.dismiss();
    expect(message(queue)).toBeNull();
  });

  it('keeps the timeout toast with its Refresh action for 30 s, once however many requests time out', () => {
    const queue = createToastQueue();
    const onRefresh = vi.fn();
    const id = queue.timeout({ message: 'connection_issue', refreshLabel: 'Refresh', onRefresh });
    expect(queue.timeout({ message: 'connection_issue', refreshLabel: 'Refresh', onRefresh })).toBe(id);
    expect(queue.getState().waiting).toHaveLength(0);
    expect(queue.getState().current?.variant).toBe('error');
    vi.advanceTimersByTime(29_999);
    expect(message(queue)).toBe('connection_issue');
    vi.advanceTimersByTime(1);
    expect(message(queue)).toBeNull();
  });

  it('chooses the timeout message from the connection', () => {
    expect(timeoutMessageKey({ onLine: false })).toBe('connection_issue');
    expect(timeoutMessageKey({ onLine: true, connection: { effectiveType: '2g' } })).toBe('connection_issue');
    expect(timeoutMessageKey({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe('connection_issue');
    expect(timeoutMessageKey({ onLine: true, connection: { effectiveType: '4g' } })).toBe('unexpected_error');
    expect(timeoutMessageKey({ onLine: true })).toBe('unexpected_error');
  });

  it('stops the clock while paused', () => {
    const queue = createToastQueue();
    queue.info('hover me');
    vi.advanceTimersByTime(4_000);
    queue.pause();
    vi.advanceTimersByTime(10_000);
    expect(message(queue)).toBe('hover me');
    queue.resume();
    vi.advanceTimersByTime(999);
    expect(message(queue)).toBe('hover me');
    vi.advanceTimersByTime(1);
    expect(message(queue)).toBeNull();
  });
});

describe('Toasts', () => {
  it('renders the queue one toast at a time', () => {
    const queue = createToastQueue();
    renderWithMantine(<Toasts queue={queue} closeLabel="Close notice" />);
    act(() => {
      queue.success('Saved');
      queue.error('Failed');
    });
    expect(screen.getByRole('status').textContent).toContain('Saved');
    expect(screen.queryByText('Failed')).toBeNull();
    act(() => vi.advanceTimersByTime(5_500));
    // Mantine's notifications fade the leaving toast out (250 ms) while the next one shows.
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('offers Refresh on the timeout toast and closes with the labelled button', () => {
    const queue = createToastQueue();
    const onRefresh = vi.fn();
    renderWithMantine(<Toasts queue={queue} closeLabel="Close notice" />);
    act(() => {
      queue.timeout({ message: 'unexpected_error', refreshLabel: 'Refresh', onRefresh });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(queue.getState().current).toBeNull();

    act(() => {
      vi.advanceTimersByTime(500);
      queue.info('Hello');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(queue.getState().current).toBeNull();
  });
});
