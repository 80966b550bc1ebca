import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { registerViaApi } from './support/api';
import { API_ORIGIN, siteUrl, uniqueName } from './support/env';
import { DEMO_PASSWORD, logInAs } from './support/site';

async function signInToConsole(page: Page, login: string, password: string) {
  await page.goto(siteUrl('shuk', '/staff'));
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Name or e-mail').fill(login);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/You are signed in as/)).toBeVisible();
}

/** Super (through the API, on shuk) gives a freshly registered member a staff role: a shuk support agent. */
async function makeStaff(name: string, role: 'support' | 'editor'): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: API_ORIGIN });
  try {
    await api.get('/', { headers: { accept: 'text/html' } });
    const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    expect((await api.post('/api/auth/login', { headers: { 'x-xsrf-token': xsrf }, data: { login: 'super', password: DEMO_PASSWORD } })).status()).toBe(200);
    const token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const found = await api.get(`/api/staff/members?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
    const [member] = (await found.json()) as Array<{ id: string }>;
    const res = await api.put(`/api/staff/members/${member!.id}`, { headers: { 'x-xsrf-token': token }, data: { role } });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

test.describe('support tickets', () => {
  test('a member opens a ticket, support replies in the console, the member sees the reply and the notification', async ({ browser }) => {
    const agent = await registerViaApi(uniqueName('agent'));
    await makeStaff(agent.name, 'support');
    const subject = `Charged twice ${uniqueName('t')}`;

    // The member, on the site.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await logInAs(member, 'shuk', 'gold_uk');
    await member.goto(siteUrl('shuk', '/tickets/create'));
    await member.getByRole('combobox', { name: /What is it about/ }).click();
    await member.getByRole('option', { name: 'Payments and billing' }).click();
    await member.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await member.getByRole('textbox', { name: 'Your message' }).fill('I was charged twice for Gold on Monday.');
    // The bank statement as a PDF (checked by its bytes on the server, served only to the member and staff).
    await member.locator('input[type="file"]').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await member.getByRole('button', { name: 'Send to support' }).click();
    await expect(member.getByRole('heading', { name: subject })).toBeVisible();
    await expect(member.getByRole('link', { name: 'Attachment: statement.pdf' })).toBeVisible();
    const reference = /\/tickets\/(T-\d{4}-\d{6})$/.exec(member.url())?.[1];
    expect(reference).toBeTruthy();

    // Support, in the console.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInToConsole(staff, agent.name, agent.password);
    await staff.getByRole('menuitem', { name: 'Support tickets' }).click();
    await staff.getByPlaceholder('Reference or subject').fill(reference!);
    const row = staff.getByRole('row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await row.click();
    await expect(staff.getByText('I was charged twice for Gold on Monday.')).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Attachment: statement.pdf' })).toBeVisible();
    await staff.getByRole('textbox', { name: 'Reply to the member' }).fill('We refunded the second payment.');
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await expect(staff.getByText('We refunded the second payment.')).toBeVisible();
    await staff.getByLabel('Internal note').check();
    await staff.getByRole('textbox', { name: /Internal note/ }).fill('Refund id re_123 in Stripe.');
    await staff.getByRole('button', { name: 'Add note' }).click();
    await expect(staff.getByText('Refund id re_123 in Stripe.')).toBeVisible();

    // The member sees the reply (not the note) and the notification, after a reload.
    await member.reload();
    await expect(member.getByText('We refunded the second payment.')).toBeVisible();
    await expect(member.getByText('Refund id re_123 in Stripe.')).toHaveCount(0);
    await expect(member.getByRole('button', { name: /Notifications \(\d+\)/ })).toBeVisible();
    await member.getByTestId('notifications-dropdown').click();
    await expect(member.getByTestId('notifications-menu')).toContainText(reference!);

    await memberContext.close();
    await staffContext.close();
  });

  test('an editor cannot open the tickets resource and support cannot open payments', async ({ page }) => {
    const editor = await registerViaApi(uniqueName('ed'));
    await makeStaff(editor.name, 'editor');
    await signInToConsole(page, editor.name, editor.password);
    await expect(page.getByRole('menuitem', { name: 'Support tickets' })).toHaveCount(0);
    await page.goto(siteUrl('shuk', '/staff/tickets'));
    await expect(page.getByText(/Access denied|not authorized|You do not have access/i).first()).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(0);

    await page.context().clearCookies();
    const agent = await registerViaApi(uniqueName('sup'));
    await makeStaff(agent.name, 'support');
    await signInToConsole(page, agent.name, agent.password);
    await expect(page.getByRole('menuitem', { name: 'Support tickets' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Payments' })).toHaveCount(0);
    await page.goto(siteUrl('shuk', '/staff/payments'));
    await expect(page.getByText(/Access denied|not authorized|You do not have access/i).first()).toBeVisible();
  });
});
