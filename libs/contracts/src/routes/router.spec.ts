import { ROUTE_ROLE_GUARDS, ROUTES, type RouteName } from './table.js';
import {
  hasKnownFirstSegment,
  isKnownPath,
  matchRoute,
  parsePattern,
  routeTo,
  routeToUnchecked,
  sectionOf,
  type RouteParams,
} from './router.js';

describe('route table', () => {
  it('has unique names and unique paths', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('parses every pattern (optional and wildcard params last only)', () => {
    for (const r of ROUTES) expect(() => parsePattern(r.path)).not.toThrow();
    expect(() => parsePattern('/a/{b?}/c')).toThrow(/last segment/);
    expect(() => parsePattern('/a/{rest*}/c')).toThrow(/last segment/);
    expect(() => parsePattern('/a/x{b}')).toThrow(/whole segment/);
    expect(() => parsePattern('a')).toThrow(/start with/);
  });

  it('names every route after its path, Nuxt style', () => {
    for (const r of ROUTES) {
      // the root, the wildcards, and names the spec and the brief fix: confirm, password-reset, cover-editor (/cover-editor/{template?})
      if (['index', 'search-all', 'staff-all', 'confirm', 'password-reset', 'cover-editor'].includes(r.name)) continue;
      const fromPath = r.path
        .slice(1)
        .split('/')
        .map((s) => s.replace(/^\{(\w+)[?*]?\}$/, '$1'))
        .join('-');
      expect(r.name).toBe(fromPath);
    }
  });

  it('has the routes the spec and the foundation need', () => {
    const names = new Set<string>(ROUTES.map((r) => r.name));
    for (const n of [
      'index', 'profile-name', 'profile-name-media', 'profile-name-post-id', 'clubs-slug-post-id', 'forum-category-slug',
      'meets-category-slug', 'stories-genre-slug', 'dogging-country-county-location', 'messages', 'newactivity', 'dev-error',
      'maintenance', 'coins-manage', 'setup-position', 'upgrade', 'cover-editor', 'stories-create', 'chat-enter',
      'legal-privacy-policy', 'login', 'register', 'confirm', 'password-forgot', 'password-reset', 'mfa', 'settings-security', 'staff',
    ]) {
      expect(names.has(n)).toBe(true);
    }
  });

  it('serves /staff and everything under it from the staff console', () => {
    expect(matchRoute('/staff')?.route.app).toBe('staff');
    expect(matchRoute('/staff/members/12/show')?.route).toMatchObject({ name: 'staff-all', app: 'staff' });
    expect(ROUTES.filter((r) => r.app === 'staff').every((r) => sectionOf(r) === 'staff')).toBe(true);
  });
});

describe('routeTo', () => {
  it('fills braced params', () => {
    expect(routeTo('forum-category-slug', { category: 'news', slug: 'hello-world' })).toBe('/forum/news/hello-world');
    expect(routeTo('profile-name-post-id', { name: 'ann', id: 42 })).toBe('/profile/ann/post/42');
    expect(routeTo('index')).toBe('/');
    expect(routeTo('legal-privacy-policy')).toBe('/legal/privacy-policy');
  });

  it('encodes param values', () => {
    expect(routeTo('profile-name', { name: 'a b/c?' })).toBe('/profile/a%20b%2Fc%3F');
  });

  it('drops optional params that are absent, null or empty', () => {
    expect(routeTo('profile-name')).toBe('/profile');
    expect(routeTo('profile-name', { name: null })).toBe('/profile');
    expect(routeTo('confirm', { token: '' })).toBe('/confirm');
    expect(routeTo('confirm', { token: 'abc' })).toBe('/confirm/abc');
    expect(routeTo('clubs-slug-post-id', { slug: 'x' })).toBe('/clubs/x/post');
  });

  it('adds the query, dropping undefined and null values and repeating arrays', () => {
    expect(routeTo('messages', {}, { conversation: 7, message: undefined })).toBe('/messages?conversation=7');
    expect(routeTo('profile-name-media', { name: 'ann' }, { album: 'summer holiday' })).toBe('/profile/ann/media?album=summer+holiday');
    expect(routeTo('forum-category-slug', { category: 'a', slug: 'b' }, { post: 3, page: null })).toBe('/forum/a/b?post=3');
    expect(routeTo('search', undefined, { tag: ['x', 'y'], on: true })).toBe('/search?tag=x&tag=y&on=true');
    expect(routeTo('index', {}, { a: undefined })).toBe('/');
  });

  it('fills a wildcard segment by segment', () => {
    expect(routeTo('search-all', { pathMatch: 'couples/london' })).toBe('/search/couples/london');
  });

  it('rejects unknown names and missing params at run time too', () => {
    expect(() => routeToUnchecked('nope')).toThrow(/unknown route "nope"/);
    expect(() => routeToUnchecked('forum-category-slug', { category: 'a' })).toThrow(/missing param "slug"/);
  });

  it('types names and params', () => {
    // @ts-expect-error unknown route name
    expect(() => routeTo('no-such-route')).toThrow();
    // @ts-expect-error a required param is missing
    expect(() => routeTo('forum-category-slug', { category: 'a' })).toThrow();
    // @ts-expect-error params are required for this route
    expect(() => routeTo('stories-genre-slug')).toThrow();
    // @ts-expect-error this route takes no such param
    routeTo('profile-name', { nickname: 'x' });
    const params: RouteParams<'profile-name-post-id'> = { name: 'a', id: 1 };
    expect(routeTo('profile-name-post-id', params)).toBe('/profile/a/post/1');
    const optional: RouteParams<'profile-name'> = {};
    expect(optional).toEqual({});
    const name: RouteName = 'coins-manage';
    expect(routeTo(name)).toBe('/coins/manage');
  });
});

describe('matchRoute', () => {
  it('matches static and dynamic paths with decoded params', () => {
    expect(matchRoute('/')).toEqual({ route: expect.objectContaining({ name: 'index' }), params: {} });
    expect(matchRoute('/forum/news/hello')).toEqual({ route: expect.objectContaining({ name: 'forum-category-slug' }), params: { category: 'news', slug: 'hello' } });
    expect(matchRoute('/profile/a%20b')?.params).toEqual({ name: 'a b' });
    expect(matchRoute('/password/reset/tok123')).toMatchObject({ route: { name: 'password-reset', auth: 'guest' }, params: { token: 'tok123' } });
  });

  it('matches optional params present or absent', () => {
    expect(matchRoute('/profile')).toEqual({ route: expect.objectContaining({ name: 'profile-name' }), params: {} });
    expect(matchRoute('/confirm')?.route.name).toBe('confirm');
    expect(matchRoute('/confirm/abc')?.params).toEqual({ token: 'abc' });
    expect(matchRoute('/setup/2')?.route.name).toBe('setup-position');
  });

  it('prefers static segments over params', () => {
    expect(matchRoute('/stories/create')?.route.name).toBe('stories-create');
    expect(matchRoute('/stories/123/comments')?.route.name).toBe('stories-id-comments');
    expect(matchRoute('/stories/romance/comments-welcome')?.route.name).toBe('stories-genre-slug');
    expect(matchRoute('/clubs/edit')?.route.name).toBe('clubs-edit-slug');
    expect(matchRoute('/forum/search/results')?.route.name).toBe('forum-search-results');
    expect(matchRoute('/payment/subscription')?.route.name).toBe('payment-subscription');
    expect(matchRoute('/dogging/edit/7')?.route.name).toBe('dogging-edit-location');
    expect(matchRoute('/dogging/uk/devon/beach')?.route.name).toBe('dogging-country-county-location');
  });

  it('matches the wildcard under /search', () => {
    expect(matchRoute('/search')?.route.name).toBe('search');
    expect(matchRoute('/search/old-query')).toMatchObject({ route: { name: 'search-legacy' }, params: { legacy: 'old-query' } });
    expect(matchRoute('/search/couples/near/leeds')).toMatchObject({ route: { name: 'search-all' }, params: { pathMatch: 'couples/near/leeds' } });
  });

  it('is strict: no trailing slash, no empty segments, case-sensitive', () => {
    expect(matchRoute('/forum/')).toBeNull();
    expect(matchRoute('/forum')).not.toBeNull();
    expect(matchRoute('//forum')).toBeNull();
    expect(matchRoute('/forum//x')).toBeNull();
    expect(matchRoute('/Forum')).toBeNull();
    expect(matchRoute('/search/a/')).toBeNull();
  });

  it('returns null for unknown or malformed paths', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/forum/a/b/c/d')).toBeNull();
    expect(matchRoute('/legal/unknown-policy')).toBeNull();
    expect(matchRoute('forum')).toBeNull();
    expect(matchRoute('')).toBeNull();
    expect(matchRoute('/profile/%E0%A4%A')).toBeNull();
  });

  it('ignores a query string and hash', () => {
    expect(matchRoute('/messages?conversation=3#m5')?.route.name).toBe('messages');
  });

  it('round-trips every route through routeTo', () => {
    for (const r of ROUTES) {
      const params = Object.fromEntries([...r.path.matchAll(/\{(\w+)([?*]?)\}/g)].map((m) => [m[1] as string, m[2] === '*' ? 'a/b' : `v-${m[1]}`]));
      const href = routeToUnchecked(r.name, params);
      expect(matchRoute(href)?.route.name).toBe(r.name);
    }
  });
});

describe('isKnownPath and hasKnownFirstSegment', () => {
  it('tells known paths from unknown ones', () => {
    expect(isKnownPath('/activity')).toBe(true);
    expect(isKnownPath('/activity/')).toBe(false);
    expect(isKnownPath('/wp-admin')).toBe(false);
  });

  it('knows first segments for client-side links', () => {
    expect(hasKnownFirstSegment('/forum/anything/at/all/here')).toBe(true);
    expect(hasKnownFirstSegment('/')).toBe(true);
    expect(hasKnownFirstSegment('/old-page.aspx')).toBe(false);
    expect(hasKnownFirstSegment('https://example.com/forum')).toBe(false);
  });
});

describe('role guards in the table (SPEC 6)', () => {
  it('only names known guards, and the style guide is for the administration area', () => {
    for (const route of ROUTES) {
      if ('roleGuard' in route) expect(ROUTE_ROLE_GUARDS).toContain(route.roleGuard);
    }
    const styleguide = ROUTES.find((r) => r.name === 'styleguide');
    expect(styleguide).toMatchObject({ auth: 'required', roleGuard: 'admin-area' });
    expect(ROUTES.find((r) => r.name === 'forum')).not.toHaveProperty('roleGuard');
  });
});
