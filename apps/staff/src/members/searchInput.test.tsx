import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseRoutes, fakeApi, renderConsole } from '../testing/fakeApi';

const row = {
  id: 'm2',
  name: 'bob',
  email: 'bob@example.test',
  role: 'member',
  tier: 'free',
  homeVariant: 'shuk',
  isConfirmed: true,
  isVerified: false,
  mfaEnabled: false,
  suspendedAt: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  lastLoginAt: null,
};

/**
 * React's words when a component hands a DOM element a prop it does not know: what react-admin prints when it runs on
 * a Material UI major whose components no longer take the props it passes (e.g. `InputProps` on MUI 9's TextField).
 */
const UNKNOWN_PROP = /does not recognize the `[^`]+` prop|Unknown (event handler )?prop|Invalid (value for )?prop|for a non-boolean attribute/;

describe('the search input of a list', () => {
  afterEach(cleanup);

  it('shows the search icon as the input’s adornment, and React reports no unknown prop while rendering it', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      // React passes a printf-style template and its values: fill it in so the failure reads as the console would.
      const [first, ...rest] = args.map(String);
      errors.push((first ?? '').replace(/%s/g, () => rest.shift() ?? '') + (rest.length ? ` ${rest.join(' ')}` : ''));
    });
    fakeApi({
      ...baseRoutes('admin'),
      'GET /api/staff/members': () => ({ status: 200, body: [row], headers: { 'Content-Range': 'members 0-0/1' } }),
    });
    renderConsole('/staff/members', { 'staff.variant': 'shuk' });

    expect(await screen.findByText('bob@example.test', {}, { timeout: 5000 })).toBeTruthy();
    const input = screen.getByPlaceholderText('Name or e-mail');
    // The adornment sits beside the <input> inside the same MUI input root.
    const inputRoot = input.closest('.MuiInputBase-root');
    expect(inputRoot).not.toBeNull();
    expect(inputRoot?.querySelector('.MuiInputAdornment-root [data-testid="SearchIcon"]')).not.toBeNull();

    expect(errors.filter((e) => UNKNOWN_PROP.test(e))).toEqual([]);
  }, 15_000);
});
