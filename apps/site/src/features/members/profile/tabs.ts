import type { SiteTranslationKey } from '../../../shared/i18n/fallback';
import type { ProfileTab } from '../../../shared/profile-tab';
import type { RouteName } from '../../../shared/routes';

export type { ProfileTab };

/**
 * The tab registry: every feature folder that has profile tabs exports `profileTabs` from its own
 * `profile-tabs.tsx` (the one file of a feature the profile page reads besides its index; the tab type is
 * in shared/profile-tab.ts); this picks them up (no list edited by hand in one place). A route of the spec that
 * no feature has registered yet shows the honest empty state of PLANNED_TABS below.
 */
const modules = import.meta.glob<{ profileTabs: readonly ProfileTab[] }>('../../*/profile-tabs.tsx', { eager: true });

/** The spec's profile children whose families are not built yet, with the family's label. */
export const PLANNED_TABS: ReadonlyArray<{ route: RouteName; routes?: readonly RouteName[]; label: SiteTranslationKey; order: number }> = [
  { route: 'profile-name-media', routes: ['profile-name-media-albums', 'profile-name-media-invites'], label: 'members.tab.media', order: 50 },
  {
    route: 'profile-name-stories',
    routes: ['profile-name-stories-covers', 'profile-name-stories-series', 'profile-name-stories-series-slug', 'profile-name-stories-series-slug-edit'],
    label: 'members.tab.stories',
    order: 60,
  },
  { route: 'profile-name-ebooks', label: 'members.tab.ebooks', order: 65 },
  { route: 'profile-name-forum', label: 'members.tab.forum', order: 70 },
  { route: 'profile-name-groups', label: 'members.tab.groups', order: 75 },
  { route: 'profile-name-meets', label: 'members.tab.meets', order: 80 },
  { route: 'profile-name-parties', routes: ['profile-name-parties-past'], label: 'members.tab.parties', order: 85 },
  { route: 'profile-name-post-id', label: 'members.tab.posts', order: 90 },
];

export function registeredTabs(extra: Readonly<Record<string, { profileTabs: readonly ProfileTab[] }>> = modules): ProfileTab[] {
  return Object.values(extra)
    .flatMap((m) => m.profileTabs)
    .sort((a, b) => a.order - b.order);
}

export type ResolvedTab = { kind: 'built'; tab: ProfileTab } | { kind: 'planned'; route: RouteName; label: SiteTranslationKey; order: number };

/** Built tabs, plus a planned placeholder for every spec route nobody has registered yet, in order. */
export function profileTabs(built: readonly ProfileTab[] = registeredTabs()): ResolvedTab[] {
  const taken = new Set(built.flatMap((t) => [t.route, ...(t.routes ?? [])]));
  const planned = PLANNED_TABS.filter((p) => !taken.has(p.route)).map((p) => ({ kind: 'planned' as const, route: p.route, label: p.label, order: p.order }));
  return [...built.map((tab) => ({ kind: 'built' as const, tab })), ...planned].sort(
    (a, b) => (a.kind === 'built' ? a.tab.order : a.order) - (b.kind === 'built' ? b.tab.order : b.order),
  );
}

/** The tab a route opens (its own, or the parent of a deeper route). */
export function tabForRoute(tabs: readonly ResolvedTab[], route: RouteName): ResolvedTab | undefined {
  return tabs.find((t) =>
    t.kind === 'built' ? t.tab.route === route || (t.tab.routes ?? []).includes(route) : t.route === route || (PLANNED_TABS.find((p) => p.route === t.route)?.routes ?? []).includes(route),
  );
}
