import { describe, expect, it } from 'vitest';
import '../pages'; // registers the page table with the redirect helpers, as the router does
import { afterLoginPath, localRedirect, saveRedirect, takeRedirect } from '../../shared/auth/redirect';

const origin = 'http://shuk.localhost:3000';

describe('post-login redirect', () => {
  it('keeps the saved page once', () => {
    saveRedirect('/settings/security?tab=mfa');
    expect(takeRedirect()).toBe('/settings/security?tab=mfa');
    expect(takeRedirect()).toBeNull();
  });

  it('never saves auth pages, the spent confirmation link or other sites', () => {
    saveRedirect('/login');
    saveRedirect('/confirm/some-token');
    saveRedirect('//evil.example/x');
    expect(takeRedirect()).toBeNull();
  });

  it('follows the server only to pages the site has, on this origin', () => {
    expect(localRedirect('/settings/security', origin)).toBe('/settings/security');
    expect(localRedirect(`${origin}/settings/security`, origin)).toBe('/settings/security');
    expect(localRedirect('https://evil.example/settings/security', origin)).toBeNull();
    expect(localRedirect('/parties/summer-cup/media', origin)).toBeNull(); // no page yet
    expect(localRedirect('/register', origin)).toBeNull();
  });

  it('prefers the saved page, then the server, then home', () => {
    saveRedirect('/settings/security');
    expect(afterLoginPath('/', origin)).toBe('/settings/security');
    expect(afterLoginPath('/settings/security', origin)).toBe('/settings/security');
    expect(afterLoginPath('/parties/summer-cup/media', origin)).toBe('/');
  });
});
