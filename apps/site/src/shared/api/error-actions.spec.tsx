import type { ApiError } from '@community/contracts';
import { translationsFor } from '@community/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFailureKind } from './errors';
import { ApiRequestError } from './errors';
import { decideErrorAction, isFollowableUrl, type ErrorContext } from './error-actions';
import { createErrorHandler, type ErrorHandlerDeps } from './handle-error';
import { createTranslator } from '../i18n/translator';

const guest: ErrorContext = { loggedIn: false, source: 'mutation' };
const member: ErrorContext = { loggedIn: true, source: 'mutation' };
const err = (statusCode: number, extra: Partial<ApiError> = {}): ApiError => ({ message: 'x', statusCode, ...extra });
const decide = (error: ApiError, context = guest, kind: ApiFailureKind = 'http') => decideErrorAction(kind, error, context);

describe('decideErrorAction: 403 flags (SPEC 8)', () => {
  it('mfa_required goes to /mfa', () => {
    expect(decide(err(403, { mfa_required: true }))).toEqual({ type: 'navigate', to: '/mfa' });
  });

  it('verification_required goes to the confirm page', () => {
    expect(decide(err(403, { verification_required: true }), member)).toEqual({ type: 'navigate', to: '/confirm' });
  });

  it('_setup and image_verification_required go to the given url', () => {
    expect(decide(err(403, { _setup: true, url: '/setup/2' }), member)).toEqual({ type: 'navigate', to: '/setup/2' });
    expect(decide(err(403, { image_verification_required: true, url: 'https://verify.example/start' }), member)).toEqual({
      type: 'redirect',
      url: 'https://verify.example/start',
    });
  });

  it('never follows a protocol-relative or script url', () => {
    expect(isFollowableUrl('//evil.example')).toBe(false);
    expect(isFollowableUrl('javascript:alert(1)')).toBe(false);
    expect(decide(err(403, { _setup: true, url: '//evil.example' }), member)).toEqual({ type: 'reject' });
  });

  it('message: and upgrade: prefixes', () => {
    expect(decide(err(403, { message: 'message:You are blocked' }), member)).toEqual({ type: 'toast', message: 'You are blocked' });
    expect(decide(err(403, { message: 'upgrade:messages' }), member)).toEqual({ type: 'upgrade', reason: 'messages' });
  });

  it('any other 403 sends guests to log in and leaves members to the caller', () => {
    expect(decide(err(403))).toEqual({ type: 'login' });
    expect(decide(err(403), member)).toEqual({ type: 'reject' });
  });
});

describe('decideErrorAction: statuses', () => {
  it.each([400, 401, 402, 422, 409, 429])('%i is rejected to the caller', (status) => {
    expect(decide(err(status))).toEqual({ type: 'reject' });
    expect(decide(err(status), { loggedIn: true, source: 'query' })).toEqual({ type: 'reject' });
  });

  it.each([500, 502, 503])('%i shows maintenance', (status) => {
    expect(decide(err(status))).toEqual({ type: 'maintenance' });
  });

  it('404 on page data: guests log in, members see not-found; on an action it is the caller’s', () => {
    expect(decide(err(404), { loggedIn: false, source: 'query' })).toEqual({ type: 'login' });
    expect(decide(err(404), { loggedIn: true, source: 'query' })).toEqual({ type: 'not-found' });
    expect(decide(err(404), member)).toEqual({ type: 'reject' });
  });

  it('a background query (navbar counts, banner) never moves the member, whatever its status', () => {
    const background: ErrorContext = { loggedIn: true, source: 'background' };
    for (const status of [403, 404, 500, 503]) expect(decide(err(status), background)).toEqual({ type: 'reject' });
    expect(decide(err(404), { loggedIn: false, source: 'background' })).toEqual({ type: 'reject' });
    expect(decide(err(0), background, 'network')).toEqual({ type: 'ignore' });
  });

  it('timeout toasts, status 0 is ignored', () => {
    expect(decide(err(0), guest, 'timeout')).toEqual({ type: 'timeout' });
    expect(decide(err(0), guest, 'network')).toEqual({ type: 'ignore' });
    expect(decide(err(0), guest, 'aborted')).toEqual({ type: 'ignore' });
  });
});

