import { describe, expect, it } from '@jest/globals';
import type { LandingPage } from '../members/viewer.js';
import type { SiteFlags } from '../site/variants.js';
import { LOGIN_PATH, isSafeRedirectPath, postLoginRedirect } from './redirects.js';

const DATING: SiteFlags = { code: 'shuk', paid: true, payments: true, storiesMode: false, adverts: false };
const STORIES: SiteFlags = { code: 'stsp', paid: true, payments: true, storiesMode: true, adverts: false };

describe('isSafeRedirectPath', () => {
  it.each<[string, boolean]>([
    ['/', true],
    ['/messages?conversation=12&message=3', true],
    ['/profile/alice/media#top', true],
    ['', false],
    ['messages', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/a\\b', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['/with space', false],
    ['/\u007f', false],
    [`/${'a'.repeat(2047)}`, true],
    [`/${'a'.repeat(2048)}`, false],
  ])('%j -> %s', (path, expected) => {
    expect(isSafeRedirectPath(path)).toBe(expected);
  });
});

describe('postLoginRedirect', () => {
  it('uses /login as the login path', () => {
    expect(LOGIN_PATH).toBe('/login');
  });

  it.each<[string, LandingPage, SiteFlags, string | null | undefined, string]>([
    ['saved page', 'activity', DATING, '/forum/general?page=2', '/forum/general?page=2'],
    ['no saved page', 'activity', DATING, undefined, '/activity'],
    ['null saved page', 'newactivity', DATING, null, '/newactivity'],
    ['empty saved page', 'activity', DATING, '', '/activity'],
    ['stories site, no saved page', 'activity', STORIES, undefined, '/'],
    ['stories site, saved page', 'activity', STORIES, '/stories/erotica', '/stories/erotica'],
    ['saved page on another host', 'activity', DATING, '//evil.example/x', '/activity'],
    ['absolute URL', 'activity', DATING, 'https://evil.example', '/activity'],
    ['the login page itself', 'activity', DATING, '/login', '/activity'],
    ['the login page with a query', 'newactivity', DATING, '/login?next=/x', '/newactivity'],
    ['the login page with a slash', 'activity', DATING, '/login/', '/activity'],
    ['a page that starts with login', 'activity', DATING, '/login-help', '/login-help'],
  ])('%s', (_label, landingPage, site, saved, expected) => {
    expect(postLoginRedirect({ landingPage }, site, saved)).toBe(expected);
  });
});
