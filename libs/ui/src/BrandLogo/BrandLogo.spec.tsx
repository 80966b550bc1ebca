import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { BrandLogo } from './BrandLogo';

describe('BrandLogo', () => {
  it('offers the 2x image through srcset', () => {
    renderWithMantine(<BrandLogo src="/brand/logo.png" src2x="/brand/logo@2x.png" alt="Swingers Heaven" />);
    const img = screen.getByRole('img', { name: 'Swingers Heaven' });
    expect(img.getAttribute('src')).toBe('/brand/logo.png');
    expect(img.getAttribute('srcset')).toBe('/brand/logo.png 1x, /brand/logo@2x.png 2x');
  });

  it('falls back to a word mark without an image', () => {
    renderWithMantine(<BrandLogo alt="Swingers Heaven" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Swingers Heaven')).toBeTruthy();
  });
});
