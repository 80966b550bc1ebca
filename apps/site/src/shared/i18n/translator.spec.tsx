import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translationsFor } from '@community/contracts';
import { BOOT_TRANSLATIONS } from './fallback';
import { createTranslator } from './translator';

const en = translationsFor('en_GB');

describe('translator', () => {
  it('takes the layout translations, and the boot strings when there is no layout answer', () => {
    const t = createTranslator({ ...translationsFor('de_DE'), 'auth.login.title': 'Anmelden' }, { brand: 'Kiwi' });
    expect(t('auth.login.title')).toBe('Anmelden');
    expect(t('home.hero.title')).toBe(translationsFor('de_DE')['home.hero.title'].replace('{brand}', 'Kiwi'));
    // With no layout answer at all (the boot failed), the boot strings still read.
    expect(createTranslator({})('errors.refresh')).toBe('Refresh');
  });

  it('fills placeholders and leaves unknown ones', () => {
    const t = createTranslator({ ...en, 'auth.sessions.ip': 'IP {ip} ({missing})' });
    expect(t('auth.sessions.ip', { ip: '10.0.0.1' })).toBe('IP 10.0.0.1 ({missing})');
  });

  it('rich() puts React nodes into the text', () => {
    const t = createTranslator(en);
    const { container } = render(<p>{t.rich('home.member.signedInAs', { name: <strong>velvet_fox</strong> })}</p>);
    expect(container.innerHTML).toBe('<p>Signed in as <strong>velvet_fox</strong></p>');
  });
});

describe('the boot strings', () => {
  it('are the en_GB catalogue’s own text (the site bundles no catalogue, so they are written out once here)', () => {
    const catalogue: Readonly<Record<string, string>> = en;
    for (const [key, text] of Object.entries(BOOT_TRANSLATIONS)) expect({ key, text }).toEqual({ key, text: catalogue[key] });
  });
});
