/**
 * Screenshots to look at, not to diff: every main page at desktop (1280×800) and phone (375×812) size, saved as
 * test-results/screenshots/<size>-<page>.png (git-ignored). Runs in the normal run (tag @screenshots to run it
 * alone: `npx playwright test -c tests/e2e/playwright.config.ts --grep @screenshots`). Each shot also checks the
 * one thing a picture hides best: nothing makes the page scroll sideways.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/env';

const OUT = path.resolve(import.meta.dirname, '../../test-results/screenshots');
const DEMO_PASSWORD = 'demo-password-2026';

const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
} as const;

/** Waits for the logo and web fonts, checks there is no sideways scroll, and saves a full-page shot. */
async function shoot(page: Page, size: string, name: string) {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = Array.from(document.images).filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
  });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `${size} ${name}: the page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: path.join(OUT, `${size}-${name}.png`),
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
}

async function siteLogIn(page: Page, login: string) {
  await page.goto(siteUrl('shuk', '/login'));
  const main = page.getByRole('main');
  await main.getByLabel('Member name or e-mail address').fill(login);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('topbar-member')).toContainText(login);
}

for (const [size, device] of Object.entries(SIZES)) {
  test.describe(`screenshots at ${size} size`, { tag: '@screenshots' }, () => {
    test.use(device);

    test(`${size}: guest pages, the stories brand and the 404 page`, async ({ page }) => {
      await page.goto(siteUrl('shuk'));
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sundown Hall' })).toBeVisible();
      await shoot(page, size, '01-shuk-home-guest');

      await page.goto(siteUrl('shuk', '/register'));
      await expect(page.getByRole('button', { name: 'Create my account' })).toBeVisible();
      await shoot(page, size, '02-register');

      await page.goto(siteUrl('shuk', '/login'));
      await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
      await shoot(page, size, '03-login');

      await page.goto(siteUrl('stsp'));
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Story Spire' })).toBeVisible();
      await shoot(page, size, '06-stsp-home-guest');

      await page.goto(siteUrl('shuk', '/no-such-page'));
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await shoot(page, size, '07-not-found');
    });

    test(`${size}: member home and security settings`, async ({ page }) => {
      await siteLogIn(page, 'platinum_uk');
      await expect(page.getByTestId('activity-page')).toBeVisible();
      await shoot(page, size, '04-shuk-activity-member');

      await page.goto(siteUrl('shuk'));
      await expect(page.getByTestId('member-name')).toHaveText('platinum_uk');
      await shoot(page, size, '04-shuk-home-member');

      await page.goto(siteUrl('shuk', '/settings/security'));
      await expect(page.getByRole('heading', { name: 'Where you are logged in' })).toBeVisible();
      await expect(page.getByText('This device')).toBeVisible();
      await shoot(page, size, '05-settings-security');
    });

    test(`${size}: staff console members list`, async ({ page }) => {
      await page.goto(siteUrl('shuk', '/staff'));
      const form = page.getByRole('form', { name: 'Staff sign-in' });
      await form.getByLabel('Name or e-mail').fill('admin');
      await form.getByLabel('Password').fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(form).toHaveCount(0);
      // On a phone the menu is folded away: open the list by its address, as a bookmark would — searched for the
      // demo member, who is no longer on the first page once the other specs' members have logged in.
      await page.goto(siteUrl('shuk', `/staff/members?filter=${encodeURIComponent(JSON.stringify({ q: 'gold_uk' }))}`));
      await expect(page.getByText('gold_uk@demo.community.localhost')).toBeVisible();
      await shoot(page, size, '08-staff-members');
    });
  });
}
