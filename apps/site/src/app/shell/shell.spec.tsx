import type { Layout, LayoutNavItem } from '@community/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toLayoutView, toSiteView } from '../../shared/boot/site-view';
import { mockApi } from '../../test/api-mock';
import { bootData, layout, profile, siteConfig } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { AGE_CONFIRM_COOKIE, AGE_GATE_EXIT_URL, AgeGate } from './AgeGate';
import { renderWithSiteProviders } from '../../test/site-providers';

const guest = { 'GET /api/auth/profile': { status: 401, body: { message: 'Not logged in', statusCode: 401 } } };
const member = (p = profile()) => ({ 'GET /api/auth/profile': { status: 200, body: { data: p } } });
const confirmAge = () => {
  document.cookie = `${AGE_CONFIRM_COOKIE}=1; path=/`;
};

const link = (text: string, href: string, extra: Partial<LayoutNavItem> = {}): LayoutNavItem => ({ text, href, external: false, ...extra });

const withNav = (nav: LayoutNavItem[], extra: Partial<Layout> = {}) => bootData({ layout: toLayoutView({ ...layout, nav, ...extra }) });

const NAV = [
  link('Everyone', '/forum'),
  link('Guests only', '/password/forgot', { loggedIn: false }),
  link('Join', '/register', { loggedIn: false }),
  link('My profile page', '/profile/{name}', { loggedIn: true }),
  link('By id', '/activity/card/{id}'),
  link('Verified only', '/badges', { verified: true }),
  link('Staff pages', '/top', { pageAccess: 'stats' }),
];

const mainMenu = async () => within(await screen.findByRole('navigation', { name: 'Main menu' }));

describe('navbar', () => {
  it('shows a guest the items for everyone and for guests, without member placeholders', async () => {
    mockApi(guest);
    confirmAge();
    renderApp('/parties/summer-cup/media', withNav(NAV));
    const menu = await mainMenu();
    expect(menu.getByRole('link', { name: 'Everyone' }).getAttribute('href')).toBe('/forum');
    expect(menu.getByRole('link', { name: 'Guests only' })).toBeTruthy();
    // The bar's own Join button stands for the layout's join item on desktop.
    expect(menu.queryByRole('link', { name: 'Join' })).toBeNull();
    for (const hidden of ['My profile page', 'By id', 'Verified only', 'Staff pages']) expect(menu.queryByRole('link', { name: hidden })).toBeNull();
  });

  it("fills {name} and {id} for a member and drops guest-only and unmet conditions", async () => {
    const p = profile('velvet fox');
    mockApi(member(p));
    renderApp('/parties/summer-cup/media', withNav(NAV));
    const menu = await mainMenu();
    expect(menu.getByRole('link', { name: 'My profile page' }).getAttribute('href')).toBe('/profile/velvet%20fox');
    expect(menu.getByRole('link', { name: 'By id' }).getAttribute('href')).toBe(`/activity/card/${p.member.id}`);
    expect(menu.queryByRole('link', { name: 'Guests only' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Verified only' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Staff pages' })).toBeNull();
  });

  it('the logo links home by the home-link rule: a member goes to their landing page', async () => {
    mockApi(member());
    renderApp('/parties/summer-cup/media');
    expect((await screen.findByTestId('home-link')).getAttribute('href')).toBe('/activity');
  });

  it('shows the coin balance only on the stories site, and the messages dropdown lists conversations', async () => {
    mockApi({
      ...member({ ...profile(), coinBalanceText: '12 coins' }),
      'GET /api/conversations': { status: 200, body: { items: [], next: null, page: 1, perPage: 15 } },
      'GET /api/conversations/unread': { status: 200, body: { inbox: 0, requests: 0 } },
    });
    renderApp('/parties/summer-cup/media');
    expect(await screen.findByTestId('topbar-member')).toBeTruthy();
    expect(screen.queryByTestId('coin-balance')).toBeNull();
    fireEvent.click(screen.getByTestId('messages-dropdown'));
    expect(await screen.findByTestId('messages-menu')).toBeTruthy();
    expect(await screen.findByText('No conversations yet.', { exact: false })).toBeTruthy();
  });

  it('shows the coin balance on the stories site', async () => {
    mockApi(member({ ...profile(), coinBalanceText: '12 coins' }));
    renderApp('/parties/summer-cup/media', bootData({ site: toSiteView({ ...siteConfig, code: 'stsp', storiesMode: true }) }));
    expect((await screen.findByTestId('coin-balance')).textContent).toBe('12 coins');
  });
});

