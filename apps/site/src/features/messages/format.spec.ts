import { LANGUAGE_CATALOGUES } from '@community/contracts';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n/translator';
import { messagePreview } from './format';

describe('messagePreview', () => {
  const en = createTranslator(LANGUAGE_CATALOGUES.en);

  it('says what a message without text is: album invitation (by name), photo, video', () => {
    expect(messagePreview({ kind: 'albumInvite', body: '', albumName: 'Summer 2026' }, en)).toBe('Album invitation: Summer 2026');
    expect(messagePreview({ kind: 'albumInvite', body: '', albumName: null }, en)).toBe('Album invitation');
    expect(messagePreview({ kind: 'photo', body: '', albumName: null }, en)).toBe('📷 Photo');
    expect(messagePreview({ kind: 'video', body: ' ', albumName: null }, en)).toBe('🎬 Video');
  });

  it('keeps the text, after the label of what came with it', () => {
    expect(messagePreview({ kind: 'text', body: 'hello :smile:', albumName: null }, en)).toBe('hello :smile:');
    expect(messagePreview({ kind: 'photo', body: 'the view', albumName: null }, en)).toBe('📷 the view');
    expect(messagePreview({ kind: 'albumInvite', body: 'have a look', albumName: 'Holiday' }, en)).toBe('Album invitation: Holiday · have a look');
  });

  it('reads in every language of the site, with the album name in place', () => {
    for (const [language, catalogue] of Object.entries(LANGUAGE_CATALOGUES)) {
      const t = createTranslator(catalogue);
      const album = messagePreview({ kind: 'albumInvite', body: '', albumName: 'Ma Vie' }, t);
      expect(album, language).toContain('Ma Vie');
      expect(album, language).not.toContain('{name}');
      expect(messagePreview({ kind: 'video', body: '', albumName: null }, t), language).toBe(`🎬 ${catalogue['messaging.video']}`);
      if (!language.startsWith('en')) expect(album, language).not.toBe('Album invitation: Ma Vie');
    }
  });
});
