/**
 * The window-wide stack of open modals and the history entries they own (SPEC 2 Navbar and overlays:
 * "Modals push a history entry and close on back, Escape or backdrop click").
 *
 * - Opening a modal with history pushes an entry with the same URL whose state lists the open modal ids
 *   under `MODAL_HISTORY_KEY` (the router's own state — react-router's `key`, `idx`, `usr` — is copied, so
 *   the location the router sees does not change).
 * - Back (popstate) closes every modal whose id the entry now shown does not list, topmost first.
 * - Closing by code (or unmounting) pops the entry the modal pushed, together with any entries of modals
 *   opened over it (those close too), so no stray entries stay behind. When the current entry is not the
 *   modal's (the page navigated meanwhile), nothing is popped.
 * - History operations are serialised: a push waits until a pending traversal (history.go) has landed,
 *   because a pushState during a traversal would cancel or reorder it.
 * - Escape closes only the topmost modal, and only when that modal allows it.
 *
 * It is a module singleton because the history and the keyboard are window-wide too.
 */

/** Key of the history state that lists the ids of the modals open at that entry. */
export const MODAL_HISTORY_KEY = '__modals';

/** Why a modal asks to be closed. `close-all` comes from `useModalStack().closeAll()`. */
export type ModalCloseReason = 'escape' | 'backdrop' | 'back' | 'close-button' | 'close-all';

export interface ModalRegistration {
  /** Stable per modal instance (React's useId). */
  readonly id: string;
  /** Push a history entry so that back closes it. */
  readonly withHistory: boolean;
  /** Read when Escape is pressed while this modal is on top. */
  readonly closeOnEscape: () => boolean;
  /** Asks the owner to close the modal (it sets its `opened` to false, or refuses). */
  readonly requestClose: (reason: ModalCloseReason) => void;
}

interface OwnedEntry {
  /** Called when back leaves the entry; null once the modal closed by code (its pop is under way). */
  onBack: (() => void) | null;
}

/** If a traversal never reports (it had nowhere to go), stop waiting for it after this long. */
const TRAVERSAL_FAILSAFE_MS = 1_000;

type StateObject = Record<string, unknown>;

const isObject = (value: unknown): value is StateObject => typeof value === 'object' && value !== null;