describe('createErrorHandler', () => {
  function setup(overrides: Partial<ErrorHandlerDeps> = {}) {
    const deps: ErrorHandlerDeps = {
      navigate: vi.fn(),
      assign: vi.fn(),
      reload: vi.fn(),
      toasts: { error: vi.fn(() => 'id'), info: vi.fn(() => 'id'), timeout: vi.fn(() => 'id') },
      openUpgrade: vi.fn(() => false),
      isLoggedIn: () => false,
      currentPath: () => '/settings/security?tab=1',
      saveRedirect: vi.fn(),
      isOffline: () => false,
      t: () => createTranslator(translationsFor('en_GB')),
      ...overrides,
    };
    return { deps, handle: createErrorHandler(deps) };
  }
  const apiError = (kind: ApiFailureKind, error: ApiError) => new ApiRequestError(kind, error);

  it('navigates to /mfa on mfa_required', () => {
    const { deps, handle } = setup({ currentPath: () => '/login' });
    handle(apiError('http', err(403, { mfa_required: true })), 'mutation');
    expect(deps.navigate).toHaveBeenCalledWith('/mfa', undefined);
  });

  it('saves the page before sending a guest to log in', () => {
    const { deps, handle } = setup();
    handle(apiError('http', err(403)), 'query');
    expect(deps.saveRedirect).toHaveBeenCalledWith('/settings/security?tab=1');
    expect(deps.navigate).toHaveBeenCalledWith('/login');
  });

  it('goes to maintenance remembering where the member was', () => {
    const { deps, handle } = setup();
    handle(apiError('http', err(503)), 'query');
    expect(deps.navigate).toHaveBeenCalledWith('/maintenance', { state: { from: '/settings/security?tab=1' } });
  });

  it('in development goes to /dev-error with the error instead of maintenance (SPEC 8)', () => {
    const { deps, handle } = setup({ devErrors: true });
    handle(apiError('http', err(500)), 'query');
    expect(deps.navigate).toHaveBeenCalledWith('/dev-error', {
      state: { from: '/settings/security?tab=1', error: { statusCode: 500, message: expect.any(String) } },
    });
  });

  it('toasts a timeout with the connection message when offline', () => {
    const { deps, handle } = setup({ isOffline: () => true });
    handle(apiError('timeout', err(0)), 'query');
    expect(deps.toasts.timeout).toHaveBeenCalledTimes(1);
    expect(deps.toasts.timeout).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'There seems to be a problem with your connection. Check it and try again.', refreshLabel: 'Refresh', onRefresh: deps.reload }),
    );
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('toasts a timeout with the unexpected-error message when online', () => {
    const { deps, handle } = setup();
    handle(apiError('timeout', err(0)), 'query');
    expect(deps.toasts.timeout).toHaveBeenCalledWith(expect.objectContaining({ message: 'An unexpected error occurred. Please try again.' }));
  });

  it('shows a 403 "message:" as an error toast for 30 s', () => {
    const { deps, handle } = setup({ isLoggedIn: () => true });
    handle(apiError('http', err(403, { message: 'message: You are blocked' })), 'mutation');
    expect(deps.toasts.error).toHaveBeenCalledWith('You are blocked', expect.objectContaining({ durationMs: 30_000 }));
  });

  it('opens the upgrade dialog for a 403 "upgrade:", or says so in a toast while there is no dialog', () => {
    const withDialog = setup({ isLoggedIn: () => true, openUpgrade: vi.fn(() => true) });
    withDialog.handle(apiError('http', err(403, { message: 'upgrade: send-message' })), 'mutation');
    expect(withDialog.deps.openUpgrade).toHaveBeenCalledWith('send-message');
    expect(withDialog.deps.toasts.info).not.toHaveBeenCalled();

    const without = setup({ isLoggedIn: () => true });
    without.handle(apiError('http', err(403, { message: 'upgrade: send-message' })), 'mutation');
    expect(without.deps.toasts.info).toHaveBeenCalledWith('Upgrade your membership to do that.', expect.anything());
  });

  it('does nothing for errors left to the caller', () => {
    const { deps, handle } = setup();
    expect(handle(apiError('http', err(422)), 'mutation')).toEqual({ type: 'reject' });
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.toasts.error).not.toHaveBeenCalled();
  });
});