describe('footer button', () => {
  const footer = { ...layout.footer, blocks: [{ title: 'Members', loggedIn: true, links: [link('Friends', '/interactions')] }, { title: 'Join us', loggedIn: false, links: [link('Register', '/register')] }] };

  it('a guest sees "Join today", which opens the join prompt, and the guest-only column', async () => {
    mockApi(guest);
    confirmAge();
    renderApp('/parties/summer-cup/media', bootData({ layout: toLayoutView({ ...layout, footer }) }));
    const button = await screen.findByTestId('footer-button');
    expect(button.textContent).toBe('Join today');
    expect(within(screen.getByTestId('footer-blocks')).getByText('Join us')).toBeTruthy();
    expect(screen.queryByText('Members')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Join Swingers Heaven' })).toBeTruthy();
  });

  it('a member who can upgrade sees "Upgrade"', async () => {
    mockApi(member());
    renderApp('/parties/summer-cup/media', bootData({ layout: toLayoutView({ ...layout, footer }) }));
    const button = await screen.findByTestId('footer-button');
    expect(button.textContent).toBe('Upgrade');
    expect(button.getAttribute('href')).toBe('/upgrade?reason=footer');
    expect(within(screen.getByTestId('footer-blocks')).getByText('Members')).toBeTruthy();
  });

  it('a member who cannot upgrade sees "Get chatting" to the chat-enter route, or "Write a story" on the stories site', async () => {
    const p = profile();
    const noUpgrade = { ...p, permissions: { ...p.permissions, canUpgrade: false } };
    mockApi(member(noUpgrade));
    const first = renderApp('/parties/summer-cup/media');
    const chat = await screen.findByTestId('footer-button');
    expect(chat.textContent).toBe('Get chatting');
    expect(chat.getAttribute('href')).toBe('/chat/enter');
    first.unmount();

    renderApp('/parties/summer-cup/media', bootData({ site: toSiteView({ ...siteConfig, code: 'stsp', storiesMode: true }) }));
    const write = await screen.findByTestId('footer-button');
    expect(write.textContent).toBe('Write a story');
    expect(write.getAttribute('href')).toBe('/stories/create');
  });
});

function renderGate(leave: (url: string) => void) {
  return renderWithSiteProviders(<AgeGate leave={leave} />);
}

describe('age gate', () => {
  it('agree sets the age-confirm cookie and closes; no close button', async () => {
    renderGate(vi.fn());
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Adults only' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I am 18 or over' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adults only' })).toBeNull());
    expect(document.cookie).toContain(`${AGE_CONFIRM_COOKIE}=1`);
  });

  it('disagree leaves for an external search site and sets no cookie', async () => {
    const leave = vi.fn();
    renderGate(leave);
    fireEvent.click(await screen.findByRole('button', { name: 'Take me away' }));
    expect(leave).toHaveBeenCalledWith(AGE_GATE_EXIT_URL);
    expect(AGE_GATE_EXIT_URL).toBe('https://www.google.com');
    expect(document.cookie).not.toContain(AGE_CONFIRM_COOKIE);
  });

  it('is not shown with the cookie, nor to members', async () => {
    confirmAge();
    renderGate(vi.fn());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    mockApi(member());
    document.cookie = `${AGE_CONFIRM_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    renderApp('/parties/summer-cup/media');
    expect(await screen.findByTestId('topbar-member')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Adults only' })).toBeNull();
  });
});

describe('layouts', () => {
  const layoutOf = (container: HTMLElement) => container.querySelector('[data-site-layout]')?.getAttribute('data-site-layout');

  it('picks the layout from the route table', async () => {
    mockApi(guest);
    confirmAge();
    const forum = renderApp('/parties/summer-cup/media');
    await screen.findByTestId('coming-soon');
    expect(layoutOf(forum.container)).toBe('default');
    expect(screen.getByTestId('home-link')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    forum.unmount();

    const home = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome to Swingers Heaven' });
    expect(layoutOf(home.container)).toBe('home');
    home.unmount();

    const maintenance = renderApp('/maintenance');
    await screen.findByRole('heading', { name: 'We will be back soon' });
    expect(layoutOf(maintenance.container)).toBe('empty');
    expect(screen.queryByTestId('home-link')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    maintenance.unmount();

    const health = renderApp('/healthz');
    await screen.findByTestId('coming-soon');
    expect(layoutOf(health.container)).toBe('health');
    expect(screen.queryByTestId('home-link')).toBeNull();
  });

  it('unknown paths use the default layout with the not-found page', async () => {
    mockApi(guest);
    confirmAge();
    const { container } = renderApp('/no/such/page');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(layoutOf(container)).toBe('default');
  });
});

describe('adverts', () => {
  it('a labelled advert placeholder runs in the header and above the footer on advert sites only', async () => {
    mockApi(guest);
    confirmAge();
    const lush = renderApp('/parties/summer-cup/media', bootData({ site: toSiteView({ ...siteConfig, code: 'lush', adverts: true }) }));
    await screen.findByTestId('coming-soon');
    expect(lush.container.querySelector('[data-advert="header"]')?.textContent).toContain('Advertisement');
    expect(lush.container.querySelector('[data-advert="footer"]')).toBeTruthy();
    lush.unmount();

    const shuk = renderApp('/parties/summer-cup/media');
    await screen.findByTestId('coming-soon');
    expect(shuk.container.querySelector('[data-advert]')).toBeNull();
  });
});

describe('guest prompt', () => {
  it('shows guests a join bar, but not on index of a non-stories site, on the auth pages, or to members', async () => {
    mockApi(guest);
    confirmAge();
    const forum = renderApp('/parties/summer-cup/media');
    expect(await screen.findByTestId('guest-prompt')).toBeTruthy();
    forum.unmount();

    const home = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome to Swingers Heaven' });
    expect(screen.queryByTestId('guest-prompt')).toBeNull();
    home.unmount();

    const login = renderApp('/login');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByTestId('guest-prompt')).toBeNull();
    login.unmount();

    mockApi(member());
    renderApp('/parties/summer-cup/media');
    await screen.findByTestId('topbar-member');
    expect(screen.queryByTestId('guest-prompt')).toBeNull();
  });
});

describe('logout route', () => {
  it('/logout logs the member out and goes to index', async () => {
    const { requests } = mockApi({ ...member(), 'POST /api/auth/logout': { status: 204 } });
    const { services } = renderApp('/logout');
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/auth/logout'))).toBe(true));
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/'));
  });
});

describe('mobile side menu', () => {
  it('the burger opens a slide-in menu with the mobile items, filtered the same way', async () => {
    mockApi(guest);
    confirmAge();
    renderApp('/parties/summer-cup/media', withNav(NAV, { mobileNav: [link('Phone forum', '/forum'), link('Members phone', '/profile/{name}', { loggedIn: true })] }));
    fireEvent.click(await screen.findByTestId('mobile-burger'));
    const side = within(await screen.findByTestId('side-menu'));
    expect(side.getByRole('link', { name: 'Phone forum' })).toBeTruthy();
    expect(side.queryByRole('link', { name: 'Members phone' })).toBeNull();
  });
});
