/**
 * The single route table of the member site (SPEC 2), shared by the API (which paths exist, which app serves
 * them, what a 404 is) and the site (router, links, guards).
 *
 * Paths use `{param}` for a required segment, `{param?}` for an optional one (last segment only) and
 * `{param*}` for a wildcard of one or more segments (last segment only). Names follow the Nuxt convention
 * the spec uses: the path's segments joined by '-', params by their name (`/forum/{category}/{slug}` is
 * `forum-category-slug`).
 */

/** Which part of the product a route belongs to (roughly one API module each). */
export const ROUTE_FAMILIES = [
  'home', 'auth', 'activity', 'members', 'settings', 'messaging', 'chat', 'stories', 'community', 'media',
  'coins', 'payments', 'verification', 'legal', 'system', 'staff',
] as const;
export type RouteFamily = (typeof ROUTE_FAMILIES)[number];

/** `required`: guests go to login first; `guest`: logged-in members go to their home; `any`: everyone. */
export const ROUTE_AUTH = ['required', 'guest', 'any'] as const;
export type RouteAuth = (typeof ROUTE_AUTH)[number];

/** SPEC 2 Layouts. */
export const ROUTE_LAYOUTS = ['default', 'empty', 'health', 'home'] as const;
export type RouteLayout = (typeof ROUTE_LAYOUTS)[number];

/** Which front end serves the path: the member site, or the staff console (react-admin). */
export const ROUTE_APPS = ['site', 'staff'] as const;
export type RouteApp = (typeof ROUTE_APPS)[number];

/**
 * Role guards of SPEC 6 a route may add on top of its auth rule (the decisions are libs/domain's
 * `roleGuard`): `admin-area` admits admin and super, `super` only Super, `page-access` the page-access roles
 * or members granted the page. Refused visitors go to '/'.
 */
export const ROUTE_ROLE_GUARDS = ['admin-area', 'super', 'page-access'] as const;
export type RouteRoleGuard = (typeof ROUTE_ROLE_GUARDS)[number];

export interface RouteDef<N extends string = string, P extends string = string> {
  readonly name: N;
  readonly path: P;
  readonly family: RouteFamily;
  readonly auth: RouteAuth;
  readonly layout: RouteLayout;
  readonly app: RouteApp;
  readonly roleGuard?: RouteRoleGuard;
}

type RouteOptions = Partial<Pick<RouteDef, 'auth' | 'layout' | 'app' | 'roleGuard'>>;

function route<const N extends string, const P extends string>(
  name: N,
  path: P,
  family: RouteFamily,
  options: RouteOptions = {},
): RouteDef<N, P> {
  return {
    name,
    path,
    family,
    auth: options.auth ?? 'any',
    layout: options.layout ?? 'default',
    app: options.app ?? 'site',
    ...(options.roleGuard ? { roleGuard: options.roleGuard } : {}),
  };
}

const member = { auth: 'required' } as const;
const guest = { auth: 'guest' } as const;

