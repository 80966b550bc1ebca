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

describe('t.count (plural forms)', () => {
  const pl = {
    'members.distance.mi': '{value} mil stąd',
    'members.distance.mi.one': '1 milę stąd',
  };

  it('keeps the exact "1" text, and the plain key while the catalogue has no plural forms', () => {
    const t = createTranslator(pl, {}, 'pl_PL');
    expect(t.count('members.distance.mi', 1, { value: 1 })).toBe('1 milę stąd');
    expect(t.count('members.distance.mi', 5, { value: 5 })).toBe('5 mil stąd');
  });

  it('picks the few/many/other form by the language’s plural rules when the catalogue has it', () => {
    const t = createTranslator({ ...pl, 'members.distance.mi_few': '{value} mile stąd', 'members.distance.mi_many': '{value} mil stąd' }, {}, 'pl_PL');
    expect(t.count('members.distance.mi', 2, { value: 2 })).toBe('2 mile stąd');
    expect(t.count('members.distance.mi', 22, { value: 22 })).toBe('22 mile stąd');
    expect(t.count('members.distance.mi', 5, { value: 5 })).toBe('5 mil stąd');
    expect(t.count('members.distance.mi', 12, { value: 12 })).toBe('12 mil stąd');
  });

  it('fills {count} with the number unless the caller formats it', () => {
    const t = createTranslator({ 'media.album.count': '{count} photos' }, {}, 'en_GB');
    expect(t.count('media.album.count', 3)).toBe('3 photos');
    expect(t.count('media.album.count', 1200, { count: '1,200' })).toBe('1,200 photos');
  });
});
