import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders inside a MantineProvider in test mode (no transitions, no portals). */
export function renderWithMantine(ui: ReactElement): RenderResult {
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}
