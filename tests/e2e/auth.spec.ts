import { expect, test, type Page } from '@playwright/test';
import { confirmationLink } from './support/mail';
import { PASSWORD, siteUrl, uniqueName } from './support/env';

const SHUK = siteUrl('shuk').replace(/\/$/, '');

/** Fills the join form the way a visitor does, by the labels they read. */
async function fillRegisterForm(page: Page, member: { name: string; email: string }) {
  const main = page.getByRole('main');
  await main.getByLabel('Member name').fill(member.name);
  await main.getByLabel('E-mail address').fill(member.email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await main.getByLabel('Date of birth').fill('1990-05-17');
  await main.getByRole('radio', { name: 'Just me' }).check();
  await main.getByLabel('I am').selectOption({ label: 'Woman' });
}

async function logIn(page: Page, login: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Member name or e-mail address').fill(login);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main.getByRole('button', { name: 'Log in' }).click();
}

test.describe('joining and signing in on Sundown Hall UK', () => {
  test('a visitor joins, confirms the e-mail, logs in, stays logged in after a reload and logs out', async ({
    page,
  }) => {
    const name = uniqueName('join');
    const email = `${name}@e2e.example.com`;

    await page.goto(siteUrl('shuk', '/register'));
    await expect(page.getByRole('heading', { level: 1, name: 'Join Sundown Hall' })).toBeVisible();
    await fillRegisterForm(page, { name, email });
    await page.getByRole('button', { name: 'Create my account' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Check your e-mail to confirm your account' }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toContainText(email);

    const link = await confirmationLink(email, SHUK);
    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText('Thank you, your e-mail address is confirmed.');

    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${SHUK}/login`);
    await logIn(page, name, PASSWORD);

    // The server names the member's landing page (the activity feed), never the spent confirmation link.
    await expect(page).toHaveURL(`${SHUK}/activity`);
    await expect(page.getByTestId('activity-page')).toBeVisible();
    await expect(page.getByTestId('topbar-member')).toContainText(name);

    await page.goto(`${SHUK}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Signed in as ${name}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Signed in as ${name}`);
    await expect(page.getByTestId('topbar-member')).toContainText(name);

    await page.getByTestId('topbar-member').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sundown Hall' })).toBeVisible();
    // The welcome's own call to join (the explore box below may offer a second one when a guest can see nobody).
    await expect(page.getByRole('main').getByRole('link', { name: 'Join for free' }).first()).toBeVisible();
    await expect(page.getByTestId('member-name')).toHaveCount(0);

    // The session is gone on the server too, not just forgotten by the page.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sundown Hall' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  });

  test('a wrong password shows the server’s error on the login form', async ({ page }) => {
    await page.goto(siteUrl('shuk', '/login'));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await logIn(page, 'silver_uk', 'not-the-password-2026');
    const response = await answer;
    expect(response.status()).toBe(401);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBeTruthy();

    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL(`${SHUK}/login`);
    await expect(page.getByTestId('topbar-member')).toHaveCount(0);
  });

  test('joining with a name that is taken shows the error on the name field', async ({ page }) => {
    await page.goto(siteUrl('shuk', '/register'));
    const other = uniqueName('taken');
    await fillRegisterForm(page, { name: 'gold_uk', email: `${other}@e2e.example.com` });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/register'));
    await page.getByRole('button', { name: 'Create my account' }).click();
    const response = await answer;
    expect(response.status()).toBe(422);
    const body = (await response.json()) as { errors?: { field: string; message: string }[] };
    const nameError = body.errors?.find((error) => error.field === 'name')?.message;
    expect(nameError, JSON.stringify(body)).toBeTruthy();

    const nameField = page.getByRole('main').getByLabel('Member name');
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toHaveAccessibleDescription(new RegExp(escapeRegExp(nameError as string)));
    await expect(page.getByText(nameError as string)).toBeVisible();
    // Still on the form: nothing was created.
    await expect(page.getByRole('button', { name: 'Create my account' })).toBeVisible();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
