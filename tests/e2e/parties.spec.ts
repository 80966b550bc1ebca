import { hydrated } from './support/site';
import { expect, type Page } from '@playwright/test';
import { siteUrl } from './support/env';
import { loggedInMember, test } from './support/members';

/**
 * Issue 21: a host creates a party with a cap of 2; three members ask to come; the host approves two and the
 * third goes on the waiting list; one approved guest cancels, and the waiting member is promoted and sees the
 * notification arrive live (a toast, no reload), then the address on the party page.
 */
const SHUK = (path: string) => siteUrl('shuk', path);

async function askToCome(page: Page, url: string, message: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  const box = page.getByTestId('party-request');
  await box.getByLabel('A message to the host (optional)').fill(message);
  await box.getByRole('button', { name: 'Ask to come' }).click();
  await expect(page.getByTestId('party-attendance-status')).toHaveText('Your request is waiting for the host');
}

test.describe('parties', () => {
  test('cap of 2: two approved, one waits; a cancellation promotes the waiting member, who is told live', async ({ a, b, browser }) => {
    test.setTimeout(240_000);
    await loggedInMember(a.page, 'party_host', SHUK('/login'));
    const ben = await loggedInMember(b.page, 'party_b', SHUK('/login'));
    const title = `Garden party ${Date.now().toString(36)}`;

    // The host creates the party through the form.
    await a.page.goto(SHUK('/parties/create'));
    await hydrated(a.page);
    const form = a.page.getByTestId('party-form');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Drinks in the garden.');
    await form.getByTestId('party-place').click();
    await a.page.keyboard.type('London');
    await a.page.getByRole('option', { name: /^London/ }).first().click();
    await form.getByLabel('Address').fill('12 Secret Lane');
    await form.getByLabel('Guest limit').fill('2');
    await form.getByRole('button', { name: 'Create the party' }).click();
    await expect(a.page.getByTestId('party-page')).toContainText(title);
    await expect(a.page.getByTestId('party-address')).toHaveText('12 Secret Lane');
    const partyUrl = a.page.url().replace(/[?#].*$/, '');

    // Three members ask to come; none sees the address yet.
    const others = [];
    for (const prefix of ['party_c', 'party_d']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const member = await loggedInMember(page, prefix, SHUK('/login'));
      others.push({ context, page, member });
    }
    const [carl, dora] = others as [(typeof others)[number], (typeof others)[number]];
    try {
      await askToCome(b.page, partyUrl, 'Hello from Ben');
      await askToCome(carl.page, partyUrl, 'Hello from Carl');
      await askToCome(dora.page, partyUrl, 'Hello from Dora');
      await expect(dora.page.getByTestId('party-address')).toHaveCount(0);

      // The host approves Ben and Carl, then Dora: the party is full, so she goes on the waiting list.
      await a.page.goto(`${partyUrl}/attendees`);
      const row = (name: string) => a.page.getByTestId('party-attendee').filter({ hasText: name });
      for (const name of [ben.name, carl.member.name, dora.member.name]) {
        await row(name).getByRole('button', { name: 'Approve' }).click();
      }
      await expect(row(ben.name)).toContainText('Coming');
      await expect(row(carl.member.name)).toContainText('Coming');
      await expect(row(dora.member.name)).toContainText('Waiting list');
      await expect(a.page.getByText('2 of 2 coming')).toBeVisible();

      // Dora watches the party page; Ben cancels; Dora is promoted and told live.
      await dora.page.goto(partyUrl);
      await expect(dora.page.getByTestId('party-attendance-status')).toHaveText('You are on the waiting list');
      await b.page.goto(partyUrl);
      await expect(b.page.getByTestId('party-address')).toHaveText('12 Secret Lane');
      await b.page.getByRole('button', { name: 'Cancel my place' }).click();
      await b.page.getByRole('dialog').getByRole('button', { name: 'Cancel my place' }).click();
      await expect(b.page.getByTestId('party-request')).toBeVisible();
      await expect(dora.page.getByText('A place opened up: you are now on the guest list')).toBeVisible({ timeout: 15_000 });
      await dora.page.reload();
      await expect(dora.page.getByTestId('party-attendance-status')).toHaveText('You are on the guest list');
      await expect(dora.page.getByTestId('party-address')).toHaveText('12 Secret Lane');
    } finally {
      for (const o of others) await o.context.close();
    }
  });
});
