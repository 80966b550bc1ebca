import { expect } from '@playwright/test';
import { PORT, siteUrl } from './support/env';
import { loggedInMember, test } from './support/members';

/**
 * Issue 25 in the browser: `swbw` is the variant switched to the hosted-form processor (`payments.gateway:
 * hosted` in variants/swbw.json). The e2e server runs like `npm start` (demo mode), so the app starts the
 * processor's local stand-in itself on loopback (PORT + 20000), which shows its card form and posts its signed
 * postbacks back to the app. A member upgrades through that form and comes back as Gold — the return page waits
 * for the processor's postback; the return itself grants nothing.
 */
const SWBW = (path: string) => siteUrl('swbw', path);
const STAND_IN = `http://127.0.0.1:${PORT + 20_000}`;

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('payments through the hosted processor’s form (local stand-in)', () => {
  test('a member upgrades to Gold on the processor’s form and returns as Gold', async ({ page }) => {
    test.setTimeout(120_000);
    const member = await loggedInMember(page, 'pay_host', SWBW('/login'));

    await page.goto(SWBW('/upgrade'));
    const gold = page.getByTestId('price-gold');
    await expect(gold).toBeVisible();
    await gold.getByRole('button', { name: 'Buy Gold' }).click();
    await expect(page).toHaveURL(/\/payment\/pay_\w+$/);
    const reference = new URL(page.url()).pathname.split('/').pop()!;
    // No test cards of ours: the card is entered on the processor's page.
    await expect(page.getByTestId('pay')).toHaveCount(0);
    await page.getByTestId('hosted-continue').click();

    // The processor's hosted form (the stand-in), with the signed request's price.
    await expect(page).toHaveURL(new RegExp(`^${STAND_IN.replace(/[.]/g, '\\.')}/form/`));
    await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
    await expect(page.getByTestId('hosted-amount')).toContainText('17.99 GBP now');
    // A declined card first: the form says so and lets the member try another.
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('alert')).toContainText('declined');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay now' }).click();

    // Back on the site: the payment's page waits for the processor's postback, then shows it paid.
    await expect(page).toHaveURL(SWBW(`/payment/${reference}?returned=1`));
    await expect(page.getByTestId('payment-status')).toHaveText('Paid', { timeout: 20_000 });
    await expect(page.getByTestId('payment-paid')).toBeVisible();

    await page.goto(SWBW('/payment/subscription'));
    await expect(page.getByTestId('subscription')).toContainText('Gold');
    await page.goto(SWBW(`/profile/${member.name}`));
    await expect(page.getByRole('main').getByLabel('Silver or Gold member')).toBeVisible();
  });
});
