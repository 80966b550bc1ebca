import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, listReply, renderConsole } from './testing/fakeApi';
import { memberRecord } from './testing/records';


const member = (role: string, name = 'ann') => ({
  id: 'm1',
  name,
  email: `${name}@example.test`,
  role,
  isAdmin: role !== 'member',
  homeVariant: 'shuk',
});

describe('the console', () => {
  afterEach(cleanup);

  it('signs staff in through the MFA step and greets them by name and role', async () => {
    let signedIn = false;
    document.cookie = 'XSRF-TOKEN=t0k; path=/';
    const log = fakeApi({
      'GET /api/auth/profile': () =>
        signedIn ? { status: 200, body: { data: { member: member('admin') } } } : { status: 401, body: { message: 'No', statusCode: 401 } },
      'POST /api/auth/login': () => ({ status: 403, body: { message: 'MFA', statusCode: 403, mfa_required: true } }),
      'POST /api/auth/mfa': (body) => {
        signedIn = (body as { code: string }).code === '123456';
        return signedIn
          ? { status: 200, body: { data: { redirect: '/', profile: { member: member('admin') } } } }
          : { status: 401, body: { message: 'Wrong code', statusCode: 401 } };
      },
      'GET /api/staff/variants': () => ({ status: 200, body: [{ id: 'shuk', name: 'Shuk' }] }),
    });
    const router = renderConsole();

    fireEvent.change(await screen.findByRole('textbox', { name: /name or e-mail/i }), { target: { value: 'ann' } });
    fireEvent.change(screen.getByLabelText(/password/i), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByRole('textbox', { name: /code/i });
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code must be 6 digits')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Welcome, ann', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(await screen.findByText('Statistics for all brands')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/staff/');

    const login = log.find((call) => call.key === 'POST /api/auth/login');
    expect(login?.body).toEqual({ login: 'ann', password: 'secret-pass', remember: false });
    expect(login?.headers.get('x-xsrf-token')).toBe('t0k');
    expect(log.find((call) => call.key === 'POST /api/auth/mfa' && call.headers.get('x-xsrf-token') === 't0k')).toBeTruthy();
  }, 15_000);

  it('tells a signed-in member that the console is for staff only, and does not sign them out', async () => {
    const log = fakeApi({
      'GET /api/auth/profile': () => ({ status: 200, body: { data: { member: member('member') } } }),
    });
    renderConsole();

    expect(await screen.findByText(/this console is for staff only\. you are still signed in/i, {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy());
    expect(log.some((call) => call.key === 'POST /api/auth/logout')).toBe(false);
  }, 15_000);
});

const row = memberRecord({ id: 'm2', name: 'bob', email: 'bob@example.test', createdAt: '2026-01-02T10:00:00.000Z' });

/**
 * React's words when a component hands a DOM element a prop it does not know: what react-admin prints when it runs on
 * a Material UI major whose components no longer take the props it passes (e.g. `InputProps` on MUI 9's TextField).
 */
const UNKNOWN_PROP = /does not recognize the `[^`]+` prop|Unknown (event handler )?prop|Invalid (value for )?prop|for a non-boolean attribute/;

describe('the members resource', () => {
  afterEach(cleanup);

  it('lists members with the simple REST query and the brand from the app bar as filter', async () => {
    const log = fakeApi({
      'GET /api/auth/profile': () => ({ status: 200, body: { data: { member: member('moderator') } } }),
      'GET /api/staff/variants': () => ({ status: 200, body: [{ id: 'shuk', name: 'Shuk' }] }),
      'GET /api/staff/members': () => listReply('members', [row]),
    });
    renderConsole('/staff/members', { 'staff.variant': 'shuk' });

    expect(await screen.findByText('bob@example.test', {}, { timeout: 5000 })).toBeTruthy();
    const call = log.find((c) => c.key === 'GET /api/staff/members');
    const query = new URL(call?.url ?? '', 'http://x').searchParams;
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ homeVariant: 'shuk' });
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(query.get('range') ?? '')).toEqual([0, 24]);
  }, 15_000);

  it.each([
    ['admin', true],
    ['moderator', false],
  ])('shows the edit button to %s: %s', async (role, shown) => {
    fakeApi({
      'GET /api/auth/profile': () => ({ status: 200, body: { data: { member: member(role) } } }),
      'GET /api/staff/variants': () => ({ status: 200, body: [] }),
      'GET /api/staff/members': () => listReply('members', [row]),
    });
    renderConsole('/staff/members');

    expect(await screen.findByText('bob@example.test', {}, { timeout: 5000 })).toBeTruthy();
    if (shown) {
      expect(await screen.findByRole('link', { name: /edit/i })).toBeTruthy();
    } else {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.queryByRole('link', { name: /edit/i })).toBeNull();
    }
  }, 15_000);

  it('edits the tier only, and explains why the role input is disabled for non-Super staff', async () => {
    const log = fakeApi({
      'GET /api/auth/profile': () => ({ status: 200, body: { data: { member: member('admin') } } }),
      'GET /api/staff/variants': () => ({ status: 200, body: [{ id: 'shuk', name: 'Shuk' }] }),
      'GET /api/staff/members/m2': () => ({ status: 200, body: row }),
      'PUT /api/staff/members/m2': (body) => ({ status: 200, body: { ...row, ...(body as object) } }),
    });
    renderConsole('/staff/members/m2');

    expect(await screen.findByText('Only Super may change roles.', {}, { timeout: 5000 })).toBeTruthy();
    const tier = screen.getByRole('combobox', { name: /tier/i });
    const role = screen.getByRole('combobox', { name: /role/i });
    expect(role.getAttribute('aria-disabled')).toBe('true');
    expect(tier.getAttribute('aria-disabled')).toBeNull();

    fireEvent.mouseDown(tier);
    fireEvent.click(await screen.findByRole('option', { name: 'Gold' }));
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    await waitFor(() => expect(log.some((c) => c.key === 'PUT /api/staff/members/m2')).toBe(true));
    expect(log.find((c) => c.key === 'PUT /api/staff/members/m2')?.body).toEqual({ tier: 'gold' });
  }, 15_000);

  it('shows the search icon as the list search’s adornment, and React reports no unknown prop while rendering it', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      // React passes a printf-style template and its values: fill it in so the failure reads as the console would.
      const [first, ...rest] = args.map(String);
      errors.push((first ?? '').replace(/%s/g, () => rest.shift() ?? '') + (rest.length ? ` ${rest.join(' ')}` : ''));
    });
    fakeApi({
      'GET /api/auth/profile': () => ({ status: 200, body: { data: { member: member('admin') } } }),
      'GET /api/staff/variants': () => ({ status: 200, body: [{ id: 'shuk', name: 'Shuk' }] }),
      'GET /api/staff/members': () => listReply('members', [row]),
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
