import type { ToastsProps } from '@community/ui';
import { lazy, Suspense } from 'react';

/**
 * The toasts' view (Mantine's notifications and their transitions) loads after the first paint, in a chunk of its
 * own (issue 18, bundle budget): the toast queue lives in the initial code, so a toast raised before the view has
 * loaded waits in the queue and shows as soon as it has.
 */
const ToastsView = lazy(async () => ({ default: (await import('./toasts-view')).Toasts }));

export function LazyToasts(props: ToastsProps) {
  return (
    <Suspense fallback={null}>
      <ToastsView {...props} />
    </Suspense>
  );
}
