import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

describe('translator', () => {
  it('prefers the layout translations, then the English catalogue, then the site-only strings', () => {
    const t = createTranslator({ 'auth.login.title': 'Anmelden' }, { brand: 'Kiwi' });
    expect(t('auth.login.title')).toBe('Anmelden');
    expect(t('auth.login.intro')).toBe('Welcome back to Kiwi.');
    expect(t('home.hero.title')).toBe('Welcome to Kiwi');
  });

  it('fills placeholders and leaves unknown ones', () => {
    const t = createTranslator({ 'auth.sessions.ip': 'IP {ip} ({missing})' });
    expect(t('auth.sessions.ip', { ip: '10.0.0.1' })).toBe('IP 10.0.0.1 ({missing})');
  });

  it('rich() puts React nodes into the text', () => {
    const t = createTranslator({});
    const { container } = render(<p>{t.rich('home.member.signedInAs', { name: <strong>velvet_fox</strong> })}</p>);
    expect(container.innerHTML).toBe('<p>Signed in as <strong>velvet_fox</strong></p>');
  });
});
