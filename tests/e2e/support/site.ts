/**
 * Helpers for the site shell's browser tests (shell.spec.ts, a11y.spec.ts): logging a demo member in through
 * the login form, answering one API call with a forced status, and reading what the server painted.
 */
import { expect, type Page, type Request, type Route } from '@playwright/test';
import { siteUrl } from './env';

/** The password of every demo account (README "Demo logins"). */
export const DEMO_PASSWORD = 'demo-password-2026';

/** Logs a demo member in on a variant through the login form, as a visitor does. */
export async function logInAs(page: Page, variant: string, name: string, opts: { open?: boolean } = {}): Promise<void> {
  if (opts.open !== false) await page.goto(siteUrl(variant, '/login'));
  const main = page.getByRole('main');
  await main.getByLabel('Member name or e-mail address').fill(name);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('topbar-member')).toBeVisible();
}

/** True for a request to exactly this API path (`/api/...`), whatever its query. */
export const apiPath =
  (pathname: string) =>
  (url: URL): boolean =>
    url.pathname === pathname;

/**
 * Serves the page at `url` as the server does when it falls back to rendering in the browser: the server's
 * rendering and its dehydrated data (`#ssr`) are taken out, so the page's own API calls go from the browser
 * (where `forceApiAnswer` can answer them). The server renders pages with the API in-process (issue 18), which a
 * browser route never sees.
 */
export async function renderedInBrowser(page: Page, url: string): Promise<void> {
  await page.route(url, async (route: Route) => {
    // Node does not resolve *.localhost: ask the loopback address with the variant's Host.
    const wanted = new URL(route.request().url());
    const response = await route.fetch({ url: `http://127.0.0.1:${wanted.port}${wanted.pathname}${wanted.search}`, headers: { ...route.request().headers(), host: wanted.host } });
    const html = (await response.text()).replace(/<script type="application\/json" id="ssr">[\s\S]*?<\/script>/, '');
    await route.fulfill({ response, body: html });
  });
}

/**
 * Answers every request to one API path with this status and body (SPEC 8's error shape), and returns the
 * requests it answered so a test can prove the page really asked.
 */
export async function forceApiAnswer(
  page: Page,
  pathname: string,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): Promise<Request[]> {
  const answered: Request[] = [];
  await page.route(apiPath(pathname), async (route: Route) => {
    answered.push(route.request());
    await route.fulfill({ status, json: { message, statusCode: status, code: `e2e_forced_${status}`, ...extra } });
  });
  return answered;
}

/** The `data-mantine-color-scheme` attribute of the `<html>` element in a page's HTML as the server sent it. */
export function serverColorScheme(html: string): string | null {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  return /data-mantine-color-scheme="([^"]*)"/.exec(tag)?.[1] ?? null;
}

/** The first link's path of a `<a href>`, relative to the site. */
export async function hrefPath(page: Page, selector: ReturnType<Page['locator']>): Promise<string> {
  const href = await selector.getAttribute('href');
  return new URL(href ?? '', page.url()).pathname;
}

/**
 * Waits until the browser has taken the server-rendered page over (main.tsx removes `data-hydrating`). Typing into
 * a server-drawn field before then is lost (React has no handler yet; a controlled field keeps its state's value):
 * call it after `goto` before filling a form.
 */
export async function hydrated(page: import('@playwright/test').Page): Promise<void> {
  await page.locator('html:not([data-hydrating])').waitFor({ state: 'attached' });
}
