import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, installChunkReload, isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { ErrorPageBoundary } from './RouteErrorPage';
import { DevErrorPage, DevErrorView } from './DevErrorPage';
import { renderInProviders } from '../../test/render-in-providers';

function Broken(): never {
  throw new Error('the error page broke');
}

describe('error page fallback (SPEC 2)', () => {
  it('shows "An error occurred while showing the error page", both errors and a link home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorPageBoundary original={new Error('the page broke')} texts={{ title: 'An error occurred while showing the error page', details: 'Error details', home: 'Go to the home page' }}>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy();
    const details = screen.getByTestId('error-details').textContent ?? '';
    expect(details).toContain('Error: the page broke');
    expect(details).toContain('Error: the error page broke');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('failed chunk load (SPEC 4, 8)', () => {
  it('recognises the browsers’ chunk errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads once, at most once per 60 s', () => {
    const reload = vi.fn();
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    expect(reloadForChunkError(sessionStorage, 1_000_000, reload)).toBe(true);
    expect(reloadForChunkError(sessionStorage, 1_000_000 + 59_999, reload)).toBe(false);
    expect(reloadForChunkError(sessionStorage, 1_000_000 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("Vite's preload error reloads the page instead of failing, within the same limit", () => {
    const reload = vi.fn();
    const fakeWindow = Object.assign(new EventTarget(), { location: { reload }, sessionStorage });
    const stop = installChunkReload(fakeWindow as unknown as Window);
    const first = new Event('vite:preloadError', { cancelable: true });
    fakeWindow.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    fakeWindow.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('dev-error (SPEC 8: 500, 502, 503 in development)', () => {
  it('shows the status, the server’s message and the page it happened on', () => {
    renderInProviders(<DevErrorView error={{ statusCode: 502, message: 'Bad gateway from the API' }} from="/stories?page=2" />, { path: '/dev-error' });
    const details = screen.getByTestId('dev-error').textContent ?? '';
    expect(details).toContain('502 Bad gateway from the API');
    expect(details).toContain('/stories?page=2');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is the maintenance page outside the dev server', () => {
    renderInProviders(<DevErrorPage dev={false} />, { path: '/dev-error' });
    expect(screen.queryByTestId('dev-error')).toBeNull();
    expect(screen.getByRole('heading', { name: 'We will be back soon' })).toBeTruthy();
  });
});
