import { describe, expect, it } from 'vitest';
import { buildTheme, tint, toMantineColors } from './theme';
import { bootData } from '../test/fixtures';

describe('theme', () => {
  it('maps colour100…colour900 onto Mantine shades 1–9 with a lighter shade 0', () => {
    const palette = ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666', '#777777', '#888888', '#999999'] as const;
    const colors = toMantineColors(palette);
    expect(colors).toHaveLength(10);
    expect(colors.slice(1)).toEqual([...palette]);
    expect(colors[0]).toBe(tint('#111111', 0.6));
  });

  it('mixes hex colours with white', () => {
    expect(tint('#000000', 0.5)).toBe('#808080');
    expect(tint('#fff', 0.5)).toBe('#ffffff');
    expect(tint('rgb(1, 2, 3)', 0.5)).toBe('rgb(1, 2, 3)');
  });

  it('uses the brand palette as primary colour with colour500 as the main shade', () => {
    const { site } = bootData();
    const theme = buildTheme(site);
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[5]).toBe(site.primary?.[4]);
    expect(theme.colors?.accent?.[1]).toBe(site.secondary?.[0]);
    expect(theme.primaryShade).toEqual({ light: 5, dark: 5 });
  });

  it('falls back to a Mantine colour without a palette', () => {
    const { site } = bootData();
    expect(buildTheme({ ...site, primary: null, secondary: null }).primaryColor).toBe('grape');
  });
});
