import { describe, expect, it } from '@jest/globals';
import type { LandingPage } from '../members/viewer.js';
import type { SiteFlags } from '../site/variants.js';
import { LEGACY_LOGIN_PARAM, LOGIN_PATH, isSafeRedirectPath, legacyLoginRedirect, postLoginRedirect, redirectToSaveOnLogin } from './redirects.js';

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

describe('legacyLoginRedirect', () => {
  const LEGACY = 'https://legacy.example.com/api';
  const MEMBER = {};
  it.each<[string, object | null, string, string, string | null | undefined, string | null]>([
    ['guest with the parameter', null, '/forum', '?legacy_login=1', LEGACY, 'https://legacy.example.com/login.aspx?ReturnUrl=%2Fforum'],
    ['keeps the other parameters', null, '/forum/news', '?page=2&legacy_login=true', LEGACY, 'https://legacy.example.com/login.aspx?ReturnUrl=%2Fforum%2Fnews%3Fpage%3D2'],
    ['member stays', MEMBER, '/forum', '?legacy_login=1', LEGACY, null],
    ['no parameter', null, '/forum', '?page=2', LEGACY, null],
    ['other value', null, '/forum', '?legacy_login=0', LEGACY, null],
    ['variant without a legacy site', null, '/forum', '?legacy_login=1', null, null],
    ['unset legacy site', null, '/forum', '?legacy_login=1', undefined, null],
    ['legacy address not http(s)', null, '/forum', '?legacy_login=1', 'javascript:alert(1)', null],
    ['legacy address not a URL', null, '/forum', '?legacy_login=1', 'not a url', null],
  ])('%s', (_label, viewer, pathname, search, legacy, expected) => {
    expect(legacyLoginRedirect(viewer, { pathname, search }, legacy)).toBe(expected);
  });

  it('names its parameter', () => {
    expect(LEGACY_LOGIN_PARAM).toBe('legacy_login');
  });
});

describe('redirectToSaveOnLogin', () => {
  it.each<[string, string, string | null, string | null]>([
    ['to login from a page', '/login', '/forum/news?page=2', '/forum/news?page=2'],
    ['to login with a trailing slash', '/login/', '/forum', '/forum'],
    ['to another page', '/forum', '/stories', null],
    ['first page of the visit', '/login', null, null],
    ['from login itself', '/login', '/login?x=1', null],
    ['unsafe previous path', '/login', '//evil.example', null],
  ])('%s', (_label, to, from, expected) => {
    expect(redirectToSaveOnLogin(to, from)).toBe(expected);
  });
});
