import { hydrated } from './support/site';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { siteUrl } from './support/env';
import { loggedInMember, test } from './support/members';

/**
 * Issue 23: a member verifies their ID. They start on /id-, see their code, upload the document's front and the
 * selfie, and send them; the preparation job runs; a checker opens the case in the staff console (photos side by
 * side, hints) and verifies it; the member's page turns to "Your ID is verified" live (the idVerified
 * notification refreshes their profile), with the notification's toast, and stays so after a reload.
 */
const SHUK = (path: string) => siteUrl('shuk', path);

async function photo(seed: number): Promise<Buffer> {
  let rects = '';
  for (let i = 0; i < 20; i++) {
    rects += `<rect x="${(seed * (i + 3) * 37) % 900}" y="${(seed * (i + 7) * 91) % 600}" width="${60 + ((seed + i * 13) % 140)}" height="${40 + ((seed * i) % 90)}" fill="rgb(${(seed * i) % 256},${(i * 71) % 256},${(seed + i * 29) % 256})"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700"><rect width="100%" height="100%" fill="#ddd"/>${rects}</svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

async function uploadSide(page: Page, side: string, seed: number): Promise<void> {
  const card = page.getByTestId(`id-side-${side}`);
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button').click();
  await (await chooser).setFiles({ name: `${side}.jpg`, mimeType: 'image/jpeg', buffer: await photo(seed) });
  await expect(card.getByText('Uploaded')).toBeVisible();
}

test.describe('ID verification', () => {
  test('a member sends their ID, a checker verifies it in the console, the member sees it live', async ({ a, b }) => {
    test.setTimeout(180_000);
    const member = await loggedInMember(a.page, 'idcheck', SHUK('/login'));
    const seed = Date.now() % 997;

    await a.page.goto(SHUK('/id-'));
    await hydrated(a.page);
    const card = a.page.getByTestId('id-page');
    await card.getByLabel('Date of birth, as on the document').fill('1990-01-01');
    await card.getByRole('button', { name: 'Continue' }).click();
    const code = (await a.page.getByTestId('id-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    await expect(a.page.getByTestId('id-send')).toBeDisabled();
    await uploadSide(a.page, 'front', seed);
    await uploadSide(a.page, 'selfie', seed + 5);
    await a.page.getByTestId('id-send').click();
    await expect(a.page.getByTestId('id-waiting')).toContainText('Your photos are with our ID checkers', { timeout: 30_000 });

    // A checker (super, every brand) opens the case in the console.
    await b.page.goto(SHUK('/staff'));
    const form = b.page.getByRole('form', { name: 'Staff sign-in' });
    await form.getByLabel('Name or e-mail').fill('super');
    await form.getByLabel('Password').fill('demo-password-2026');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await b.page.getByRole('menuitem', { name: 'ID checks' }).click();
    await b.page.getByRole('row').filter({ hasText: member.name }).click();
    await expect(b.page.getByText(code)).toBeVisible();
    await expect(b.page.getByRole('img', { name: `Document front of ${member.name}` })).toBeVisible();
    await expect(b.page.getByRole('img', { name: `Selfie with the code of ${member.name}` })).toBeVisible();
    // The photo really loads (decrypted for the checker's session).
    await expect.poll(() => b.page.getByRole('img', { name: `Document front of ${member.name}` }).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1000);
    await b.page.getByRole('button', { name: 'Verify' }).click();
    await expect(b.page.getByText('Verified: the member has their tick')).toBeVisible();
    // The purge job deletes the photos after the decision.
    await expect(async () => {
      await b.page.reload();
      await expect(b.page.getByText('Deleted after the decision')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // The member's open page follows the idVerified notification, without a reload.
    await expect(a.page.getByTestId('id-verified')).toContainText('Verified on', { timeout: 20_000 });
    await expect(a.page.getByText('Your ID is verified').first()).toBeVisible();
    await a.page.reload();
    await expect(a.page.getByTestId('id-verified')).toBeVisible();
  });
});
