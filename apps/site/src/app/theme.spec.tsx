import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleShade, buildTheme, contrastRatio, filledShade, SITE_BREAKPOINTS, tint, toMantineColors } from './theme';
import { bootData } from '../test/fixtures';

describe('theme', () => {
  it('has SPEC 9’s style breakpoints (360, 480, 640, 768, 1024, 1170, 1536 px), 768 px as sm (the mobile navbar)', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme(bootData().site));
    const px = Object.values(theme.breakpoints).map((value) => parseFloat(value) * 16);
    expect(px.sort((a, b) => a - b)).toEqual([360, 480, 640, 768, 1024, 1170, 1536]);
    expect(theme.breakpoints.sm).toBe('48em');
    expect(SITE_BREAKPOINTS.xs).toBe('30em');
    expect(theme.breakpoints.md).toBe('64em');
  });

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
    expect(theme.primaryShade).toEqual({ light: accessibleShade(theme.colors!.brand!), dark: filledShade(theme.colors!.brand!) });
  });

  it('picks the first shade from colour500 on with 4.5:1 against the light background', () => {
    // Sundown Hall's colour500 #df553a is 3.6:1 on gray-0, colour600 #c53c20 4.9:1.
    const sundown = toMantineColors(['#fbf0ee', '#f6d6d0', '#f0b0a3', '#e7826e', '#df553a', '#c53c20', '#9e301a', '#742516', '#501c11']);
    expect(accessibleShade(sundown)).toBe(6);
    // Story Spire's colour500 #4d66cb already passes.
    const stories = toMantineColors(['#f0f2fa', '#d4dcf2', '#acbbe7', '#7d94d9', '#4d66cb', '#344db2', '#293e8e', '#213369', '#182448']);
    expect(accessibleShade(stories)).toBe(5);
    // A light brand colour (kiwi green) goes down to colour800.
    const kiwi = toMantineColors(['#f5faf0', '#e4f2d4', '#cbe7ac', '#aed97d', '#90cb4d', '#77b234', '#5f8e29', '#476921', '#324818']);
    expect(accessibleShade(kiwi)).toBe(8);
    // Dark mode: filled buttons keep the white text Mantine chose for the light shade.
    expect(filledShade(kiwi)).toBe(8);
    expect(filledShade(sundown)).toBe(6);
    expect(filledShade(stories)).toBe(5);
  });

  it('makes dimmed text meet WCAG AA in both schemes', () => {
    const theme = buildTheme(bootData().site);
    const dimmed = theme.colors!.gray![6];
    expect(contrastRatio(dimmed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dimmed, '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
    expect(theme.colors!.gray).toHaveLength(10);
    // Dark mode's dimmed text (dark-2) on dark-7 and dark-6.
    expect(contrastRatio(theme.colors!.dark![2], '#242424')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.colors!.dark![2], '#2e2e2e')).toBeGreaterThanOrEqual(4.5);
    expect(theme.colors!.dark).toHaveLength(10);
  });

  it('falls back to a Mantine colour without a palette', () => {
    const { site } = bootData();
    expect(buildTheme({ ...site, primary: null, secondary: null }).primaryColor).toBe('grape');
  });
});
