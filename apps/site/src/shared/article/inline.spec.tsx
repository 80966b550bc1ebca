import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plainInline, renderInline, resolveLink } from './inline';
import { renderPage } from '../../test/article';

function show(text: string, vars: Record<string, string> = { brand: 'Lushwood' }) {
  return renderPage(<p data-testid="out">{renderInline(text, vars)}</p>);
}

describe('inline text', () => {
  it('renders strong, emphasis and code, and fills placeholders', () => {
    show('**Adults only** on _{brand}_: see `SID`.');
    const out = screen.getByTestId('out');
    expect(out.textContent).toBe('Adults only on Lushwood: see SID.');
    expect(out.querySelector('strong')?.textContent).toBe('Adults only');
    expect(out.querySelector('em')?.textContent).toBe('Lushwood');
    expect(out.querySelector('code')?.textContent).toBe('SID');
  });

  it('never interprets HTML, and leaves markup inside code alone', () => {
    show('<img src=x onerror=alert(1)> and `**not bold** {brand}`');
    const out = screen.getByTestId('out');
    expect(out.querySelector('img')).toBeNull();
    expect(out.querySelector('strong')).toBeNull();
    expect(out.textContent).toBe('<img src=x onerror=alert(1)> and **not bold** {brand}');
  });

  it('does not treat underscores inside words as emphasis', () => {
    show('a snake_case_name stays');
    expect(screen.getByTestId('out').querySelector('em')).toBeNull();
  });

  it('links routes client-side, sections by hash, outside pages in a new tab', () => {
    show('[privacy](legal-privacy-policy#how-long), [below](#contact), [ICO](https://ico.org.uk), [bad](javascript:alert(1))');
    expect(screen.getByRole('link', { name: 'privacy' }).getAttribute('href')).toBe('/legal/privacy-policy#how-long');
    expect(screen.getByRole('link', { name: 'below' }).getAttribute('href')).toBe('#contact');
    const external = screen.getByRole('link', { name: 'ICO' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
  });

  it('resolves only known, param-less routes', () => {
    expect(resolveLink('legal-content-policy')).toEqual({ kind: 'route', path: '/legal/content-policy' });
    expect(resolveLink('no-such-route').kind).toBe('invalid');
    expect(resolveLink('stories-genre-slug').kind).toBe('invalid');
    expect(resolveLink('http://insecure.example').kind).toBe('invalid');
  });

  it('gives the plain text a reader sees', () => {
    expect(plainInline('See **our** [policy](legal-content-policy) on {brand}.', { brand: 'Kiwi Kindred' })).toBe('See our policy on Kiwi Kindred.');
  });
});
