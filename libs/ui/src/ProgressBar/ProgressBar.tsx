import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { progress as defaultController, type ProgressController, type ProgressState } from './progress-controller';

/** The controller's state, re-rendering on change. */
export function useProgressState(controller: ProgressController = defaultController): ProgressState {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}

/**
 * Drives the bar from a flag, e.g. react-router's `useNavigation().state !== 'idle'`: start when it turns
 * true, finish when it turns false (or the component unmounts while it is true).
 */
export function useProgressWhile(active: boolean, controller: ProgressController = defaultController): void {
  const wasActive = useRef(false);
  useEffect(() => {
    if (active && !wasActive.current) controller.start();
    if (!active && wasActive.current) controller.finish();
    wasActive.current = active;
  }, [active, controller]);
  useEffect(
    () => () => {
      if (wasActive.current) controller.finish();
      wasActive.current = false;
    },
    [controller],
  );
}

export interface ProgressBarProps {
  controller?: ProgressController;
  /** Accessible name (translated). @default 'Loading' */
  label?: string;
  /** Height in px. @default 3 */
  height?: number;
  /** CSS colour. @default the brand colour (Mantine's primary colour) */
  color?: string;
  /** @default 1000 (above modals and toasts) */
  zIndex?: number;
}

/** The thin bar at the top of the window that shows navigation progress (SPEC 2, 4). */
export function ProgressBar({
  controller = defaultController,
  label = 'Loading',
  height = 3,
  color = 'var(--mantine-primary-color-filled)',
  zIndex = 1000,
}: ProgressBarProps) {
  // Only showing, hiding and failing re-render: the bar's moves (a tick every 100 ms) go straight to the
  // element. A re-render per tick would restart every navigation's render (a transition) and, on a slow
  // device, hold the new page back until the bar stopped moving on its own.
  const visible = useSyncExternalStore(controller.subscribe, () => controller.getState().visible, () => controller.getState().visible);
  const failed = useSyncExternalStore(controller.subscribe, () => controller.getState().failed, () => controller.getState().failed);
  const { percent } = controller.getState();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const move = () => {
      const element = ref.current;
      if (!element) return;
      const now = controller.getState().percent;
      element.style.width = `${now}%`;
      element.setAttribute('aria-valuenow', String(Math.round(now)));
    };
    move();
    return controller.subscribe(move);
  }, [controller]);
  return (
    <div
      ref={ref}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-hidden={visible ? undefined : true}
      data-failed={failed || undefined}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height,
        width: `${percent}%`,
        zIndex,
        pointerEvents: 'none',
        background: failed ? 'var(--mantine-color-error)' : color,
        opacity: visible ? 1 : 0,
        transition: visible ? 'width 100ms linear, opacity 150ms' : 'opacity 300ms',
      }}
    />
  );
}
