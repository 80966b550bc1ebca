import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { baseRoutes, fakeApi, renderConsole } from './fakeApi';

/**
 * Signs a staff member of `role` in at the console's home and, once the menu is drawn (the members entry is always
 * there), checks that `item` is offered or, when `shown` is false, still absent a moment later (entries that depend
 * on the identity arrive in a later render).
 */
export async function expectMenuItemFor(role: string, item: RegExp, shown: boolean): Promise<void> {
  fakeApi(baseRoutes(role));
  renderConsole('/staff/');
  expect(await screen.findByRole('menuitem', { name: /members/i }, { timeout: 5000 })).toBeTruthy();
  if (shown) expect(await screen.findByRole('menuitem', { name: item })).toBeTruthy();
  else {
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('menuitem', { name: item })).toBeNull();
  }
}
