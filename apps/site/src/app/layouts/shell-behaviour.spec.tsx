import type { Layout, LayoutNavItem } from '@community/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../shared/api/errors';
import { EARLY_REQUEST_MS, openUpgradeDialog, registerUpgradeOpener, requestUpgradeDialog } from '../../shared/upgrade';
import { toLayoutView, toSiteView } from '../../shared/boot/site-view';
import { mockApi } from '../../test/api-mock';
import { bootData, layout, profile, siteConfig } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { hasPage } from '../pages';
import { AGE_CONFIRM_COOKIE } from '../shell/AgeGate';
import { DARK_COOKIE } from '../shell/color-scheme';

const guest = { 'GET /api/auth/profile': { status: 401, body: { message: 'Not logged in', statusCode: 401 } } };
const member = (p = profile()) => ({ 'GET /api/auth/profile': { status: 200, body: { data: p } } });
const confirmAge = () => {
  document.cookie = `${AGE_CONFIRM_COOKIE}=1; path=/`;
};
/** A guest who has confirmed their age opens `path`. */
function renderAsGuest(...app: Parameters<typeof renderApp>) {
  mockApi(guest);
  confirmAge();
  return renderApp(...app);
}
const link = (text: string, href: string, extra: Partial<LayoutNavItem> = {}): LayoutNavItem => ({ text, href, external: false, ...extra });
const withLayout = (extra: Partial<Layout>, site = siteConfig) => bootData({ site: toSiteView(site), layout: toLayoutView({ ...layout, ...extra }) });
const lush = { ...siteConfig, code: 'lush', adverts: true };
/** A public route that still shows the coming-soon page: a neutral page for the shell's own behaviour (checked below). */
const NEUTRAL = '/parties/summer-cup/media';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the neutral page', () => {
  it('is still a coming-soon page (pick another unbuilt public route once it has a page)', () => {
    expect(hasPage('parties-slug-media')).toBe(false);
  });
});

describe('legal pages and writing tips are routed', () => {
  it.each([
    ['/legal', 'Legal'],
    ['/legal/privacy-policy', 'Privacy policy'],
    ['/legal/terms-and-conditions', 'Terms and conditions'],
    ['/writing-tips', 'Writing tips'],
    ['/writing-tips/verb-tense', 'Verb tense'],
    ['/writing-tips/poetry-advice', 'Poetry advice'],
  ])('%s shows "%s"', async (path, title) => {
    renderAsGuest(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(document.body.textContent).toContain('Swingers Heaven');
  });
});

describe('desktop navbar: every item stays reachable through "More"', () => {
  const NAV = ['Activity', 'Members', 'Messages', 'Chat', 'Community', 'Stories', 'Gallery', 'Coins'].map((text, i) =>
    link(text, `/forum?i=${i}`, text === 'Community' ? { children: [link('Groups', '/groups'), link('Clubs', '/clubs')] } : {}),
  );

  /** Lays the bar out as a browser would: `room` px for the menu, 120 px per item, 80 px for More. */
  function layOut(room: number) {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const width = this.getAttribute('data-testid') === 'desktop-nav' ? room : this.getAttribute('data-measure') === 'item' ? 120 : this.getAttribute('data-measure') === 'more' ? 80 : 0;
      return { width, height: 20, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 20, toJSON: () => ({}) } as DOMRect;
    });
  }

  it('shows the items that fit and puts the rest, with their sub-items, in the More menu', async () => {
    layOut(500);
    renderAsGuest(NEUTRAL, withLayout({ nav: NAV }));
    const nav = within(await screen.findByTestId('desktop-nav'));
    // 80 (More) + 3 × 122 = 446 ≤ 500; a fourth would need 568.
    await waitFor(() => expect(nav.queryByRole('link', { name: 'Chat' })).toBeNull());
    for (const shown of ['Activity', 'Members', 'Messages']) expect(nav.getByRole('link', { name: shown })).toBeTruthy();
    fireEvent.click(nav.getByTestId('nav-more'));
    const more = within(await screen.findByTestId('nav-more-menu'));
    for (const hidden of ['Chat', 'Community', 'Groups', 'Clubs', 'Stories', 'Gallery', 'Coins']) {
      expect(more.getByRole('menuitem', { name: hidden })).toBeTruthy();
    }
    expect(more.getByRole('menuitem', { name: 'Groups' }).getAttribute('href')).toBe('/groups');
  });

  it('needs no More menu when everything fits', async () => {
    layOut(2000);
    renderAsGuest(NEUTRAL, withLayout({ nav: NAV }));
    const nav = within(await screen.findByTestId('desktop-nav'));
    await waitFor(() => expect(nav.getByRole('link', { name: 'Coins' })).toBeTruthy());
    expect(nav.queryByTestId('nav-more')).toBeNull();
  });

  it('the hidden measuring copy is neither focusable nor announced', async () => {
    renderAsGuest(NEUTRAL, withLayout({ nav: NAV }));
    const nav = await screen.findByTestId('desktop-nav');
    const measure = nav.querySelector('[data-priority-measure]');
    expect(measure?.getAttribute('aria-hidden')).toBe('true');
    expect(measure?.hasAttribute('inert')).toBe(true);
    expect(measure?.querySelectorAll('a, button')).toHaveLength(0);
  });
});

