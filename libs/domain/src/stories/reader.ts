/**
 * Reader settings (issue 4): how a member likes a chapter set, remembered per member. Sizes are CSS pixels;
 * widths are the text column's maximum in characters (about 55, 70 or 90 per line).
 */
export const READER_FONTS = ['serif', 'sans'] as const;
export type ReaderFont = (typeof READER_FONTS)[number];

export const READER_THEMES = ['light', 'dark', 'sepia'] as const;
export type ReaderTheme = (typeof READER_THEMES)[number];

export const READER_WIDTHS = ['narrow', 'medium', 'wide'] as const;
export type ReaderWidth = (typeof READER_WIDTHS)[number];

export const READER_FONT_SIZE = { min: 14, max: 28, step: 2 } as const;

export interface ReaderSettings {
  fontSize: number;
  width: ReaderWidth;
  font: ReaderFont;
  theme: ReaderTheme;
}

export const DEFAULT_READER_SETTINGS: ReaderSettings = { fontSize: 18, width: 'medium', font: 'serif', theme: 'light' };

/** The text column's maximum width per setting, in `ch`. */
export const READER_WIDTH_CH: Record<ReaderWidth, number> = { narrow: 55, medium: 70, wide: 90 };

/** Page and text colours per theme (sepia: warm paper, dark brown ink, as e-readers do). */
export const READER_THEME_COLOURS: Record<ReaderTheme, { background: string; color: string }> = {
  light: { background: '#ffffff', color: '#1a1a1a' },
  dark: { background: '#1b1b1d', color: '#e4e4e4' },
  sepia: { background: '#f4ecd8', color: '#5b4636' },
};

/** A font size on the scale: clamped to min..max and rounded to the step. */
export function readerFontSize(n: number): number {
  const { min, max, step } = READER_FONT_SIZE;
  if (!Number.isFinite(n)) return DEFAULT_READER_SETTINGS.fontSize;
  const clamped = Math.min(max, Math.max(min, n));
  return min + Math.round((clamped - min) / step) * step;
}
