import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { bootData, emptyActivityApi, profile, siteConfig } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { toSiteView } from '../../shared/boot/site-view';
import { legacyLogin, requireRole } from './guards';
import { takeRedirect } from '../../shared/auth/redirect';

const member = () => ({ 'GET /api/auth/profile': { status: 200, body: { data: profile() } } });

/** A guest until the login form is sent (the API then answers with the member's profile). */
const guestUntilLogin = () => {
  let loggedIn = false;
  return {
    'GET /api/auth/profile': () => (loggedIn ? { status: 200, body: { data: profile() } } : { status: 401, body: { message: 'No', statusCode: 401 } }),
    'POST /api/auth/login': () => {
      loggedIn = true;
      return { status: 200, body: { data: { redirect: '/', profile: profile() } } };
    },
  };
};

/** Fills in and sends the login page's form with the fixture member's right password. */
const logInWithTheForm = async (timeout?: number) => {
  fireEvent.change(await screen.findByLabelText(/Member name or e-mail address/, undefined, timeout ? { timeout } : undefined), { target: { value: 'velvet_fox' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('guards', () => {
  it('sends a guest from a members-only page to log in, and back there afterwards', async () => {
    mockApi({ ...guestUntilLogin(), 'GET /api/auth/sessions': { status: 200, body: { data: [] } } });
    const { services } = renderApp('/settings/security');

    await waitFor(() => expect(services.router.state.location.pathname).toBe('/login'));
    await logInWithTheForm();

    await waitFor(() => expect(services.router.state.location.pathname).toBe('/settings/security'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
  });

  it('sends a member away from guest-only pages', async () => {
    mockApi({ 'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } }, ...emptyActivityApi });
    const { services } = renderApp('/register');
    // To the member's landing page (activity in the fixture).
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/activity'));
    expect(await screen.findByTestId('activity-empty', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('logs out and returns to the welcome page', async () => {
    let loggedIn = true;
    const { requests } = mockApi({
      'GET /api/auth/profile': () => (loggedIn ? { status: 200, body: { data: profile('velvet_fox') } } : { status: 401, body: { message: 'No', statusCode: 401 } }),
      'POST /api/auth/logout': () => {
        loggedIn = false;
        return { status: 204 };
      },
    });
    renderApp('/');
    await screen.findByTestId('member-name');
    // Log out from the user menu (the home page's card links on to the member's pages instead).
    fireEvent.click(await screen.findByTestId('topbar-member'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Swingers Heaven' })).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.url === '/api/auth/logout')).toBe(true);
  });
});

describe('guards of SPEC 6', () => {
  const stories = () => bootData({ site: toSiteView({ ...siteConfig, code: 'stsp', storiesMode: true }) });
  const guest = { 'GET /api/auth/profile': { status: 401, body: { message: 'No', statusCode: 401 } } };
  const as = (role: string, extra: Partial<ReturnType<typeof profile>['permissions']> = {}) => {
    const p = profile(role);
    return { 'GET /api/auth/profile': { status: 200, body: { data: { ...p, permissions: { ...p.permissions, ...extra }, member: { ...p.member, role } } } } };
  };

  it('stories-site guard: on the stories site a guest logs in before the community pages, and comes back', async () => {
    mockApi(guest);
    const { services } = renderApp('/parties/summer-cup/media', stories());
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/login'));
    expect(takeRedirect()).toBe('/parties/summer-cup/media');
  });

  it('stories-site guard: the stories family stays open to guests there, and the community elsewhere', async () => {
    mockApi(guest);
    const onStories = renderApp('/writing-tips/verb-tense', stories());
    await screen.findByRole('heading', { level: 1, name: 'Verb tense' }, { timeout: 5000 });
    expect(onStories.services.router.state.location.pathname).toBe('/writing-tips/verb-tense');
    onStories.unmount();
    const elsewhere = renderApp('/parties/summer-cup/media');
    await screen.findByRole('contentinfo', undefined, { timeout: 5000 });
    expect(elsewhere.services.router.state.location.pathname).toBe('/parties/summer-cup/media');
  });

  it('administration guard: the style guide admits admin and super; members and global go to /', async () => {
    for (const [role, allowed] of [['admin', true], ['super', true], ['global', false], ['member', false]] as const) {
      mockApi(as(role));
      const { services, unmount } = renderApp('/styleguide');
      if (allowed) {
        await screen.findByTestId('styleguide', undefined, { timeout: 5000 });
        expect(services.router.state.location.pathname).toBe('/styleguide');
      } else {
        await waitFor(() => expect(services.router.state.location.pathname).toBe('/'));
      }
      unmount();
    }
  });

  it('Super-only and page-access guards send others to /', async () => {
    const request = new Request('http://shuk.localhost/anything');
    const run = async (guard: 'super' | 'page-access', routes: Record<string, unknown>) => {
      mockApi(routes as Parameters<typeof mockApi>[0]);
      const queryClient = new QueryClient();
      try {
        return await requireRole(queryClient, guard)({ request, params: {}, context: undefined } as never);
      } catch (thrown) {
        return (thrown as Response).headers.get('location');
      }
    };
    expect(await run('super', as('super'))).toBeNull();
    expect(await run('super', as('admin'))).toBe('/');
    expect(await run('page-access', as('moderator'))).toBeNull();
    expect(await run('page-access', as('member', { canAccessPage: true }))).toBeNull();
    expect(await run('page-access', as('member'))).toBe('/');
    expect(await run('page-access', guest)).toBe('/');
  });

  it('legacy-login redirect: a guest with ?legacy_login=1 goes to the legacy login page, a member stays', async () => {
    const request = new Request('http://shuk.localhost/forum?legacy_login=1&page=2');
    mockApi(guest);
    const thrown = await legacyLogin(new QueryClient(), request, 'https://old.example.com/api').catch((e: unknown) => e);
    expect((thrown as Response).headers.get('location')).toBe('https://old.example.com/login.aspx?ReturnUrl=%2Fforum%3Fpage%3D2');
    mockApi(member());
    expect(await legacyLogin(new QueryClient(), request, 'https://old.example.com/api')).toBeNull();
    expect(await legacyLogin(new QueryClient(), request, null)).toBeNull();
  });

  it('global guard: a guest who follows "Log in" returns to the page they were on', async () => {
    mockApi(guestUntilLogin());
    document.cookie = 'age-confirm=1; path=/';
    const { services } = renderApp('/parties/summer-cup/media?page=2');
    await screen.findByRole('contentinfo', undefined, { timeout: 5000 });
    fireEvent.click(screen.getAllByRole('link', { name: 'Log in' })[0] as HTMLElement);
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/login'));
    await logInWithTheForm(5000);
    await waitFor(() => expect(`${services.router.state.location.pathname}${services.router.state.location.search}`).toBe('/parties/summer-cup/media?page=2'));
  });
});
