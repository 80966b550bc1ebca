import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** The style guide as an administrator opens it (the route's admin-area guard; guards.spec.tsx has the refusals). */
async function openAsAdmin() {
  const p = profile('admin');
  mockApi({ 'GET /api/auth/profile': { status: 200, body: { data: { ...p, member: { ...p.member, role: 'admin' } } } } });
  renderApp('/styleguide');
  await screen.findByTestId('styleguide', undefined, { timeout: 5000 });
}

describe('styleguide (SPEC 2, admin area)', () => {
  it('shows the shared components in their states: loading, empty, error, disabled, ready', async () => {
    await openAsAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Styleguide' })).toBeTruthy();
    for (const section of ['theme', 'buttons', 'fields', 'states', 'feedback', 'content']) {
      expect(screen.getByTestId(`styleguide-${section}`)).toBeTruthy();
    }
    expect(within(screen.getByTestId('styleguide-list-loading')).getByText('Loading…')).toBeTruthy();
    expect(within(screen.getByTestId('styleguide-list-empty')).getByTestId('styleguide-empty').textContent).toBe('Nothing here yet.');
    expect(within(screen.getByTestId('styleguide-list-error')).getByText('The list could not be loaded.')).toBeTruthy();
    expect(within(screen.getByTestId('styleguide-list-ready')).getByText('Second item')).toBeTruthy();
    for (const button of screen.getAllByRole('button', { name: 'Disabled' })) expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('form-error').textContent).toContain('The server refused the form');
    // SPEC 9's breakpoints, from the live theme.
    const breakpoints = screen.getByTestId('styleguide-breakpoints').textContent ?? '';
    for (const px of [360, 480, 640, 768, 1024, 1170, 1536]) expect(breakpoints).toContain(`${px} px`);
  });

  it('the confirmation dialog answers', async () => {
    await openAsAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('confirmed')).toBeTruthy();
  });
});
