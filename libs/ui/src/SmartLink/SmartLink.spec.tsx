import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODAL_HISTORY_KEY } from '../Modal/modal-stack';
import { classifyLink } from './classify-link';
import { SmartLink } from './SmartLink';

const ORIGIN = 'http://localhost:3000';

describe('classifyLink', () => {
  const kind = (href: string, target?: string) => classifyLink(href, { origin: ORIGIN, target }).kind;

  it('routes internal paths whose first segment is a known route', () => {
    expect(kind('/forum')).toBe('router');
    expect(kind('/forum/news/hello?page=2#post-3')).toBe('router');
    expect(kind('/')).toBe('router');
    expect(kind('/profile/alice')).toBe('router');
  });

  it('keeps unknown first segments, .aspx pages, new-tab links and the staff console as ordinary links', () => {
    expect(kind('/no-such-section/page')).toBe('document');
    expect(kind('/forum/legacy.aspx')).toBe('document');
    expect(kind('/forum/Legacy.ASPX?id=1')).toBe('document');
    expect(kind('/forum', '_blank')).toBe('document');
    expect(kind('/staff/members')).toBe('document');
    expect(kind('#comments')).toBe('document');
    expect(kind('mailto:help@example.com')).toBe('document');
  });

  it('treats other sites as external and same-origin URLs as paths', () => {
    expect(classifyLink('https://example.com/x', { origin: ORIGIN })).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(kind('//example.com/x')).toBe('external');
    expect(classifyLink(`${ORIGIN}/forum?a=1`, { origin: ORIGIN })).toEqual({ kind: 'router', href: '/forum?a=1' });
  });

  it('refuses script and data URLs, however they are spelled', () => {
    expect(kind('javascript:alert(1)')).toBe('unsafe');
    expect(kind(' JavaScript:alert(1)')).toBe('unsafe');
    expect(kind('java\tscript:alert(1)')).toBe('unsafe');
    expect(kind('data:text/html,<script>alert(1)</script>')).toBe('unsafe');
    expect(kind('vbscript:x')).toBe('unsafe');
    expect(kind('')).toBe('unsafe');
  });
});

function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output data-testid="where">
      {location.pathname}
      {location.search} {type}
    </output>
  );
}

const renderInRouter = (ui: React.ReactElement) =>
  render(
    <MemoryRouter initialEntries={['/start']}>
      {ui}
      <Where />
    </MemoryRouter>,
  );

const where = () => screen.getByTestId('where').textContent;

/** jsdom cannot load documents: stop ordinary links from trying, after React has seen the click. */
const stopDocumentNavigation = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopDocumentNavigation));
afterEach(() => document.removeEventListener('click', stopDocumentNavigation));

describe('SmartLink', () => {
  it('follows a known internal path client-side', () => {
    renderInRouter(<SmartLink href="/forum/news">News</SmartLink>);
    const link = screen.getByRole('link', { name: 'News' });
    expect(link.getAttribute('href')).toBe('/forum/news');
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(where()).toBe('/forum/news PUSH');
  });

  it('leaves a path with an unknown first segment to the browser', () => {
    renderInRouter(<SmartLink href="/blog/2020/hello">Blog</SmartLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(where()).toBe('/start POP');
  });

  it('leaves .aspx pages and new-tab links to the browser', () => {
    renderInRouter(
      <>
        <SmartLink href="/forum/topic.aspx">Old</SmartLink>
        <SmartLink href="/forum" target="_blank">
          Tab
        </SmartLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Old' }));
    expect(where()).toBe('/start POP');
    const tab = screen.getByRole('link', { name: 'Tab' });
    expect(tab.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(tab);
    expect(where()).toBe('/start POP');
  });

  it('opens external links in a new tab with noopener, noreferrer and nofollow', () => {
    renderInRouter(<SmartLink href="https://example.com/page">Elsewhere</SmartLink>);
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    expect(link.getAttribute('href')).toBe('https://example.com/page');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    fireEvent.click(link);
    expect(where()).toBe('/start POP');
  });

  it('renders a javascript: link as text', () => {
    renderInRouter(<SmartLink href="javascript:alert(1)">Click</SmartLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Click').tagName).toBe('SPAN');
  });

  it('replaces the history entry of an open modal instead of pushing after it', () => {
    window.history.replaceState({ [MODAL_HISTORY_KEY]: ['m1'] }, '');
    try {
      renderInRouter(<SmartLink href="/forum">Forum</SmartLink>);
      fireEvent.click(screen.getByRole('link', { name: 'Forum' }));
      expect(where()).toBe('/forum REPLACE');
    } finally {
      window.history.replaceState(null, '');
    }
  });

  it('is an ordinary link outside a router', () => {
    render(<SmartLink href="/forum">Forum</SmartLink>);
    expect(screen.getByRole('link', { name: 'Forum' }).getAttribute('href')).toBe('/forum');
  });
});
