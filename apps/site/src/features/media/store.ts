import type { MediaItem } from '@community/contracts';
import { patchStore } from '../../shared/patch-store';

/** SPEC 3 media picker options. */
export interface MediaPickerOptions {
  /** Which media to offer. @default 'image' */
  type?: 'image' | 'video' | 'all';
  /** Offer items marked adult. @default true */
  showAdult?: boolean;
  /** Offer friends-only and private items. @default true */
  showPrivate?: boolean;
  /** Offer items outside every album. @default true */
  includeMisc?: boolean;
  /** Also accept an image by its https address. @default false */
  externalImages?: boolean;
  /** A click picks that one item and closes the picker; otherwise items are ticked and confirmed. @default false */
  emitSelectedOnClick?: boolean;
  /** Title of the picker (translated by the caller). */
  title?: string;
}

export type PickedMedia = { kind: 'media'; item: MediaItem } | { kind: 'external'; url: string };

export interface ViewerRequest {
  items: readonly MediaItem[];
  index: number;
}

export interface PickerRequest {
  options: MediaPickerOptions;
  resolve: (picked: PickedMedia[] | null) => void;
}

export interface MediaOverlayState {
  readonly viewer: ViewerRequest | null;
  readonly picker: PickerRequest | null;
}

const CLOSED: MediaOverlayState = { viewer: null, picker: null };
const store = patchStore(CLOSED);

/** The viewer's and the picker's state, for MediaOverlays (useSyncExternalStore). */
export const mediaOverlayStore = {
  getSnapshot: store.getSnapshot,
  subscribe: store.subscribe,
  closeViewer(): void {
    if (store.getSnapshot().viewer) store.patch({ viewer: null });
  },
  /** The picker closed with a choice (or null: cancelled). */
  settlePicker(picked: PickedMedia[] | null): void {
    const p = store.getSnapshot().picker;
    store.patch({ picker: null });
    p?.resolve(picked);
  },
  /** For tests. */
  reset(): void {
    store.getSnapshot().picker?.resolve(null);
    store.replace(CLOSED);
  },
};

/** Opens the full-screen media viewer on `items[index]`; next/previous move within `items`. */
export function openMediaViewer(items: readonly MediaItem[], index = 0): void {
  if (!items.length) return;
  store.patch({ viewer: { items: [...items], index: Math.max(0, Math.min(index, items.length - 1)) } });
}

/**
 * Opens the media picker over the page (messages, posts, stories and profiles call this) and resolves with
 * what the member chose, or null when they closed it. A picker already open is cancelled first.
 */
export function pickMedia(options: MediaPickerOptions = {}): Promise<PickedMedia[] | null> {
  store.getSnapshot().picker?.resolve(null);
  return new Promise((resolve) => store.patch({ picker: { options, resolve } }));
}
