import { createTheme, DEFAULT_THEME, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { Palette, SiteView } from '../shared/boot/site-view';

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

/** WCAG 2 relative luminance of a #rgb / #rrggbb colour; null for other notations. */
export function luminance(colour: string): number | null {
  const hex = colour.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours (1 when either cannot be read). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The shell's light background (Mantine gray-0), the darkest surface brand text sits on in light mode. */
export const LIGHT_PAGE_BACKGROUND = '#f8f9fa';
/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * The light-mode primary shade: colour500 (shade 5) when it has 4.5:1 against the page background, else the
 * first darker shade that does. Filled buttons (white text), links and light buttons all use this shade, so
 * light brand colours (kiwi's green, psbr's amber) stay readable; the lighter shades remain for tints.
 */
export function accessibleShade(colors: MantineColorsTuple, background = LIGHT_PAGE_BACKGROUND): 5 | 6 | 7 | 8 | 9 {
  for (const shade of [5, 6, 7, 8] as const) {
    if (contrastRatio(colors[shade], background) >= AA_TEXT_CONTRAST) return shade;
  }
  return 9;
}

/** Above this luminance Mantine's autoContrast writes black on a filled colour, below it white. */
export const LUMINANCE_THRESHOLD = 0.35;

/**
 * The dark-mode primary shade, used by filled buttons only (dark-mode links use shade 4): colour500 when white
 * text on it has 4.5:1, else the first darker shade that does. White, because Mantine picks a button's text
 * colour once, from the light-mode shade — which accessibleShade keeps dark enough for white text.
 */
export function filledShade(colors: MantineColorsTuple): 5 | 6 | 7 | 8 | 9 {
  for (const shade of [5, 6, 7, 8] as const) {
    if (contrastRatio(colors[shade], '#ffffff') >= AA_TEXT_CONTRAST) return shade;
  }
  return 9;
}

/**
 * Mantine's gray with shade 6 — the light-mode "dimmed" text colour — darkened from #868e96 (3.3:1 on white)
 * to #666d75 (5.2:1 on white, 5.0:1 on gray-0), so secondary text meets WCAG AA.
 */
export const ACCESSIBLE_GRAY: MantineColorsTuple = [
  ...DEFAULT_THEME.colors.gray.slice(0, 6),
  '#666d75',
  ...DEFAULT_THEME.colors.gray.slice(7),
] as unknown as MantineColorsTuple;

/**
 * Mantine's dark with shade 2 — the dark-mode "dimmed" text colour — lightened from #828282 (4.0:1 on dark-7)
 * to #969696 (5.2:1 on dark-7, 4.6:1 on dark-6).
 */
export const ACCESSIBLE_DARK: MantineColorsTuple = [
  ...DEFAULT_THEME.colors.dark.slice(0, 2),
  '#969696',
  ...DEFAULT_THEME.colors.dark.slice(3),
] as unknown as MantineColorsTuple;

/**
 * SPEC 9's style breakpoints, in px: 360, 480, 640, 768, 1024, 1170, 1536. 768 is the mobile breakpoint (the
 * mobile navbar below it), Mantine's `sm`, which the shell's `hiddenFrom="sm"` / `visibleFrom="sm"` use.
 */
export const SITE_BREAKPOINTS_PX = { xxs: 360, xs: 480, ms: 640, sm: 768, md: 1024, lg: 1170, xl: 1536 } as const;

/** The breakpoints as Mantine wants them (em of a 16 px root), so responsive props and hiddenFrom follow the SPEC. */
export const SITE_BREAKPOINTS: Record<keyof typeof SITE_BREAKPOINTS_PX, string> = Object.fromEntries(
  Object.entries(SITE_BREAKPOINTS_PX).map(([name, px]) => [name, `${px / 16}em`]),
) as Record<keyof typeof SITE_BREAKPOINTS_PX, string>;

export function buildTheme(site: SiteView): MantineThemeOverride {
  const colors: Record<string, MantineColorsTuple> = { gray: ACCESSIBLE_GRAY, dark: ACCESSIBLE_DARK };
  if (site.primary) colors.brand = toMantineColors(site.primary);
  if (site.secondary) colors.accent = toMantineColors(site.secondary);
  const primaryColor = site.primary ? 'brand' : 'grape';
  const primary = colors.brand ?? DEFAULT_THEME.colors.grape;

  return createTheme({
    colors,
    primaryColor,
    primaryShade: { light: accessibleShade(primary), dark: filledShade(primary) },
    breakpoints: SITE_BREAKPOINTS,
    autoContrast: true,
    luminanceThreshold: LUMINANCE_THRESHOLD,
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
      // Every text field the same size, so a form mixing them has one label size (NumberInput and Select were sm).
      NumberInput: { defaultProps: { size: 'md' } },
      Select: { defaultProps: { size: 'md' } },
      Textarea: { defaultProps: { size: 'md' } },
      Anchor: { defaultProps: { underline: 'hover' } },
    },
  });
}