describe('top bar', () => {
  it('shrinks once the page has scrolled beyond 5 px (read every 50 ms)', async () => {
    renderAsGuest(NEUTRAL);
    const header = await screen.findByTestId('site-header');
    expect(header.hasAttribute('data-shrunk')).toBe(false);
    Object.defineProperty(window, 'scrollY', { value: 5, configurable: true });
    fireEvent.scroll(window);
    await new Promise((r) => setTimeout(r, 80));
    expect(header.hasAttribute('data-shrunk')).toBe(false);
    Object.defineProperty(window, 'scrollY', { value: 6, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(header.hasAttribute('data-shrunk')).toBe(true));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(header.hasAttribute('data-shrunk')).toBe(false));
  });

  it('takes its icons from the layout: search for everyone, the dropdowns for members, not messages on the messages page', async () => {
    const navIcons = [
      link('Search', '/search', { icon: 'search', to: 'search' }),
      link('Messages', '/messages', { icon: 'mail', to: 'messages', loggedIn: true }),
      link('Notifications', '/newactivity', { icon: 'bell', to: 'newactivity', loggedIn: true }),
      link('Log in', '/login', { icon: 'login', to: 'login', loggedIn: false }),
    ];
    mockApi({
      ...member(profile()),
      'GET /api/conversations/unread': { status: 200, body: { inbox: 150, requests: 2 } },
      'GET /api/notifications/count': { status: 200, body: { count: 3 } },
      'GET /api/notifications': { status: 200, body: { items: [], next: null } },
    });
    const forum = renderApp(NEUTRAL, withLayout({ navIcons }));
    expect((await screen.findByTestId('bar-icon-search')).getAttribute('href')).toBe('/search');
    expect(await screen.findByRole('button', { name: 'Messages (99+)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications (3)' })).toBeTruthy();
    expect(screen.queryByTestId('bar-icon-login')).toBeNull();
    fireEvent.click(screen.getByTestId('notifications-dropdown'));
    expect(await screen.findByTestId('notifications-menu')).toBeTruthy();
    forum.unmount();

    renderApp('/messages', withLayout({ navIcons }));
    expect(await screen.findByTestId('notifications-dropdown')).toBeTruthy();
    expect(screen.queryByTestId('messages-dropdown')).toBeNull();
  });

  it("the user menu shows the member's avatar and name, and the coin balance on the stories site", async () => {
    mockApi(member({ ...profile('reader'), coinBalanceText: '40 coins' }));
    renderApp('/stories', bootData({ site: toSiteView({ ...siteConfig, code: 'stsp', storiesMode: true }) }));
    fireEvent.click(await screen.findByTestId('topbar-member'));
    expect((await screen.findByTestId('menu-coin-balance')).textContent).toBe('Coins: 40 coins');
    expect(screen.getAllByText('reader').length).toBeGreaterThan(0);
  });

  it('the home link goes to index on the stories site, even for members', async () => {
    mockApi(member());
    renderApp('/stories', bootData({ site: toSiteView({ ...siteConfig, code: 'stsp', storiesMode: true }) }));
    expect((await screen.findByTestId('home-link')).getAttribute('href')).toBe('/');
  });
});

