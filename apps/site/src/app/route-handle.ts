import type { RouteName } from '@community/contracts';

/**
 * Routes that keep the scroll position when only their query changes (SPEC 2: navigation scrolls to top
 * unless a route opts out): the messages view switching conversations, the interactions tabs and member
 * search refining its filters.
 */
export const KEEP_SCROLL_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['messages', 'interactions-tab', 'search', 'search-legacy', 'search-all']);

/** What a route tells the layout through `useMatches()`. */
export interface RouteHandle {
  keepScroll?: boolean;
}
