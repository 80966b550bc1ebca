/**
 * A module-level state object for `useSyncExternalStore` (the overlays' stores): `getSnapshot` and `subscribe`
 * for React, `patch` to change some fields and `replace` to set all of them; every listener hears each change.
 */
export function patchStore<S extends object>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  const replace = (next: S): void => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: (): S => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    patch: (fields: Partial<S>): void => replace({ ...state, ...fields }),
    replace,
  };
}
