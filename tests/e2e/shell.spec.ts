/**
 * The member site's shell in a real browser against the built app (issue 3, "Tests that prove it"): the age
 * gate, dark mode's first paint, the mobile navbar, modals and history, the 404 page, the login guard, the
 * header adverts, the footer button and the maintenance page. Each test checks the opposite case too, so it
 * fails when the behaviour is missing rather than passing by accident.
 */
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/env';
import { forceApiAnswer, hrefPath, logInAs, renderedInBrowser, serverColorScheme } from './support/site';
import { variantFile } from './support/variants';

// The tests share nothing but the server (each has its own browser context): let both workers run them.
test.describe.configure({ mode: 'parallel' });

const shuk = variantFile('shuk');
const lush = variantFile('lush');
const stsp = variantFile('stsp');

/** Where the age gate sends a visitor who is not an adult (features/shell/AgeGate.tsx). */
const AGE_GATE_EXIT = 'https://www.google.com/';

const ageGate = (page: Page) => page.getByRole('dialog', { name: 'Adults only' });

test.describe('the age gate (SPEC 4)', () => {
  // These visitors have not confirmed their age yet: no age-confirm cookie from the config.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('agreeing sets the cookie and closes it, and it stays closed after a reload', async ({ page, context }) => {
    await page.goto(siteUrl('shuk'));
    const gate = ageGate(page);
    await expect(gate).toBeVisible();
    await expect(gate).toContainText(`${shuk.brand.name} is for adults`);

    await gate.getByRole('button', { name: 'I am 18 or over' }).click();
    await expect(gate).toBeHidden();
    const cookie = (await context.cookies(siteUrl('shuk'))).find((c) => c.name === 'age-confirm');
    expect(cookie?.value).toBe('1');
    // A lifetime, not a session cookie (SPEC 9: about 9.6 hours).
    expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 9 * 3600);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${shuk.brand.name}` })).toBeVisible();
    await expect(ageGate(page)).toHaveCount(0);
  });

  test('Escape and a backdrop click do not close it; disagreeing leaves for the external site', async ({ page }) => {
    // The external site is answered here: the test proves where the browser went without leaving the machine.
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><p>elsewhere</p>' }),
    );
    await page.goto(siteUrl('lush', '/legal'));
    const gate = ageGate(page);
    await expect(gate).toBeVisible();

    await page.keyboard.press('Escape');
    await page.mouse.click(8, 8);
    // Give a close animation (300 ms) the time it would need, then check it is still there.
    await page.waitForTimeout(400);
    await expect(gate).toBeVisible();
    await expect(page).toHaveURL(siteUrl('lush', '/legal'));

    await gate.getByRole('button', { name: 'Take me away' }).click();
    await expect(page).toHaveURL(AGE_GATE_EXIT);
    await expect(page.getByText('elsewhere')).toBeVisible();
  });

  test('a member who is logged in does not see it', async ({ page }) => {
    await page.goto(siteUrl('shuk', '/login'));
    await ageGate(page).getByRole('button', { name: 'I am 18 or over' }).click();
    await logInAs(page, 'shuk', 'gold_uk', { open: false });
    await page.context().clearCookies({ name: 'age-confirm' });
    await page.reload();
    await expect(page.getByTestId('topbar-member')).toBeVisible();
    await expect(ageGate(page)).toHaveCount(0);
  });
});

test.describe('dark mode (SPEC 4)', () => {
  test('"On" survives a reload: the server paints the dark scheme before any script runs', async ({
    page,
    context,
  }) => {
    // The system says light, so only the stored choice can make the page dark.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(siteUrl('shuk', '/legal'));
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('radiogroup', { name: 'Dark mode' }).getByText('On', { exact: true }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect((await context.cookies(siteUrl('shuk'))).find((c) => c.name === 'dark')?.value).toBe('on');

    // The HTML as the server sent it already carries the scheme.
    const reloaded = await page.reload();
    expect(serverColorScheme(await reloaded!.text())).toBe('dark');
    await expect(footer.getByRole('radio', { name: 'On' })).toBeChecked();

    // And with every script blocked, the first paint is dark: attribute and background both. Leave the running
    // page first: blocked scripts would fail its next lazy chunk, and its reload-on-chunk-error would abort the goto.
    await page.goto('about:blank');
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(siteUrl('shuk', '/login'), { waitUntil: 'domcontentloaded' });
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await page.unroute('**/*.js');

    // "Off" is remembered the same way.
    await page.goto(siteUrl('shuk', '/legal'));
    await page
      .getByRole('contentinfo')
      .getByRole('radiogroup', { name: 'Dark mode' })
      .getByText('Off', { exact: true })
      .click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    const again = await page.reload();
    expect(serverColorScheme(await again!.text())).toBe('light');
  });
});

test.describe('at phone width (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the mobile navbar shows; its side menu slides in, closes, and closes when a link is followed', async ({
    page,
  }) => {
    await page.goto(siteUrl('shuk'));
    await expect(page.getByTestId('desktop-nav')).toBeHidden();
    const burger = page.getByTestId('mobile-burger');
    await expect(burger).toBeVisible();

    await burger.click();
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link').first()).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await burger.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Forum' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(siteUrl('shuk', '/forum'));
    await expect(page.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
  });
});

test('at desktop width the desktop menu shows and the burger does not', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('shuk'));
  await expect(page.getByTestId('desktop-nav')).toBeVisible();
  await expect(page.getByTestId('mobile-burger')).toBeHidden();
});

test.describe('modals (SPEC 2 overlays)', () => {
  test('the footer’s join prompt closes on Escape, on browser back and on a backdrop click', async ({ page }) => {
    const here = siteUrl('shuk', '/legal');
    await page.goto(here);
    const button = page.getByTestId('footer-button');
    await expect(button).toHaveText('Join today');
    const prompt = page.getByRole('dialog', { name: `Join ${shuk.brand.name}` });

    await button.click();
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();

    await button.click();
    await expect(prompt).toBeVisible();
    await page.goBack();
    await expect(prompt).toBeHidden();
    // Back closed the dialog; it did not leave the page.
    await expect(page).toHaveURL(here);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await button.click();
    await expect(prompt).toBeVisible();
    await page.getByTestId('modal-backdrop').click({ position: { x: 8, y: 8 } });
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(here);

    // Following its link replaces the dialog's history entry: back returns to the page, not to a dead dialog.
    await button.click();
    await prompt.getByRole('link', { name: 'Join' }).click();
    await expect(page).toHaveURL(siteUrl('shuk', '/register'));
    await expect(prompt).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(here);
    await expect(prompt).toBeHidden();
  });

  test('an upgrade dialog opened by a 403 upgrade:<reason> ignores backdrop clicks, and Escape closes it', async ({
    page,
  }) => {
    // Payments are off everywhere, so no member can open it from a button today: the API's refusal does.
    // On the first page of the visit, too: the refusal arrives before the overlays' chunk has mounted.
    const answered = await forceApiAnswer(page, '/api/stories/genres', 403, 'upgrade:stories');
    await renderedInBrowser(page, siteUrl('shuk', '/stories'));
    await page.goto(siteUrl('shuk', '/stories'));
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('upgrade-dialog') });
    await expect(dialog).toBeVisible();
    expect(answered.length).toBeGreaterThan(0);
    await expect(page.getByTestId('upgrade-dialog')).toHaveAttribute('data-reason', 'stories');

    await page.getByTestId('modal-backdrop').click({ position: { x: 8, y: 8 } });
    await page.waitForTimeout(400);
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(siteUrl('shuk', '/stories'));
  });
});

test('an unknown path answers HTTP 404 and says the page could not be found, on other brands too', async ({ page }) => {
  for (const variant of [lush, stsp]) {
    const response = await page.goto(siteUrl(variant.code, '/definitely/not/here'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page).toHaveTitle((variant.meta.titleTemplate ?? '%s').replace('%s', 'Page Not Found'));
  }
  // A known path of the same shape is not a 404: the table decides, not the number of segments.
  const known = await page.goto(siteUrl('lush', '/legal/privacy-policy'));
  expect(known?.status()).toBe(200);
});

test('a login-required page sends a guest to log in, and back to that page after logging in', async ({ page }) => {
  await page.goto(siteUrl('shuk', '/settings/security'));
  await expect(page).toHaveURL(siteUrl('shuk', '/login'));
  await logInAs(page, 'shuk', 'free_uk', { open: false });
  await expect(page).toHaveURL(siteUrl('shuk', '/settings/security'));
  await expect(page.getByRole('heading', { name: 'Where you are logged in' })).toBeVisible();
});

test('header adverts appear on lush and not on shuk', async ({ page }) => {
  await page.goto(siteUrl('lush', '/forum'));
  await expect(page.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
  const headerAdvert = page.locator('[data-slot="header-advert"] [data-advert="header"]');
  await expect(headerAdvert).toBeVisible();
  await expect(headerAdvert).toContainText('Advertisement');

  // Not on the excluded routes (SPEC 6), even on lush.
  await page.goto(siteUrl('lush', '/legal/privacy-policy'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-advert]')).toHaveCount(0);

  await page.goto(siteUrl('shuk', '/forum'));
  await expect(page.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
  await expect(page.locator('[data-advert]')).toHaveCount(0);
  expect(lush.code).toBe('lush');
});

test.describe('the footer’s main button (SPEC 2 Footer)', () => {
  test('a guest sees "Join today" on the community and the stories site', async ({ page }) => {
    for (const code of ['shuk', 'stsp']) {
      await page.goto(siteUrl(code, '/legal'));
      await expect(page.getByTestId('footer-button')).toHaveText('Join today');
    }
  });

  test('a member sees "Upgrade" when they can upgrade, else "Get chatting" to the chat', async ({ page }) => {
    await logInAs(page, 'shuk', 'free_uk');
    // What the site itself was told (the browser's session; Node cannot resolve *.localhost).
    const canUpgrade = await page.evaluate(async () => {
      const body = (await (await fetch('/api/auth/profile')).json()) as {
        data: { permissions: { canUpgrade: boolean } };
      };
      return body.data.permissions.canUpgrade;
    });
    await page.goto(siteUrl('shuk', '/legal'));
    const button = page.getByTestId('footer-button');
    if (canUpgrade) {
      // Payments are on (the e2e server pays through the local Stripe stand-in), so a free member can upgrade.
      await expect(button).toHaveText('Upgrade');
      // The dialog registers once the overlays' lazy chunk has loaded; a click before that falls back to the
      // upgrade page with the same reason, so come back and click again until the dialog answers.
      await expect(async () => {
        if (new URL(page.url()).pathname !== '/legal') await page.goBack();
        await button.click();
        await expect(page.getByTestId('upgrade-dialog')).toHaveAttribute('data-reason', 'footer', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    } else {
      // Payments off (no Stripe keys): no member can upgrade.
      await expect(button).toHaveText('Get chatting');
      expect(await hrefPath(page, button)).toBe('/chat/enter');
    }
  });

  test('a member of the stories site sees "Write a story", linking to the story editor', async ({ page }) => {
    // A member who cannot upgrade (staff: the stories site's editor); one who can sees "Upgrade" (above).
    await logInAs(page, 'stsp', 'editor');
    await page.goto(siteUrl('stsp', '/legal'));
    const button = page.getByTestId('footer-button');
    await expect(button).toHaveText('Write a story');
    expect(await hrefPath(page, button)).toBe('/stories/create');
  });
});

test('a 503 from the API shows the maintenance page, and "Try again" returns to the page', async ({ page }) => {
  const answered = await forceApiAnswer(page, '/api/stories', 503, 'Service Unavailable');
  await renderedInBrowser(page, siteUrl('shuk', '/stories'));
  await page.goto(siteUrl('shuk', '/stories'));
  await expect(page.getByRole('heading', { name: 'We will be back soon' })).toBeVisible();
  expect(answered.length).toBeGreaterThan(0);

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(siteUrl('shuk', '/stories'));
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
});
