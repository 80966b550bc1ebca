import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { PageHeader } from './PageHeader';
import { PageWrapper, type PageWrapperProps } from './PageWrapper';

const texts = {
  notFoundTitle: 'Page Not Found',
  notFoundText: 'This page could not be found',
  home: 'Go home',
  loading: 'Loading page',
};

const renderWrapper = (props: Omit<PageWrapperProps, 'texts' | 'children'>) => {
  const ui = (p: typeof props) => (
    <MantineProvider env="test">
      <MemoryRouter>
        <PageWrapper {...p} texts={texts}>
          {() => <p>The page</p>}
        </PageWrapper>
      </MemoryRouter>
    </MantineProvider>
  );
  const result = render(ui(props));
  return { rerender: (next: typeof props) => result.rerender(ui(next)) };
};

describe('PageWrapper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing for 200 ms, then a spinner, then not-found after 10 s without data', () => {
    renderWrapper({ ready: false });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(10_000 - 201));
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders the page once the data is there, without a spinner', () => {
    const { rerender } = renderWrapper({ ready: false });
    act(() => vi.advanceTimersByTime(100));
    rerender({ ready: true });
    expect(screen.getByText('The page')).toBeTruthy();
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows not-found at once on a fetch error', () => {
    renderWrapper({ ready: false, error: true });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('starts the wait over for a new page', () => {
    const { rerender } = renderWrapper({ ready: false, resetKey: 'a' });
    act(() => vi.advanceTimersByTime(9_000));
    rerender({ ready: false, resetKey: 'b' });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});

describe('PageHeader', () => {
  it('shows linked crumbs separated by "/" and the title as the last, unlinked crumb', () => {
    renderWithMantine(
      <MemoryRouter>
        <PageHeader
          title="Hello world"
          text="A topic"
          breadcrumbs={[
            { label: 'Forum', href: '/forum' },
            { label: 'News', href: '/forum/news' },
          ]}
          advert={<div>Advert</div>}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Forum', '/forum'],
      ['News', '/forum/news'],
    ]);
    expect(nav.textContent).toBe('Forum/News/Hello world');
    const last = within(nav).getAllByRole('listitem').at(-1);
    expect(last?.getAttribute('aria-current')).toBe('page');
    expect(last?.querySelector('a')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello world' })).toBeTruthy();
    expect(screen.getByText('A topic')).toBeTruthy();
    expect(screen.getByText('Advert')).toBeTruthy();
  });

  it('has no breadcrumb navigation without crumbs', () => {
    renderWithMantine(<PageHeader title="Alone" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
