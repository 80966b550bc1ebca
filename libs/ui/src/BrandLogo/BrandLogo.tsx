import { Text } from '@mantine/core';

export interface BrandLogoProps {
  /** Logo at 1x. When missing, the brand name is shown as a word mark. */
  src?: string | null;
  /** Logo at 2x for high-density screens. */
  src2x?: string | null;
  /** Alternative text; also the word mark when there is no image. */
  alt: string;
  /** Rendered height in px; the width follows the image's aspect ratio. */
  height?: number;
}

/** The variant's logo, with a 2x source for high-density screens. */
export function BrandLogo({ src, src2x, alt, height = 36 }: BrandLogoProps) {
  if (!src) {
    return (
      <Text component="span" fw={800} fz={Math.round(height * 0.6)} lh={`${height}px`} c="var(--mantine-primary-color-filled)">
        {alt}
      </Text>
    );
  }
  return (
    <img
      src={src}
      srcSet={src2x ? `${src} 1x, ${src2x} 2x` : undefined}
      alt={alt}
      height={height}
      style={{ display: 'block', height, width: 'auto', maxWidth: '100%', objectFit: 'contain', objectPosition: 'left center' }}
      data-testid="brand-logo"
    />
  );
}
