import { expect, request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import type { NewMember } from './support/api';
import { API_ORIGIN, siteUrl } from './support/env';
import { confirmedMember, logIn, test } from './support/members';

/**
 * Issue 7 end to end, on shuk (miles): a new member goes through setup (profile type, about, a photo with
 * sizes generated, location, looking-for), finds another member by distance and age, sends a friend request;
 * the other accepts from the notification; both see each other in friends; then one blocks the other and the
 * profile is gone from search.
 */
const SHUK = (path: string) => siteUrl('shuk', path);

/** Sets a member's place through the API, as the place picker does (login, geocomplete, PUT me/location). */
async function placeViaApi(member: NewMember, town: string) {
  const api = await playwrightRequest.newContext({ baseURL: API_ORIGIN });
  try {
    await api.get('/', { headers: { accept: 'text/html' } });
    const xsrf = () => api.storageState().then((s) => s.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
    const login = await api.post('/api/auth/login', { headers: { 'x-xsrf-token': await xsrf() }, data: { login: member.name, password: member.password } });
    expect(login.status(), await login.text()).toBe(200);
    const places = await api.get(`/api/location/geocomplete?q=${encodeURIComponent(town)}&country=GB`);
    expect(places.status()).toBe(200);
    const place = ((await places.json()) as { data: Array<{ id: string; name: string }> }).data.find((p) => p.name === town);
    expect(place, `${town} in the gazetteer`).toBeTruthy();
    const put = await api.put('/api/me/location', { headers: { 'x-xsrf-token': await xsrf() }, data: { placeId: place!.id } });
    expect(put.status(), await put.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** A phone photo: 900×600 JPEG with camera EXIF. */
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 180, g: 90, b: 140 } } })
    .composite([{ input: Buffer.from('<svg width="300" height="300"><circle cx="150" cy="150" r="140" fill="#fff"/></svg>'), left: 300, top: 150 }])
    .jpeg()
    .withExif({ IFD0: { Make: 'E2ECam' } })
    .toBuffer();

test.describe('members: setup, search by distance, friends', () => {
  test('a new member sets up, finds a nearby member, befriends them; blocking hides them from search', async ({ a, b }) => {
    test.setTimeout(180_000);
    const anna = await confirmedMember(a.page, 'mem_a');
    const ben = await confirmedMember(b.page, 'mem_b');
    await placeViaApi(ben, 'Hove');

    // Setup, resumable from /setup.
    await logIn(a.page, SHUK('/login'), anna);
    await a.page.goto(SHUK('/setup'));
    await expect(a.page).toHaveURL(/\/setup\/profile-type$/);
    const setup = a.page.getByTestId('setup');
    await expect(setup.getByRole('radio', { name: 'Just me' })).toBeChecked();
    await setup.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(a.page).toHaveURL(/\/setup\/about$/);
    await setup.getByRole('textbox', { name: 'About' }).fill('Dancing, the sea and good company.');
    await setup.getByRole('button', { name: 'Save and continue' }).click();

    await expect(a.page).toHaveURL(/\/setup\/photo$/);
    await a.page.getByTestId('avatar-editor').locator('input[type=file]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(a.page.getByTestId('avatar-crop-box')).toBeVisible();
    const uploaded = a.page.waitForResponse((r) => r.url().includes('/api/me/avatar') && r.request().method() === 'POST');
    await a.page.getByTestId('avatar-upload').click();
    const body = (await (await uploaded).json()) as { data: { pending: Record<string, string> } };
    // Four sizes generated, each a square WebP.
    for (const [size, px] of Object.entries({ small: 64, medium: 160, 'large-thumbnail': 320, large: 640 })) {
      // Fetched by the page (Node cannot resolve *.localhost), as the browser shows it.
      const file = await a.page.evaluate(async (url) => {
        const r = await fetch(url);
        return { type: r.headers.get('content-type'), bytes: Array.from(new Uint8Array(await r.arrayBuffer())) };
      }, body.data.pending[size]!);
      expect(file.type).toBe('image/webp');
      const meta = await sharp(Buffer.from(file.bytes)).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([px, px, undefined]);
    }

    await expect(a.page).toHaveURL(/\/setup\/location$/);
    await setup.getByLabel('Town or city').fill('Brighton');
    await a.page.getByRole('option', { name: /^Brighton,/ }).first().click();
    await expect(a.page).toHaveURL(/\/setup\/looking-for$/);
    await setup.getByRole('checkbox', { name: 'Women' }).check();
    await setup.getByRole('button', { name: 'Save and continue' }).click();
    await expect(a.page).toHaveURL(new RegExp(`/profile/${anna.name}$`));
    // The owner sees the photo waiting for a moderator.
    await expect(a.page.locator(`img[src*="/api/avatars/"]`).first()).toBeVisible();

    // Search by distance and age finds Ben (Hove is a few miles from Brighton).
    await a.page.goto(SHUK('/search'));
    await a.page.getByLabel('Within (miles)').fill('10');
    await a.page.getByLabel('Age from').fill('30');
    await a.page.getByLabel('Age to').fill('45');
    await a.page.getByRole('button', { name: 'Search' }).click();
    const result = a.page.getByRole('link', { name: ben.name });
    await expect(result).toBeVisible();
    await result.click();
    await expect(a.page).toHaveURL(new RegExp(`/profile/${ben.name}$`));
    await a.page.getByTestId('profile-actions').getByRole('button', { name: 'Add friend' }).click();
    await expect(a.page.getByTestId('profile-actions').getByRole('button', { name: 'Withdraw request' })).toBeVisible();

    // Ben accepts from the notification.
    await logIn(b.page, SHUK('/login'), ben);
    await b.page.getByTestId('notifications-dropdown').click();
    const note = b.page.getByTestId('notification').filter({ hasText: anna.name });
    await expect(note).toBeVisible();
    await note.getByRole('button', { name: 'Accept' }).click();
    await expect(note).toHaveCount(0);

    // Both see each other in friends (after a reload: it is stored).
    await b.page.goto(SHUK(`/profile/${ben.name}/friends`));
    await expect(b.page.getByRole('link', { name: anna.name })).toBeVisible();
    await a.page.goto(SHUK(`/profile/${anna.name}/friends`));
    await expect(a.page.getByRole('link', { name: ben.name })).toBeVisible();

    // Anna saves a search and runs it again from her saved list.
    await a.page.goto(SHUK('/search'));
    await a.page.getByLabel('Within (miles)').fill('10');
    await a.page.getByLabel('Age from').fill('30');
    await a.page.getByRole('button', { name: 'Search' }).click();
    await expect(a.page.getByRole('link', { name: ben.name })).toBeVisible();
    const saved = a.page.getByTestId('saved-searches');
    await saved.getByLabel('Save this search as').fill('Near Brighton');
    await saved.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saved.getByRole('link', { name: 'Near Brighton' })).toBeVisible();
    await a.page.goto(SHUK('/search'));
    await a.page.getByTestId('saved-searches').getByRole('link', { name: 'Near Brighton' }).click();
    await expect(a.page).toHaveURL(/distance=10/);
    await expect(a.page.getByLabel('Within (miles)')).toHaveValue('10');
    await expect(a.page.getByTestId('search-results').getByRole('link', { name: ben.name })).toBeVisible();

    // Ben writes on his wall; Anna sees his card in her news (/newactivity), hides it, and it stays hidden.
    await b.page.goto(SHUK(`/profile/${ben.name}/post`));
    await b.page.getByTestId('wall-form').getByRole('textbox').fill('Off to the seafront tonight.');
    await b.page.getByTestId('wall-form').getByRole('button', { name: 'Post', exact: true }).click();
    await expect(b.page.getByTestId('wall-post').filter({ hasText: 'Off to the seafront tonight.' })).toBeVisible();
    await a.page.goto(SHUK('/newactivity'));
    const card = a.page.getByTestId('activity-card').filter({ hasText: `${ben.name} wrote on their wall` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Off to the seafront tonight.');
    await card.getByRole('button', { name: 'Hide from my news' }).click();
    await expect(card).toHaveCount(0);
    await a.page.reload();
    await expect(a.page.getByTestId('newactivity-page')).toBeVisible();
    await expect(a.page.getByTestId('activity-card').filter({ hasText: `${ben.name} wrote on their wall` })).toHaveCount(0);

    // Anna reports Ben to the moderators from his profile (the dialog's submit button really submits).
    await a.page.goto(SHUK(`/profile/${ben.name}`));
    await a.page.getByTestId('profile-actions').getByRole('button', { name: 'Report' }).click();
    const report = a.page.getByTestId('report-dialog');
    await report.getByRole('radio', { name: 'Spam or advertising' }).check();
    await report.getByLabel('Details').fill('Sends the same advert to everyone.');
    const filed = a.page.waitForResponse((r) => r.url().endsWith('/api/reports') && r.request().method() === 'POST');
    await report.getByRole('button', { name: 'Send report' }).click();
    expect((await filed).status()).toBe(201);
    await expect(report.getByTestId('report-sent')).toContainText('Your report has reached our moderators');
    await report.getByRole('button', { name: 'Close' }).first().click();

    // Anna blocks Ben: he is gone from her search.
    await a.page.getByTestId('profile-actions').getByRole('button', { name: 'Block' }).click();
    await a.page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await expect(a.page).toHaveURL(/\/settings\/privacy$/);
    // The server renders the results into the page (issue 18): ask the same search the page shows.
    await a.page.goto(SHUK('/search?distance=10&ageMin=30&ageMax=45'));
    const answer = await a.page.evaluate(async () => (await fetch(`/api/search${location.search}`, { headers: { accept: 'application/json' } })).json());
    const found = (answer as { data: { items: Array<{ name: string }> } }).data.items.map((m) => m.name);
    expect(found).not.toContain(ben.name);
    await expect(a.page.getByRole('link', { name: ben.name })).toHaveCount(0);
  });
});
