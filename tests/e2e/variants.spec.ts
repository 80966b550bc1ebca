import { expect, test } from '@playwright/test';
import { siteUrl } from './support/env';
import { variantFile } from './support/variants';

const shuk = variantFile('shuk');
const stsp = variantFile('stsp');

test.describe('brands and pages', () => {
  test('the stories brand shows its own name, logo and title, not Sundown Hall’s', async ({ page }) => {
    expect(stsp.brand.alt).not.toBe(shuk.brand.alt);
    expect(stsp.meta.title).not.toBe(shuk.meta.title);

    await page.goto(siteUrl('stsp'));
    const logo = page.getByRole('banner').getByRole('img', { name: stsp.brand.alt, exact: true });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', /\/brand\/stsp\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${stsp.brand.name}`);
    await expect(page).toHaveTitle(stsp.meta.title);
    await expect(page.getByRole('img', { name: shuk.brand.alt, exact: true })).toHaveCount(0);

    await page.goto(siteUrl('shuk'));
    await expect(page.getByRole('banner').getByRole('img', { name: shuk.brand.alt, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(shuk.meta.title);
  });

  test('an unknown path answers 404 and says the page could not be found', async ({ page }) => {
    const response = await page.goto(siteUrl('shuk', '/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveTitle((shuk.meta.titleTemplate ?? '%s').replace('%s', 'Page Not Found'));

    // The way back works.
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${shuk.brand.name}`);
  });
});
