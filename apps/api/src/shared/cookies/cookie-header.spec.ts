import { parseCookieHeader } from './cookie-header.js';

describe('parseCookieHeader', () => {
  it('reads name=value pairs; the first of a repeated name wins', () => {
    expect(parseCookieHeader('sid=abc; uid=42;dark=on; sid=later')).toEqual({ sid: 'abc', uid: '42', dark: 'on' });
  });
  it('URL-decodes values and keeps a malformed escape as sent', () => {
    expect(parseCookieHeader('a=x%20y; b=%E0%A4%A')).toEqual({ a: 'x y', b: '%E0%A4%A' });
  });
  it('ignores empty headers and parts without a name', () => {
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader('=v; novalue; ;')).toEqual({});
  });
});
