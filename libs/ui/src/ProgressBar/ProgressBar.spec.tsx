import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { createProgressController } from './progress-controller';
import { ProgressBar, useProgressWhile } from './ProgressBar';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('progress controller', () => {
  it('shows nothing for work shorter than the 200 ms throttle', () => {
    const bar = createProgressController();
    const seen: boolean[] = [];
    bar.subscribe(() => seen.push(bar.getState().visible));
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.getState().visible).toBe(false);
    bar.finish();
    vi.advanceTimersByTime(10_000);
    expect(seen).not.toContain(true);
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false });
  });

  it('shows after the throttle and fills 2 points per 100 ms tick (5 s in all)', () => {
    const bar = createProgressController();
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.getState()).toEqual({ visible: true, percent: 0, failed: false });
    vi.advanceTimersByTime(100);
    expect(bar.getState().percent).toBe(2);
    vi.advanceTimersByTime(1_000);
    expect(bar.getState().percent).toBe(22);
    vi.advanceTimersByTime(60_000);
    expect(bar.getState().percent).toBe(99); // never looks done on its own
  });

  it('fills on finish and hides 500 ms later', () => {
    const bar = createProgressController();
    bar.start();
    vi.advanceTimersByTime(1_000);
    bar.finish();
    expect(bar.getState()).toMatchObject({ visible: true, percent: 100 });
    vi.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false });
  });

  it('shows a failure full in the error colour, then hides', () => {
    const bar = createProgressController();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.fail();
    expect(bar.getState()).toEqual({ visible: true, percent: 100, failed: true });
    vi.advanceTimersByTime(500);
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false });
  });

  it('increases by hand, capped at 100, and a restart during the hide delay keeps the bar', () => {
    const bar = createProgressController();
    bar.start();
    vi.advanceTimersByTime(200);
    bar.increase(50);
    expect(bar.getState().percent).toBe(50);
    bar.increase(80);
    expect(bar.getState().percent).toBe(100);
    bar.finish();
    vi.advanceTimersByTime(300);
    bar.start();
    vi.advanceTimersByTime(300);
    expect(bar.getState()).toMatchObject({ visible: true, percent: 6 });
  });

  it('hide() takes the bar away after the delay without filling it', () => {
    const bar = createProgressController();
    bar.start();
    vi.advanceTimersByTime(700);
    bar.hide();
    expect(bar.getState().percent).toBe(10);
    vi.advanceTimersByTime(500);
    expect(bar.getState().visible).toBe(false);
  });
});

describe('ProgressBar', () => {
  it('renders the controller state and follows a busy flag', () => {
    const bar = createProgressController();
    let setBusy: (busy: boolean) => void = () => undefined;
    function Page() {
      const [busy, set] = useState(false);
      setBusy = set;
      useProgressWhile(busy, bar);
      return <ProgressBar controller={bar} label="Page loading" />;
    }
    renderWithMantine(<Page />);
    const element = screen.getByLabelText('Page loading', { selector: '[role="progressbar"]' });
    expect(element.getAttribute('aria-hidden')).toBe('true');
    act(() => setBusy(true));
    act(() => vi.advanceTimersByTime(400));
    expect(element.getAttribute('aria-hidden')).toBeNull();
    expect(element.getAttribute('aria-valuenow')).toBe('4');
    act(() => setBusy(false));
    expect(element.getAttribute('aria-valuenow')).toBe('100');
    act(() => vi.advanceTimersByTime(500));
    expect(element.getAttribute('aria-hidden')).toBe('true');
  });
});