describe('dark mode', () => {
  it('the control writes the dark cookie (on, off, auto) for SPEC 9’s lifetime', async () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    renderAsGuest(NEUTRAL);
    const footer = await screen.findByRole('contentinfo', undefined, { timeout: 5000 });
    fireEvent.click(within(footer).getByText('On'));
    await waitFor(() => expect(writes.some((w) => w.startsWith(`${DARK_COOKIE}=on;`))).toBe(true));
    expect(writes.find((w) => w.startsWith(`${DARK_COOKIE}=on;`))).toContain('Max-Age=34560;');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    fireEvent.click(within(footer).getByText('Auto'));
    await waitFor(() => expect(writes.some((w) => w.startsWith(`${DARK_COOKIE}=auto;`))).toBe(true));
  });
});

describe('dark mode: auto', () => {
  it('follows the system preference and its changes while the cookie says auto', async () => {
    let dark = true;
    const listeners = new Set<(event: { matches: boolean }) => void>();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          media: query,
          get matches() {
            return query === '(prefers-color-scheme: dark)' ? dark : false;
          },
          addEventListener: (_: string, l: (event: { matches: boolean }) => void) => listeners.add(l),
          removeEventListener: (_: string, l: (event: { matches: boolean }) => void) => listeners.delete(l),
          addListener: () => undefined,
          removeListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    document.cookie = `${DARK_COOKIE}=auto; path=/`;
    renderAsGuest(NEUTRAL);
    await screen.findByTestId('coming-soon');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    dark = false;
    act(() => {
      for (const listener of listeners) listener({ matches: false });
    });
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});

describe('footer', () => {
  it('shows up to six link columns', async () => {
    const blocks = Array.from({ length: 8 }, (_, i) => ({ title: `Column ${i + 1}`, links: [link(`Link ${i + 1}`, '/forum')] }));
    renderAsGuest(NEUTRAL, withLayout({ footer: { ...layout.footer, blocks } }));
    const columns = await screen.findByTestId('footer-blocks');
    expect(columns.getAttribute('data-columns')).toBe('6');
    expect(within(columns).getByText('Column 6')).toBeTruthy();
    expect(within(columns).queryByText('Column 7')).toBeNull();
  });

  it('the upgrade button opens the upgrade dialog with reason footer, staying on the page', async () => {
    mockApi({ ...member(), 'GET /api/upgrades': { status: 200, body: { data: { paid: true, paymentsOpen: false, canUpgrade: true, currentTier: 'free', tiers: [] } } } });
    const { services } = renderApp(NEUTRAL);
    const button = await screen.findByTestId('footer-button');
    // The overlays register their dialog once mounted; the link stays the way in without script.
    expect(button.getAttribute('href')).toBe('/upgrade?reason=footer');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(services.router.state.location.pathname).toBe(NEUTRAL);
  });

  it('the upgrade opener registry: false without a dialog (callers fall back to the upgrade page), true with one', async () => {
    const open = vi.fn();
    const unregister = registerUpgradeOpener(open);
    unregister();
    expect(openUpgradeDialog({ reason: 'footer' })).toBe(false);
    const again = registerUpgradeOpener(open);
    expect(openUpgradeDialog({ reason: 'footer' })).toBe(true);
    expect(open).toHaveBeenCalledWith({ reason: 'footer' });
    again();
  });

  it('a request nobody clicked (a 403 upgrade:<reason>) waits for the dialog when it has not registered yet', () => {
    vi.useFakeTimers();
    try {
      const open = vi.fn();
      registerUpgradeOpener(open)();
      // Before the overlays load: accepted, and delivered when the dialog registers.
      expect(requestUpgradeDialog({ reason: 'stories' })).toBe(true);
      const unregister = registerUpgradeOpener(open);
      expect(open).toHaveBeenCalledWith({ reason: 'stories' });
      unregister();
      // Delivered once only, and not when the dialog comes too late.
      open.mockClear();
      requestUpgradeDialog({ reason: 'late' });
      vi.advanceTimersByTime(EARLY_REQUEST_MS + 1);
      registerUpgradeOpener(open)();
      expect(open).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('house adverts (lush and psbr)', () => {
  it('a guest sees a labelled "join" advert from the brand, in the header and above the footer', async () => {
    const { container } = renderAsGuest(NEUTRAL, bootData({ site: toSiteView(lush) }));
    await screen.findByTestId('coming-soon');
    const header = container.querySelector('[data-advert="header"]') as HTMLElement;
    expect(header.getAttribute('data-house-advert')).toBe('join');
    expect(header.textContent).toContain('Advertisement');
    expect(header.textContent).toContain('From Swingers Heaven');
    expect(within(header).getByRole('link', { name: 'Join for free' }).getAttribute('href')).toBe('/register');
    expect(container.querySelector('[data-advert="footer"]')).toBeTruthy();
  });

  it('a member who can upgrade is shown the upgrade; members who can hide adverts see none', async () => {
    mockApi(member());
    const first = renderApp(NEUTRAL, bootData({ site: toSiteView(lush) }));
    await screen.findByTestId('coming-soon');
    expect(first.container.querySelector('[data-advert="header"]')?.getAttribute('data-house-advert')).toBe('upgrade');
    first.unmount();

    const gold = profile('gold');
    mockApi(member({ ...gold, permissions: { ...gold.permissions, canHideAdverts: true } }));
    const second = renderApp(NEUTRAL, bootData({ site: toSiteView(lush) }));
    await screen.findByTestId('topbar-member');
    expect(second.container.querySelector('[data-advert]')).toBeNull();
  });

  it('no adverts on legal pages, both adverts on other pages (story pages: see the domain case table)', async () => {
    const legal = renderAsGuest('/legal/privacy-policy', bootData({ site: toSiteView(lush) }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(legal.container.querySelector('[data-advert]')).toBeNull();
    legal.unmount();

    const other = renderApp(NEUTRAL, bootData({ site: toSiteView(lush) }));
    await screen.findByTestId('coming-soon');
    expect(other.container.querySelector('[data-advert="footer"]')).toBeTruthy();
  });
});

describe('site globals', () => {
  it('a timed-out request shows one toast with a Refresh button (SPEC 8)', async () => {
    const { services } = renderAsGuest(NEUTRAL);
    await screen.findByTestId('coming-soon');
    act(() => {
      services.handleApiError(new ApiRequestError('timeout', { message: 'Timeout', statusCode: 0 }), 'query');
      services.handleApiError(new ApiRequestError('timeout', { message: 'Timeout', statusCode: 0 }), 'query');
    });
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('An unexpected error occurred. Please try again.');
    expect(within(toast).getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a 403 "upgrade:<reason>" opens the upgrade dialog with that reason', async () => {
    mockApi({ ...member(), 'GET /api/upgrades': { status: 200, body: { data: { paid: true, paymentsOpen: false, canUpgrade: true, currentTier: 'free', tiers: [] } } } });
    const { services } = renderApp(NEUTRAL);
    await screen.findByTestId('topbar-member');
    act(() => void services.handleApiError(new ApiRequestError('http', { message: 'upgrade: send-message', statusCode: 403 }), 'mutation'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(services.router.state.location.pathname).toBe(NEUTRAL);
  });

  it('says so while the browser is offline, and stops when it is back', async () => {
    renderAsGuest(NEUTRAL);
    await screen.findByTestId('coming-soon');
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect((await screen.findByTestId('offline-notice')).textContent).toContain('You are offline');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).toBeNull());
  });
});
