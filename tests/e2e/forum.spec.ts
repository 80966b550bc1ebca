import { expect, type Page } from '@playwright/test';
import { siteUrl } from './support/env';
import { loggedInMember, test } from './support/members';

/**
 * Issue 19: the forum as members use it. A member starts a topic; a second replies and votes; the first finds the
 * reply among their notifications and opens the topic at it; three members' reports hide the reply pending staff
 * review (its author still sees it, marked).
 */
const SHUK = (path: string) => siteUrl('shuk', path);

async function write(page: Page, box: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  await box.click();
  await page.keyboard.type(text);
}

async function reportPost(page: Page, url: string, text: string): Promise<void> {
  await page.goto(url);
  const post = page.getByTestId('forum-post').filter({ hasText: text });
  await post.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByTestId('report-dialog');
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  const filed = page.waitForResponse((r) => r.url().endsWith('/api/reports') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  expect((await filed).status()).toBe(201);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
}

test.describe('forum', () => {
  test('a topic, a reply and a vote; the author opens the reply from a notification; three reports hide it', async ({ a, b, browser }) => {
    test.setTimeout(240_000);
    await loggedInMember(a.page, 'forum_a', SHUK('/login'));
    const ben = await loggedInMember(b.page, 'forum_b', SHUK('/login'));
    const title = `Walks by the sea ${Date.now().toString(36)}`;

    await a.page.goto(SHUK('/forum/general/create'));
    const form = a.page.getByTestId('forum-topic-form');
    await form.getByLabel('Title').fill(title);
    await write(a.page, form.getByRole('textbox', { name: 'Your post' }), 'Which coastal paths do you like best in spring?');
    await form.getByRole('button', { name: 'Start topic' }).click();
    await expect(a.page.getByTestId('forum-topic-page')).toContainText(title);
    const topicUrl = a.page.url().replace(/[?#].*$/, '');

    // Ben replies and votes the topic up.
    await b.page.goto(topicUrl);
    const reply = 'The cliff path at dawn, every time.';
    const box = b.page.getByTestId('reply-box');
    await write(b.page, box.getByRole('textbox', { name: 'Your reply' }), reply);
    await box.getByRole('button', { name: 'Post reply' }).click();
    await expect(b.page.getByTestId('forum-post').filter({ hasText: reply })).toBeVisible();
    await b.page.getByRole('button', { name: 'Vote up' }).first().click();
    await expect(b.page.getByTestId('score').first()).toHaveText('1');
    // Stored: the same after a reload.
    await b.page.reload();
    await expect(b.page.getByTestId('score').first()).toHaveText('1');

    // Anna watches the topic she started: the reply reaches her notifications and opens the topic at it.
    await a.page.goto(SHUK('/activity'));
    await a.page.getByTestId('site-header').getByTestId('notifications-dropdown').click();
    const note = a.page.getByTestId('notification').filter({ hasText: 'replied in a forum topic you watch' });
    await expect(note).toContainText(ben.name);
    await note.click();
    await expect(a.page).toHaveURL(/[?&]post=/);
    await expect(a.page.getByTestId('forum-post').filter({ hasText: reply })).toBeVisible();

    // Three members report the reply: it is hidden pending review.
    await reportPost(a.page, topicUrl, reply);
    for (const prefix of ['forum_c', 'forum_d']) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await loggedInMember(page, prefix, SHUK('/login'));
        await reportPost(page, topicUrl, reply);
      } finally {
        await context.close();
      }
    }
    await a.page.goto(topicUrl);
    await expect(a.page.getByText('This post is hidden while staff review reports about it.')).toBeVisible();
    await expect(a.page.getByTestId('forum-post').filter({ hasText: reply })).toHaveCount(0);
  });
});