export const ROUTES = [
  // Home, system pages
  route('index', '/', 'home', { layout: 'home' }),
  route('404', '/404', 'system'),
  route('healthz', '/healthz', 'system', { layout: 'health' }),
  route('maintenance', '/maintenance', 'system', { layout: 'empty' }),
  route('dev-error', '/dev-error', 'system', { layout: 'empty' }),
  // The component style guide is a tool for the people who build and run the site.
  route('styleguide', '/styleguide', 'system', { auth: 'required', roleGuard: 'admin-area' }),
  route('meet-team', '/meet-team', 'system'),

  // Auth (foundation)
  route('login', '/login', 'auth', guest),
  route('register', '/register', 'auth', guest),
  route('logout', '/logout', 'auth', { layout: 'empty' }),
  route('confirm', '/confirm/{token?}', 'auth'),
  route('password-forgot', '/password/forgot', 'auth', guest),
  route('password-reset', '/password/reset/{token}', 'auth', guest),
  route('mfa', '/mfa', 'auth'),

  // Activity
  route('activity', '/activity', 'activity', member),
  route('activity-card', '/activity/card', 'activity', member),
  route('activity-card-type', '/activity/card/{type}', 'activity', member),
  route('newactivity', '/newactivity', 'activity', member),

  // Members: profiles, search, interactions, setup, badges
  route('profile-name', '/profile/{name?}', 'members', member),
  route('profile-name-ebooks', '/profile/{name}/ebooks', 'members', member),
  route('profile-name-edit', '/profile/{name}/edit', 'members', member),
  route('profile-name-follows', '/profile/{name}/follows', 'members', member),
  route('profile-name-forum', '/profile/{name}/forum', 'members', member),
  route('profile-name-friends', '/profile/{name}/friends', 'members', member),
  route('profile-name-groups', '/profile/{name}/groups', 'members', member),
  route('profile-name-media', '/profile/{name}/media', 'members', member),
  route('profile-name-media-albums', '/profile/{name}/media/albums', 'members', member),
  route('profile-name-media-invites', '/profile/{name}/media/invites', 'members', member),
  route('profile-name-meets', '/profile/{name}/meets', 'members', member),
  route('profile-name-notes', '/profile/{name}/notes', 'members', member),
  route('profile-name-parties', '/profile/{name}/parties', 'members', member),
  route('profile-name-parties-past', '/profile/{name}/parties/past', 'members', member),
  route('profile-name-stories', '/profile/{name}/stories', 'members', member),
  route('profile-name-stories-covers', '/profile/{name}/stories/covers', 'members', member),
  route('profile-name-stories-series', '/profile/{name}/stories/series', 'members', member),
  route('profile-name-stories-series-slug', '/profile/{name}/stories/series/{slug}', 'members', member),
  route('profile-name-stories-series-slug-edit', '/profile/{name}/stories/series/{slug}/edit', 'members', member),
  route('profile-name-vouches', '/profile/{name}/vouches', 'members', member),
  route('profile-name-post-id', '/profile/{name}/post/{id?}', 'members', member),
  route('search', '/search', 'members', member),
  route('search-legacy', '/search/{legacy}', 'members', member),
  route('search-all', '/search/{pathMatch*}', 'members', member),
  route('interactions-tab', '/interactions/{tab?}', 'members', member),
  route('setup-position', '/setup/{position?}', 'members', member),
  route('badges', '/badges', 'members'),
  route('badges-badge', '/badges/{badge}', 'members'),

  // Settings
  route('settings', '/settings', 'settings', member),
  route('settings-privacy', '/settings/privacy', 'settings', member),
  route('settings-profile-type', '/settings/profile-type', 'settings', member),
  route('settings-name', '/settings/name', 'settings', member),
  route('settings-wink', '/settings/wink', 'settings', member),
  // Support tickets (issue 10)
  route('tickets', '/tickets', 'settings', member),
  route('tickets-create', '/tickets/create', 'settings', member),
  route('tickets-reference', '/tickets/{reference}', 'settings', member),
  route('settings-security', '/settings/security', 'settings', member),

  // Messaging
  route('messages', '/messages', 'messaging', member),
  // Open to guests: the unsubscribe link in the unread-message e-mail must work without a login (issue 5).
  route('messages-never-miss-match', '/messages/never-miss-match', 'messaging'),

  // Chat
  route('chat', '/chat', 'chat', { auth: 'required', layout: 'empty' }),
  route('chat-enter', '/chat/enter', 'chat', member),
  route('chat-rules', '/chat/rules', 'chat'),
  route('new-chat', '/new-chat', 'chat', { auth: 'required', layout: 'empty' }),
  route('camtest', '/camtest', 'chat', member),

  // Stories, ebooks, reading
  route('stories', '/stories', 'stories'),
  route('stories-create', '/stories/create', 'stories', member),
  route('stories-genre', '/stories/{genre}', 'stories'),
  route('stories-genre-slug', '/stories/{genre}/{slug}', 'stories'),
  route('stories-genre-slug-edit', '/stories/{genre}/{slug}/edit', 'stories', member),
  route('stories-id-comments', '/stories/{id}/comments', 'stories'),
  route('stories-id-tags', '/stories/{id}/tags', 'stories'),
  route('ebooks', '/ebooks', 'stories'),
  route('ebooks-create', '/ebooks/create', 'stories', member),
  route('favourite-stories', '/favourite-stories', 'stories', member),
  route('reading', '/reading', 'stories', member),
  route('top', '/top', 'stories'),
  route('top-authors', '/top/authors', 'stories'),
  route('top-stories', '/top/stories', 'stories'),
  route('writing-tips', '/writing-tips', 'stories'),
  route('writing-tips-formatting', '/writing-tips/formatting', 'stories'),
  route('writing-tips-formatting-dialogue', '/writing-tips/formatting-dialogue', 'stories'),
  route('writing-tips-general', '/writing-tips/general', 'stories'),
  route('writing-tips-paragraphs', '/writing-tips/paragraphs', 'stories'),
  route('writing-tips-participles', '/writing-tips/participles', 'stories'),
  route('writing-tips-poetry-advice', '/writing-tips/poetry-advice', 'stories'),
  route('writing-tips-proofreading', '/writing-tips/proofreading', 'stories'),
  route('writing-tips-punctuation', '/writing-tips/punctuation', 'stories'),
  route('writing-tips-run-on-sentences', '/writing-tips/run-on-sentences', 'stories'),
  route('writing-tips-unacceptable-content', '/writing-tips/unacceptable-content', 'stories'),
  route('writing-tips-verb-tense', '/writing-tips/verb-tense', 'stories'),

  // Community: clubs, competitions, dogging, forum, groups, meets, parties
  route('clubs', '/clubs', 'community'),
  route('clubs-create', '/clubs/create', 'community', member),
  route('clubs-edit-slug', '/clubs/edit/{slug?}', 'community', member),
  route('clubs-slug', '/clubs/{slug}', 'community'),
  route('clubs-slug-media', '/clubs/{slug}/media', 'community'),
  route('clubs-slug-parties', '/clubs/{slug}/parties', 'community'),
  route('clubs-slug-reviews', '/clubs/{slug}/reviews', 'community'),
  route('clubs-slug-post-id', '/clubs/{slug}/post/{id?}', 'community'),
  route('competitions', '/competitions', 'community'),
  route('competitions-rules', '/competitions/rules', 'community'),
  route('competitions-create', '/competitions/create', 'community', member),
  route('competitions-edit-slug', '/competitions/edit/{slug}', 'community', member),
  route('competitions-slug', '/competitions/{slug}', 'community'),
  route('dogging', '/dogging', 'community'),
  route('dogging-rules', '/dogging/rules', 'community'),
  route('dogging-search', '/dogging/search', 'community'),
  route('dogging-submit', '/dogging/submit', 'community', member),
  route('dogging-edit-location', '/dogging/edit/{location?}', 'community', member),
  route('dogging-country', '/dogging/{country}', 'community'),
  route('dogging-country-county', '/dogging/{country}/{county}', 'community'),
  route('dogging-country-county-location', '/dogging/{country}/{county}/{location}', 'community'),
  route('forum', '/forum', 'community'),
  route('forum-search', '/forum/search', 'community'),
  route('forum-search-results', '/forum/search/results', 'community'),
  route('forum-settings', '/forum/settings', 'community', member),
  route('forum-category', '/forum/{category}', 'community'),
  route('forum-category-create', '/forum/{category}/create', 'community', member),
  route('forum-category-slug', '/forum/{category}/{slug}', 'community'),
  route('forum-category-slug-edit', '/forum/{category}/{slug}/edit', 'community', member),
  route('groups', '/groups', 'community'),
  route('groups-create', '/groups/create', 'community', member),
  route('groups-slug', '/groups/{slug}', 'community'),
  route('groups-slug-edit', '/groups/{slug}/edit', 'community', member),
  route('groups-slug-media', '/groups/{slug}/media', 'community'),
  route('groups-slug-post-id', '/groups/{slug}/post/{id?}', 'community'),
  route('meets', '/meets', 'community'),
  route('meets-create', '/meets/create', 'community', member),
  route('meets-new', '/meets/new', 'community'),
  route('meets-category', '/meets/{category}', 'community'),
  route('meets-category-slug', '/meets/{category}/{slug}', 'community'),
  route('meets-category-slug-edit', '/meets/{category}/{slug}/edit', 'community', member),
  route('parties', '/parties', 'community'),
  route('parties-create', '/parties/create', 'community', member),
  route('parties-view-id', '/parties/view/{id?}', 'community'),
  route('parties-slug', '/parties/{slug}', 'community'),
  route('parties-slug-attendees', '/parties/{slug}/attendees', 'community', member),
  route('parties-slug-edit', '/parties/{slug}/edit', 'community', member),
  route('parties-slug-media', '/parties/{slug}/media', 'community'),
  route('parties-slug-post-id', '/parties/{slug}/post/{id?}', 'community'),

  // Media
  route('gallery', '/gallery', 'media'),
  route('gallery-landing', '/gallery/landing', 'media'),
  route('cover-editor', '/cover-editor/{template?}', 'media', member),

  // Coins
  route('coins', '/coins', 'coins', member),
  route('coins-approve', '/coins/approve', 'coins', member),
  route('coins-history', '/coins/history', 'coins', member),
  route('coins-history-transaction', '/coins/history/{transaction}', 'coins', member),
  route('coins-manage', '/coins/manage', 'coins', member),
  route('coins-manage-gift-card-list', '/coins/manage/gift-card-list', 'coins', member),
  route('coins-manage-giftcard', '/coins/manage/giftcard', 'coins', member),
  route('coins-manage-upgrade', '/coins/manage/upgrade', 'coins', member),
  route('coins-manage-withdraw', '/coins/manage/withdraw', 'coins', member),
  route('coins-manage-withdraw-success', '/coins/manage/withdraw-success', 'coins', member),

  // Payments and upgrades
  route('upgrade', '/upgrade', 'payments', member),
  route('upgrade-offer', '/upgrade/offer', 'payments', member),
  route('payment', '/payment', 'payments', member),
  route('payment-subscription', '/payment/subscription', 'payments', member),
  route('payment-subscription-slug', '/payment/subscription/{slug}', 'payments', member),
  route('payment-threed-secure-reference', '/payment/threed-secure/{reference?}', 'payments', member),
  route('payment-slug', '/payment/{slug}', 'payments', member),

  // ID verification (SPEC 2 lists the path `/id-` as is)
  route('id-', '/id-', 'verification', member),

  // Legal
  route('legal', '/legal', 'legal'),
  route('legal-acceptable-use-policy', '/legal/acceptable-use-policy', 'legal'),
  route('legal-anti-slavery', '/legal/anti-slavery', 'legal'),
  route('legal-complaints-policy', '/legal/complaints-policy', 'legal'),
  route('legal-content-policy', '/legal/content-policy', 'legal'),
  route('legal-how-we-use-cookies', '/legal/how-we-use-cookies', 'legal'),
  route('legal-media-moderation-policy', '/legal/media-moderation-policy', 'legal'),
  route('legal-privacy-policy', '/legal/privacy-policy', 'legal'),
  route('legal-terms-and-conditions', '/legal/terms-and-conditions', 'legal'),

  // Staff console: /staff and everything under it is served by apps/staff
  route('staff', '/staff', 'staff', { auth: 'required', layout: 'empty', app: 'staff' }),
  route('staff-all', '/staff/{pathMatch*}', 'staff', { auth: 'required', layout: 'empty', app: 'staff' }),
] as const;

export type AnyRoute = (typeof ROUTES)[number];
/** Every route name, e.g. `'forum-category-slug'`. */
export type RouteName = AnyRoute['name'];
/** The path pattern of a route, e.g. `RoutePath<'forum-category-slug'>` is `'/forum/{category}/{slug}'`. */
export type RoutePath<N extends RouteName> = Extract<AnyRoute, { name: N }>['path'];

export const ROUTE_NAMES = ROUTES.map((r) => r.name) as readonly RouteName[] as readonly [RouteName, ...RouteName[]];
