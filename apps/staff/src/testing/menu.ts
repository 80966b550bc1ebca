import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Once the console's menu is drawn (the members entry is always there), `item` is offered or, when `shown` is false,
 * still absent a moment later (menu entries that depend on the identity arrive in a later render).
 */
export async function expectMenuItem(item: RegExp, shown: boolean): Promise<void> {
  expect(await screen.findByRole('menuitem', { name: /members/i }, { timeout: 5000 })).toBeTruthy();
  if (shown) expect(await screen.findByRole('menuitem', { name: item })).toBeTruthy();
  else {
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('menuitem', { name: item })).toBeNull();
  }
}
