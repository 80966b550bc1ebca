import { DEFAULT_READER_SETTINGS, READER_FONT_SIZE, READER_THEME_COLOURS, READER_THEMES, readerFontSize } from './reader.js';

describe('reader settings', () => {
  it('keeps font sizes on the scale: clamped and rounded to the step', () => {
    expect(readerFontSize(18)).toBe(18);
    expect(readerFontSize(3)).toBe(READER_FONT_SIZE.min);
    expect(readerFontSize(99)).toBe(READER_FONT_SIZE.max);
    expect(readerFontSize(19)).toBe(20);
    expect(readerFontSize(Number.NaN)).toBe(DEFAULT_READER_SETTINGS.fontSize);
  });

  it('has colours for every theme, and the default is on the scale', () => {
    for (const theme of READER_THEMES) expect(READER_THEME_COLOURS[theme].background).toMatch(/^#[0-9a-f]{6}$/);
    expect(readerFontSize(DEFAULT_READER_SETTINGS.fontSize)).toBe(DEFAULT_READER_SETTINGS.fontSize);
  });
});
