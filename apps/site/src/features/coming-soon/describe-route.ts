import { getRoute, sectionOf, type RouteFamily, type RouteName } from '@community/contracts';
import type { SiteTranslationKey } from '../../shared/i18n/fallback';

/** Menu labels the catalogues already translate, by the first path segment. */
const SECTION_LABELS: Partial<Record<string, SiteTranslationKey>> = {
  activity: 'nav.activity',
  newactivity: 'nav.activity',
  search: 'nav.search',
  messages: 'nav.messages',
  chat: 'nav.chat',
  'new-chat': 'nav.chat',
  forum: 'nav.forum',
  groups: 'nav.groups',
  clubs: 'nav.clubs',
  parties: 'nav.parties',
  meets: 'nav.meets',
  dogging: 'nav.dogging',
  competitions: 'nav.competitions',
  gallery: 'nav.gallery',
  stories: 'nav.stories',
  ebooks: 'nav.ebooks',
  top: 'nav.top',
  'writing-tips': 'nav.writingTips',
  reading: 'nav.readingList',
  'favourite-stories': 'nav.favouriteStories',
  'cover-editor': 'nav.coverEditor',
  coins: 'nav.coins',
  upgrade: 'nav.upgrade',
  profile: 'nav.profile',
  interactions: 'nav.interactions',
  settings: 'nav.settings',
  badges: 'nav.badges',
  'meet-team': 'nav.meetTeam',
  legal: 'legal.index',
};

const humanise = (segment: string): string => {
  const words = segment.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export interface RouteDescription {
  family: RouteFamily;
  /** The section's first path segment, e.g. 'forum'. */
  section: string;
  /** A translation key for the section's label, when the catalogues have one. */
  sectionKey: SiteTranslationKey | null;
  /** The section's label when there is no key. */
  sectionText: string;
  /** The last fixed path segment below the section (e.g. 'rules' for /chat/rules), or null at the section root or a param-only page. */
  subpage: string | null;
  /** The path of the section's root page, when the table has one. */
  sectionPath: string | null;
}

/** What the coming-soon page says about a route: its family, its section and the page within it. */
export function describeRoute(name: RouteName): RouteDescription {
  const route = getRoute(name);
  if (!route) throw new Error(`Unknown route "${name}"`);
  const section = sectionOf(route) || 'home';
  const fixed = route.path
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('{'))
    .slice(1);
  const subpage = fixed.length > 0 ? humanise(fixed[fixed.length - 1] ?? '') : null;
  const rootPath = `/${section}`;
  return {
    family: route.family,
    section,
    sectionKey: SECTION_LABELS[section] ?? null,
    sectionText: humanise(section),
    subpage,
    sectionPath: route.path === rootPath || getRouteByPath(rootPath) ? rootPath : null,
  };
}

function getRouteByPath(path: string): boolean {
  const name = path.slice(1);
  return getRoute(name)?.path === path;
}
