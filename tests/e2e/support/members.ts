/**
 * Members of the browser tests that join as a visitor does: registered through the API, e-mail confirmed from the
 * welcome mail, logged in through the login form, each in a browser context of their own.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { registerViaApi, type NewMember } from './api';
import { API_ORIGIN, uniqueName } from './env';
import { confirmationLink } from './mail';

/** A fresh member whose e-mail is confirmed (by following the welcome mail's link in `page`). */
export async function confirmedMember(page: Page, prefix: string): Promise<NewMember> {
  const member = await registerViaApi(uniqueName(prefix));
  // Registered through the API on the default host, so the link in the welcome mail points there.
  await page.goto(await confirmationLink(member.email, API_ORIGIN));
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you, your e-mail address is confirmed.');
  return member;
}

/** Logs `member` in through the login form at `loginUrl`; done when the top bar names them. */
export async function logIn(page: Page, loginUrl: string, member: Pick<NewMember, 'name' | 'password'>): Promise<void> {
  await page.goto(loginUrl);
  const main = page.getByRole('main');
  await main.getByLabel('Member name or e-mail address').fill(member.name);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('topbar-member')).toContainText(member.name);
}

/** A fresh confirmed member (`confirmedMember`) logged in through the login form at `loginUrl` in `page`. */
export async function loggedInMember(page: Page, prefix: string, loginUrl: string): Promise<NewMember> {
  const member = await confirmedMember(page, prefix);
  await logIn(page, loginUrl, member);
  return member;
}

/** A browser context of its own (cookies, session) for one more member, and its page. */
async function memberContext(browser: Browser, viewport: { width: number; height: number } | null): Promise<MemberContext> {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

export interface MemberContext {
  context: BrowserContext;
  page: Page;
}

/**
 * Playwright's `test` with two members' browsers: `a` and `b`, each a context of its own (cookies, session) and
 * its page, made when a test asks for it and closed after the test whatever happens. A spec wanting another
 * window size says so with `test.use({ viewport })`.
 */
export const test = base.extend<{ a: MemberContext; b: MemberContext }>({
  a: async ({ browser, viewport }, use) => {
    const a = await memberContext(browser, viewport);
    await use(a);
    await a.context.close();
  },
  b: async ({ browser, viewport }, use) => {
    const b = await memberContext(browser, viewport);
    await use(b);
    await b.context.close();
  },
});
