import { hydrated } from './support/site';
import { expect, type Page } from '@playwright/test';
import { siteUrl } from './support/env';
import { loggedInMember, test } from './support/members';

/**
 * Issue 22: a member submits a place; it waits (only the member sees it, marked); staff approve it in the console's
 * places queue; it then appears on its county page for everyone, guests included.
 */
const SHUK = (path: string) => siteUrl('shuk', path);
const DEMO_PASSWORD = 'demo-password-2026';

async function signInToConsole(page: Page, login: string) {
  await page.goto(SHUK('/staff'));
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Name or e-mail').fill(login);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('places', () => {
  test('a member submits a place, staff approve it in the console, it appears on its county page', async ({ a, b }) => {
    test.setTimeout(180_000);
    await loggedInMember(a.page, 'place_a', SHUK('/login'));
    const tag = Date.now().toString(36);
    const name = `Harbour car park ${tag}`;
    const county = `Testshire ${tag}`;

    await a.page.goto(SHUK('/dogging/submit'));
    await hydrated(a.page);
    const form = a.page.getByTestId('place-form');
    await form.getByLabel('Name of the place').fill(name);
    await form.getByLabel('County').fill(county);
    await form.getByLabel('Description').fill('A quiet car park by the harbour wall, screened by boat sheds.');
    await form.getByLabel('Directions').fill('Follow the signs for the harbour, then the last turning before the slipway.');
    await form.getByLabel('Parking').check();
    await form.getByRole('textbox', { name: 'Latitude' }).fill('50.7192');
    await form.getByRole('textbox', { name: 'Longitude' }).fill('-1.8808');
    await form.getByRole('button', { name: 'Submit for approval' }).click();

    // The member lands on the place's page, marked as waiting.
    await expect(a.page.getByRole('heading', { name })).toBeVisible();
    await expect(a.page.getByTestId('place-status').first()).toHaveText('Waiting for approval');
    const placeUrl = a.page.url();
    // Nobody else sees it yet.
    await b.page.goto(placeUrl);
    await expect(b.page.getByRole('heading', { name })).toHaveCount(0);

    // Staff approve it in the console.
    await signInToConsole(b.page, 'super');
    await b.page.getByRole('menuitem', { name: 'Places moderation' }).click();
    await b.page.getByRole('row').filter({ hasText: name }).click();
    await expect(b.page.getByText(county).first()).toBeVisible();
    const decided = b.page.waitForResponse((r) => /\/api\/staff\/places\/[0-9a-f-]{36}$/.test(r.url()) && r.request().method() === 'PUT', { timeout: 30_000 });
    await b.page.getByRole('button', { name: 'Approve' }).click();
    expect((await decided).status()).toBe(200);

    // A guest finds it on its county page and opens it.
    const guest = await b.page.context().browser()!.newContext();
    const page = await guest.newPage();
    await page.goto(placeUrl.replace(/\/[^/]+$/, ''));
    await page.getByRole('button', { name: 'I am 18 or over' }).click({ timeout: 10_000 }).catch(() => undefined);
    const card = page.getByTestId('place-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByTestId('place-coordinates')).toHaveText('50.71920, -1.88080');
    await expect(page.getByTestId('place-checkins-guest')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await guest.close();
  });
});
