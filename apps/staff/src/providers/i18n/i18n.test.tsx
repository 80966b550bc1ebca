import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseRoutes, fakeApi, renderConsole } from '../../testing/fakeApi';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS } from '../../tickets/choices';
import { createI18nProvider } from './i18nProvider';
import { de } from './labels.de';
import { fr } from './labels.fr';

/** The console's own code (not its tests), as text. */
const SOURCES = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../**/*.d.ts'], { query: '?raw', import: 'default', eager: true });

/** Every string label, title and menu label written in the console's code (what react-admin translates by itself). */
function labelsInCode(): string[] {
  const found = new Set<string>();
  for (const text of Object.values(SOURCES)) {
    for (const m of text.matchAll(/\b(?:label|title)(?:=|: )(?:"([^"]+)"|'([^']+)')/g)) found.add((m[1] ?? m[2])!);
  }
  return [...found];
}

describe('the console’s languages', () => {
  it('has every label of the code, and the ticket choices, in German and French', () => {
    const labels = [...labelsInCode(), ...Object.values(STATUS_LABELS), ...Object.values(PRIORITY_LABELS), ...Object.values(CATEGORY_LABELS)];
    expect(labels.length).toBeGreaterThan(100);
    expect(labels.filter((l) => !(l in de))).toEqual([]);
    expect(labels.filter((l) => !(l in fr))).toEqual([]);
  });

  it('falls back to English for what a language lacks, and translates react-admin’s own strings', async () => {
    const i18n = createI18nProvider();
    expect(i18n.translate('Support tickets', { _: 'Support tickets' })).toBe('Support tickets');
    await i18n.changeLocale('de');
    expect(i18n.translate('Support tickets', { _: 'Support tickets' })).toBe('Support-Tickets');
    expect(i18n.translate('ra.action.save')).toBe('Speichern');
    // A label nobody translated stays as written.
    expect(i18n.translate('Something new', { _: 'Something new' })).toBe('Something new');
    await i18n.changeLocale('fr');
    expect(i18n.translate('Payments', { _: 'Payments' })).toBe('Paiements');
    expect(i18n.translate('ra.action.save')).toBe('Enregistrer');
    await i18n.changeLocale('it');
    expect(i18n.translate('ra.action.cancel')).toBe('Annulla');
    expect(i18n.translate('Payments', { _: 'Payments' })).toBe('Payments');
    expect(i18n.getLocales?.().map((l) => l.locale)).toEqual(['en', 'de', 'fr', 'es', 'it', 'pt']);
  });

  it('switches the menu to German from the app bar', async () => {
    fakeApi(baseRoutes('support'));
    renderConsole('/staff/');
    expect(await screen.findByRole('menuitem', { name: /support tickets/i }, { timeout: 10000 })).toBeTruthy();
    // react-admin's locales button is named after the current language.
    fireEvent.click(screen.getByRole('button', { name: /english/i }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('menuitem', { name: /support-tickets/i }, { timeout: 10000 })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /mitglieder/i })).toBeTruthy();
  }, 60_000);

  it('starts in the language kept in the store', async () => {
    fakeApi(baseRoutes('support'));
    renderConsole('/staff/', { locale: 'fr' });
    expect(await screen.findByRole('menuitem', { name: /tickets d’assistance/i }, { timeout: 10000 })).toBeTruthy();
  }, 60_000);
});
