import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { BootData } from '../shared/boot/boot';
import { BootProvider } from '../shared/boot/boot-context';
import { bootData } from './fixtures';

/** Boot data for a variant with the given brand name and locale. */
export function bootFor(brand: string, locale = 'en_GB'): BootData {
  const boot = bootData();
  return { ...boot, site: { ...boot.site, locale, brand: { ...boot.site.brand, name: brand, alt: brand } } };
}

/** Renders a page with the providers it needs (boot data, Mantine, a router), without the whole site. */
export function renderPage(element: ReactElement, boot: BootData = bootFor('Story Spire')): RenderResult {
  return render(
    <BootProvider boot={boot}>
      <MantineProvider env="test">
        <MemoryRouter>{element}</MemoryRouter>
      </MantineProvider>
    </BootProvider>,
  );
}