/** The modal ids a history state lists (none for an ordinary entry). */
export function modalIdsOf(state: unknown): string[] {
  if (!isObject(state)) return [];
  const ids = state[MODAL_HISTORY_KEY];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * True when the current history entry was pushed for an open modal. A link followed from inside a modal
 * should replace this entry rather than push after it (SmartLink does), so back from the new page returns
 * to the page under the modal instead of to a dead duplicate entry.
 */
export function isModalHistoryEntry(
  state: unknown = typeof window === 'undefined' ? null : window.history.state,
): boolean {
  return modalIdsOf(state).length > 0;
}

function withIds(state: unknown, ids: readonly string[]): StateObject {
  const next: StateObject = isObject(state) ? { ...state } : {};
  if (ids.length === 0) delete next[MODAL_HISTORY_KEY];
  else next[MODAL_HISTORY_KEY] = [...ids];
  return next;
}

export class ModalStackStore {
  private stack: ModalRegistration[] = [];
  private snapshot: readonly string[] = [];
  private readonly listeners = new Set<() => void>();
  /** History entries pushed for modals and not popped yet, oldest first. */
  private readonly owned = new Map<string, OwnedEntry>();
  private pendingTraversals = 0;
  private failsafe: ReturnType<typeof setTimeout> | undefined;
  private readonly queue: (() => void)[] = [];
  private installed = false;

  constructor(private readonly win: Window) {}

  /** Registers an open modal; returns the function to call when it closes or unmounts. */
  open(registration: ModalRegistration): () => void {
    this.install();
    this.stack = [...this.stack.filter((r) => r.id !== registration.id), registration];
    this.emit();
    if (registration.withHistory) this.whenSettled(() => this.push(registration));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(registration);
    };
  }

  /** Ids of the open modals, bottom first. Stable between changes (for useSyncExternalStore). */
  getSnapshot = (): readonly string[] => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Asks every open modal to close, topmost first; resolves once they closed and their entries are popped. */
  closeAll(timeoutMs = TRAVERSAL_FAILSAFE_MS): Promise<void> {
    for (const registration of [...this.stack].reverse()) registration.requestClose('close-all');
    return new Promise((resolve) => {
      let unsubscribe = (): void => undefined;
      const finish = (): void => {
        unsubscribe();
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(finish, timeoutMs);
      const check = (): void => {
        if (this.stack.length > 0 || this.pendingTraversals > 0 || this.queue.length > 0) return;
        finish();
      };
      unsubscribe = this.subscribe(check);
      // The owners close on their next render; check after they had the chance.
      setTimeout(check, 0);
    });
  }

  /**
   * A link followed from inside a modal is about to replace the current history entry (SmartLink). The modals
   * that own this entry give it up: when they close they must not pop it, because that traversal would undo
   * the navigation while its page is still loading. The router's replace then turns it into the new page.
   */
  releaseCurrentEntry(): void {
    for (const id of modalIdsOf(this.win.history.state)) {
      const own = this.owned.get(id);
      if (own) own.onBack = null;
      this.owned.delete(id);
    }
  }

  /** Resolves once no history traversal is under way and no push waits for one. */
  settled(): Promise<void> {
    return new Promise((resolve) => this.whenSettled(resolve));
  }

  /** For tests: forget everything (listeners stay installed). */
  reset(): void {
    this.stack = [];
    this.owned.clear();
    this.queue.length = 0;
    this.pendingTraversals = 0;
    clearTimeout(this.failsafe);
    this.emit();
  }

  private install(): void {
    if (this.installed) return;
    this.installed = true;
    this.win.addEventListener('popstate', this.onPopState);
    this.win.addEventListener('keydown', this.onKeyDown);
    // A reload while a modal was open lands on its entry with nothing open: make it an ordinary entry.
    const state: unknown = this.win.history.state;
    if (modalIdsOf(state).length > 0) this.win.history.replaceState(withIds(state, []), '');
  }

  private emit(): void {
    this.snapshot = this.stack.map((r) => r.id);
    for (const listener of [...this.listeners]) listener();
  }

  private push(registration: ModalRegistration): void {
    // Closed (or reopened under another registration) before its turn came.
    if (!this.stack.includes(registration) || this.owned.has(registration.id)) return;
    const state: unknown = this.win.history.state;
    const ids = modalIdsOf(state).filter((id) => this.owned.has(id));
    this.win.history.pushState(withIds(state, [...ids, registration.id]), '');
    this.owned.set(registration.id, { onBack: () => registration.requestClose('back') });
  }

  private release(registration: ModalRegistration): void {
    const before = this.stack.length;
    this.stack = this.stack.filter((r) => r !== registration);
    if (this.stack.length !== before) this.emit();
    const own = this.owned.get(registration.id);
    if (!own) return;
    own.onBack = null;
    this.whenSettled(() => this.pop(registration.id));
  }

  /** Pops the entry a modal pushed (and those above it), if it is still the current one. */
  private pop(id: string): void {
    if (!this.owned.has(id)) return; // back got there first
    const ids = modalIdsOf(this.win.history.state);
    const position = ids.indexOf(id);
    if (position === -1) {
      // The page navigated away from the modal's entry: it is stale, and stripped if back reaches it.
      this.owned.delete(id);
      return;
    }
    this.traverse(-(ids.length - position));
  }

  private traverse(delta: number): void {
    this.pendingTraversals += 1;
    clearTimeout(this.failsafe);
    this.failsafe = setTimeout(() => {
      this.pendingTraversals = 0;
      this.flush();
    }, TRAVERSAL_FAILSAFE_MS);
    this.win.history.go(delta);
  }

  private whenSettled(operation: () => void): void {
    if (this.pendingTraversals === 0 && this.queue.length === 0) operation();
    else this.queue.push(operation);
  }

  private flush(): void {
    while (this.pendingTraversals === 0 && this.queue.length > 0) this.queue.shift()?.();
    this.emit();
  }

  private readonly onPopState = (event: PopStateEvent): void => {
    if (this.pendingTraversals > 0) {
      this.pendingTraversals -= 1;
      if (this.pendingTraversals === 0) clearTimeout(this.failsafe);
    }
    const ids = modalIdsOf(event.state);
    // Back left these entries: close their modals, topmost first.
    for (const [id, own] of [...this.owned.entries()].reverse()) {
      if (ids.includes(id)) continue;
      this.owned.delete(id);
      own.onBack?.();
    }
    // Forward onto the entry of a modal that has closed since: make it an ordinary entry.
    if (ids.some((id) => !this.owned.has(id))) {
      this.win.history.replaceState(
        withIds(
          event.state,
          ids.filter((id) => this.owned.has(id)),
        ),
        '',
      );
    }
    this.flush();
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
    const target = event.target;
    // Mantine marks inputs whose open dropdown handles Escape itself.
    if (target instanceof Element && target.getAttribute('data-mantine-stop-propagation') === 'true') return;
    const top = this.stack[this.stack.length - 1];
    if (!top) return;
    if (top.closeOnEscape()) top.requestClose('escape');
  };
}

let defaultStore: ModalStackStore | undefined;
let serverStore: ModalStackStore | undefined;

/** The window's modal stack; on the server (the site's server rendering) an empty one: modals open from effects, in the browser only. */
export function modalStack(): ModalStackStore {
  if (typeof window === 'undefined') return (serverStore ??= new ModalStackStore(undefined as unknown as Window));
  defaultStore ??= new ModalStackStore(window);
  return defaultStore;
}
