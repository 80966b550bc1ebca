import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { siteUrl, uniqueName } from './support/env';
import { logInAs } from './support/site';

/**
 * Issue 8: a member uploads three photos with visible progress into an album they make private, invites a
 * friend; once a moderator has approved the photos the friend accepts and opens one in the viewer; a stranger
 * sees only the locked album and cannot fetch the picture by its address.
 */
const SHUK = (path: string) => siteUrl('shuk', path);

async function photo(hue: number): Promise<Buffer> {
  // Large enough (2400×1800, noisy) that the upload takes a moment and its progress shows.
  const noise = Buffer.alloc(600 * 450 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919 + hue * 104729) % 256;
  return sharp(noise, { raw: { width: 600, height: 450, channels: 3 } }).resize(2400, 1800).modulate({ hue }).jpeg({ quality: 95 }).toBuffer();
}

/** An API call from inside the page (same origin, its cookies and CSRF token): Node cannot resolve `*.localhost`. */
async function call(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
      const res = await fetch(p as string, { method: m as string, headers: { 'content-type': 'application/json', 'x-xsrf-token': token }, body: b === undefined ? undefined : JSON.stringify(b) });
      const text = await res.text();
      return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    [method, path, body] as const,
  );
}

async function member(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInAs(page, 'shuk', name);
  return page;
}

test('a private album is shared with an invited friend and no one else', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await member(browser, 'gold_uk');
  const album = uniqueName('Album');

  await owner.goto(SHUK('/profile/gold_uk/media/albums'));
  await owner.getByRole('button', { name: 'New album' }).click();
  const form = owner.getByTestId('album-form');
  await form.getByLabel('Name').fill(album);
  await form.getByRole('combobox', { name: 'Who can see it' }).click();
  await owner.getByRole('option', { name: 'Only me and people I invite' }).click();
  await form.getByRole('button', { name: 'Create album' }).click();
  await expect(owner.getByRole('heading', { level: 3, name: album })).toBeVisible();
  const albumId = new URL(owner.url()).searchParams.get('album');
  expect(albumId).toBeTruthy();

  // Three photos, each with its own progress bar, uploaded into the album.
  await owner.getByTestId('upload-input').setInputFiles(await Promise.all([0, 120, 240].map(async (hue, i) => ({ name: `photo-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: await photo(hue) }))));
  await expect(owner.getByRole('progressbar', { name: /^Uploading photo-\d\.jpg$/ })).toHaveCount(3);
  await expect(owner.locator('[data-testid=upload-row][data-state=done]')).toHaveCount(3, { timeout: 60_000 });
  await expect(owner.getByTestId('media-thumb')).toHaveCount(3);
  await expect(owner.getByText('Pending').first()).toBeVisible();

  const sharing = owner.getByTestId('album-sharing');
  await sharing.getByLabel('Invite a member').fill('silver_uk');
  await sharing.getByRole('button', { name: 'Invite' }).click();
  await expect(sharing.getByRole('link', { name: 'silver_uk' })).toBeVisible();

  // A moderator approves the three (the staff console's queue; here through its API).
  const list = await call(owner, 'GET', `/api/media?owner=gold_uk&album=${albumId}`);
  const ids = (list.json as { data: { items: { id: string }[] } }).data.items.map((i) => i.id);
  expect(ids).toHaveLength(3);
  const moderator = await member(browser, 'moderator');
  for (const id of ids) expect((await call(moderator, 'PUT', `/api/staff/media/${id}`, { status: 'approved' })).status).toBe(200);

  // The friend accepts and opens a photo of the album in the viewer.
  const friend = await member(browser, 'silver_uk');
  await friend.goto(SHUK('/profile/silver_uk/media/invites'));
  const invitation = friend.getByTestId('invite-received').filter({ hasText: album });
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await friend.getByTestId('invite-granted').filter({ hasText: album }).getByRole('link', { name: 'Open album' }).click();
  await friend.getByTestId('media-thumb').first().click();
  const viewer = friend.getByTestId('media-viewer');
  await expect(viewer.getByTestId('viewer-position')).toHaveText('1 of 3');
  await friend.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('viewer-position')).toHaveText('2 of 3');
  const image = viewer.getByTestId('viewer-image');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = (await image.getAttribute('src')) ?? '';

  // A stranger: the album is locked, and the picture's plain address is not found.
  const stranger = await member(browser, 'free_uk');
  await stranger.goto(SHUK(`/profile/gold_uk/media?album=${albumId}`));
  await expect(stranger.getByTestId('album-locked')).toBeVisible();
  await expect(stranger.getByTestId('media-thumb')).toHaveCount(0);
  expect((await call(stranger, 'GET', src.split('?')[0]!)).status).toBe(404);
  expect((await call(stranger, 'GET', `/api/media?owner=gold_uk&album=${albumId}`)).status).toBe(403);
});
