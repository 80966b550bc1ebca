import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { Palette, SiteView } from './site-view';

/** Mixes a #rgb / #rrggbb colour with white; other notations are returned unchanged. */
export function tint(colour: string, amount: number): string {
  const hex = colour.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return colour;
  const channels = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Mantine wants ten shades (0–9); the variants give nine (colour100 … colour900). Shade 0 is a lighter tint
 * of colour100 and shades 1–9 are colour100 … colour900, so shade 5 is the brand's colour500.
 */
export function toMantineColors(palette: Palette): MantineColorsTuple {
  const [c100, c200, c300, c400, c500, c600, c700, c800, c900] = palette;
  return [tint(c100, 0.6), c100, c200, c300, c400, c500, c600, c700, c800, c900];
}

export function buildTheme(site: SiteView): MantineThemeOverride {
  const colors: Record<string, MantineColorsTuple> = {};
  if (site.primary) colors.brand = toMantineColors(site.primary);
  if (site.secondary) colors.accent = toMantineColors(site.secondary);

  return createTheme({
    colors,
    primaryColor: site.primary ? 'brand' : 'grape',
    primaryShade: { light: 5, dark: 5 },
    autoContrast: true,
    luminanceThreshold: 0.35,
    defaultRadius: 'md',
    focusRing: 'auto',
    cursorType: 'pointer',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '700' },
    other: { secondaryColor: site.secondary ? 'accent' : site.primary ? 'brand' : 'grape' },
    components: {
      Button: { defaultProps: { size: 'md' } },
      TextInput: { defaultProps: { size: 'md' } },
      PasswordInput: { defaultProps: { size: 'md' } },
      NativeSelect: { defaultProps: { size: 'md' } },
      Anchor: { defaultProps: { underline: 'hover' } },
    },
  });
}
