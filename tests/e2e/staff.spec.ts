import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, type NewMember } from './support/api';
import { siteUrl, uniqueName } from './support/env';

const DEMO_PASSWORD = 'demo-password-2026';

async function signInToConsole(page: Page, login: string, password: string) {
  await page.goto(siteUrl('shuk', '/staff'));
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await expect(form.getByRole('heading', { name: 'Staff console' })).toBeVisible();
  await form.getByLabel('Name or e-mail').fill(login);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('staff console', () => {
  let member: NewMember;

  test.beforeAll(async () => {
    member = await registerViaApi(uniqueName('staffsees'));
  });

  test('an admin signs in, opens Members and finds a member who just joined', async ({ page }) => {
    await signInToConsole(page, 'admin', DEMO_PASSWORD);

    await expect(page.getByRole('combobox', { name: /Brand/ })).toContainText('All brands');
    await page.getByRole('menuitem', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/staff\/members/);
    const search = page.getByPlaceholder('Name or e-mail');
    await expect(search).toBeVisible();
    await search.fill(member.name);

    const row = page.getByRole('row').filter({ hasText: member.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(member.email);
    await expect(row).toContainText('shuk');
    // The search narrowed the list to that member alone (plus the header row).
    await expect(page.getByRole('row')).toHaveCount(2);
  });

  test('a plain member is refused: the console is for staff only', async ({ page }) => {
    await signInToConsole(page, 'free_uk', DEMO_PASSWORD);
    await expect(page.getByText(/staff only/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Members' })).toHaveCount(0);
  });
});
