import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { toSiteView } from '../boot/site-view';
import { bootData, siteConfig } from '../../test/fixtures';
import { SitePage, type SitePageProps } from './SitePage';
import { renderWithSiteProviders } from '../../test/site-providers';

function renderPage(props: Partial<SitePageProps>, site = siteConfig) {
  const page = (p: Partial<SitePageProps>) => (
    <SitePage title="Forum" text="Talk about anything" breadcrumbs={[{ label: 'Community', href: '/forum' }]} {...p}>
      {() => <p>The forum's topics</p>}
    </SitePage>
  );
  const router = createMemoryRouter([{ id: 'forum', path: '/forum', element: page(props) }], { initialEntries: ['/forum'] });
  return renderWithSiteProviders(<RouterProvider router={router} />, { boot: bootData({ site: toSiteView(site) }) });
}

describe('page wrapper and header (SPEC 2)', () => {
  it('shows the header (breadcrumbs with "/", the title last) and the page once the data is there', () => {
    renderPage({});
    expect(screen.getByRole('heading', { level: 1, name: 'Forum' })).toBeTruthy();
    expect(screen.getByText('Talk about anything')).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByRole('link', { name: 'Community' }).getAttribute('href')).toBe('/forum');
    expect(crumbs.getAllByText('/')).toHaveLength(2);
    expect(screen.getByText("The forum's topics")).toBeTruthy();
    expect(document.title).toBe('Forum | Swingers Heaven');
  });

  it('waits quietly for 200 ms, then spins, and after 10 s without data says the page could not be loaded', () => {
    vi.useFakeTimers();
    renderPage({ ready: false });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(9_799));
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText(/could not load this page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText("The forum's topics")).toBeNull();
  });

  it('a failed fetch shows the not-found state at once', () => {
    renderPage({ ready: false, error: true });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(document.title).toBe('Page Not Found | Swingers Heaven');
  });

  it('carries the header advert on advert sites only', () => {
    const lush = renderPage({}, { ...siteConfig, code: 'lush', adverts: true });
    expect(lush.container.querySelector('[data-slot="header-advert"] [data-advert="header"]')).toBeTruthy();
    lush.unmount();
    const shuk = renderPage({});
    expect(shuk.container.querySelector('[data-advert]')).toBeNull();
  });
});
