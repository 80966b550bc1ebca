import { expect, type Page } from '@playwright/test';
import { STRIPE_API_BASE, siteUrl } from './support/env';
import { logIn, loggedInMember, test } from './support/members';
import { DEMO_PASSWORD } from './support/site';

/**
 * Issue 6 in the browser, against the local Stripe stand-in (support/stripe-stand-in.mjs, payments on in test
 * mode): a member upgrades to Gold through 3-D Secure and sees the badge; a reader buys coins and tips a story's
 * author, and the author, watching in another browser, sees the balance in the user menu change live.
 */
const SHUK = (path: string) => siteUrl('shuk', path);
const STSP = (path: string) => siteUrl('stsp', path);

/** A demo story of the demo `writer` (apps/api/src/seed/stories.ts). */
const WRITER_STORY = '/stories/romance/the-last-tram-to-alfama';

/** The coin balance in the user menu (stories sites), as a number. */
async function menuBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('topbar-member').getByTestId('coin-balance').textContent()) ?? '';
  const digits = text.replace(/\D/g, '');
  expect(digits, `a balance in "${text}"`).not.toBe('');
  return Number(digits);
}

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('payments against the local Stripe stand-in', () => {
  test('a member upgrades to Gold through 3-D Secure and sees the Gold badge', async ({ page }) => {
    test.setTimeout(120_000);
    const member = await loggedInMember(page, 'pay_gold', SHUK('/login'));

    await page.goto(SHUK('/upgrade'));
    const gold = page.getByTestId('price-gold');
    await expect(gold).toBeVisible();
    await gold.getByRole('button', { name: 'Buy Gold' }).click();
    await expect(page).toHaveURL(/\/payment\/pay_\w+$/);
    const reference = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByTestId('payment-page')).toBeVisible();

    // Test mode: the card that asks for 3-D Secure sends the browser to the bank's page (the stand-in's).
    await page.getByRole('radio', { name: 'Card that asks for 3-D Secure' }).check();
    await page.getByTestId('pay').click();
    await expect(page).toHaveURL(new RegExp(`^${STRIPE_API_BASE.replace(/[.]/g, '\\.')}/3ds/pi_\\w+$`));
    await expect(page.getByRole('heading', { name: '3-D Secure test page' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    // Back on the site: /payment/threed-secure/<reference> reads the charge and lands on the paid payment.
    await expect(page).toHaveURL(SHUK(`/payment/${reference}`));
    await expect(page.getByTestId('payment-status')).toHaveText('Paid');
    await expect(page.getByTestId('payment-paid')).toBeVisible();

    // The subscription is Gold, paid by card, and the Gold member's star shows on the profile.
    await page.goto(SHUK('/payment/subscription'));
    await expect(page.getByTestId('subscription')).toContainText('Gold');
    await expect(page.getByTestId('subscription')).toContainText('Paid by card');
    await page.goto(SHUK(`/profile/${member.name}`));
    await expect(page.getByRole('main').getByLabel('Silver or Gold member')).toBeVisible();
  });

  test('a reader buys coins and tips a story author, who sees the balance change live', async ({ a: w, b: r }) => {
    test.setTimeout(150_000);
    // The author: the demo writer, watching the balance in the user menu.
    await logIn(w.page, STSP('/login'), { name: 'writer', password: DEMO_PASSWORD });
    await expect(w.page.getByTestId('topbar-member').getByTestId('coin-balance')).toBeVisible();
    const before = await menuBalance(w.page);
    // From here the author's page must not ask for the profile again: the new balance has to come over the socket.
    const profileFetches: string[] = [];
    w.page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/auth/profile') profileFetches.push(req.url());
    });

    // The reader buys the smallest pack with the Visa test card.
    await loggedInMember(r.page, 'pay_rd', STSP('/login'));
    await expect(r.page.getByTestId('topbar-member').getByTestId('coin-balance')).toHaveText('0');
    await r.page.goto(STSP('/coins'));
    await r.page.getByTestId('pack-coins-500').getByRole('button').click();
    await expect(r.page).toHaveURL(/\/payment\/pay_\w+$/);
    await expect(r.page.getByRole('radio', { name: 'Visa test card' })).toBeChecked();
    await r.page.getByTestId('pay').click();
    await expect(r.page.getByTestId('payment-paid')).toBeVisible();
    await expect(r.page.getByTestId('topbar-member').getByTestId('coin-balance')).toHaveText('500');

    // Tips 25 coins from the story page.
    await r.page.goto(STSP(WRITER_STORY));
    await r.page.getByTestId('tip').click();
    await r.page.locator('.mantine-SegmentedControl-root').getByText('25', { exact: true }).click();
    await r.page.getByRole('button', { name: 'Send 25 coins' }).click();
    await expect(r.page.getByText('You sent writer 25 coins. Thank you!')).toBeVisible();
    await expect(r.page.getByTestId('topbar-member').getByTestId('coin-balance')).toHaveText('475');

    // The author's menu changes without a reload (the notifications channel's coins.balance event).
    await expect.poll(() => menuBalance(w.page), { timeout: 15_000 }).toBe(before + 25);
    expect(profileFetches).toEqual([]);
  });
});
