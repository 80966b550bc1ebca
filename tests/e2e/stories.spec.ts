import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerViaApi, type NewMember } from './support/api';
import { API_ORIGIN, siteUrl, uniqueName } from './support/env';
import { confirmationLink } from './support/mail';
import { DEMO_PASSWORD } from './support/site';

/**
 * Issue 4 on the stories brand (Story Spire, stsp): the demo writer writes a story in the guided editor and
 * publishes it; a new reader finds it by its tag, reads, leaves, and is brought back to the same paragraph from /reading;
 * then the reader blocks the writer (privacy blacklist) and the story is gone from the tag page and the
 * reading list, and its address answers "not found".
 */
const STSP = (path: string) => siteUrl('stsp', path);

/** A fresh member whose e-mail is confirmed (writing needs a confirmed address). */
async function confirmedMember(page: Page, prefix: string): Promise<NewMember> {
  const member = await registerViaApi(uniqueName(prefix));
  await page.goto(await confirmationLink(member.email, API_ORIGIN));
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you, your e-mail address is confirmed.');
  return member;
}

async function logIn(page: Page, member: Pick<NewMember, 'name' | 'password'>) {
  await page.goto(STSP('/login'));
  const main = page.getByRole('main');
  await main.getByLabel('Member name or e-mail address').fill(member.name);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('topbar-member')).toContainText(member.name);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

/** Twelve paragraphs, each naming its number, long enough that the page scrolls. */
const PARAGRAPHS = Array.from(
  { length: 12 },
  (_, i) =>
    `Paragraph ${i + 1}: the tram climbed past the cathedral while the rain kept its own slow time on the roof, and she counted the stops to the river, one by one, as she always did.`,
);

test.describe('stories on Story Spire', () => {
  test('write in guided mode, publish; a reader finds it by tag, resumes at the paragraph, blocks the writer and no longer sees it', async ({ browser }) => {
    test.setTimeout(180_000);
    const w = await newPage(browser);
    const r = await newPage(browser);
    try {
      // The demo writer (README "Demo logins"): one registration less against the per-address limit.
      const writer = { name: 'writer', password: DEMO_PASSWORD };
      const reader = await confirmedMember(r.page, 'st_r');
      const tag = uniqueName('tg').toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 30);
      const title = `The Tram to ${tag}`;

      // ---- the writer, step by step -------------------------------------------------------------------
      await logIn(w.page, writer);
      await w.page.goto(STSP('/stories/create'));
      const next = () => w.page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(w.page.getByTestId('step-start')).toBeVisible();
      await next();
      await w.page.getByTestId('step-genre').getByPlaceholder('Choose a genre').click();
      await w.page.getByRole('option', { name: 'Romance' }).click();
      await next();
      await w.page.getByTestId('step-title').getByRole('textbox', { name: 'Title' }).fill(title);
      await next();
      await w.page.getByTestId('step-summary').getByRole('textbox', { name: 'Summary' }).fill('Two strangers, one wet night and the last tram to the river.');
      await next();
      const text = w.page.getByTestId('step-text').getByRole('textbox', { name: 'Text of chapter 1' });
      await text.click();
      for (const [i, p] of PARAGRAPHS.entries()) {
        await w.page.keyboard.type(p);
        if (i < PARAGRAPHS.length - 1) await w.page.keyboard.press('Enter');
      }
      await next();
      await w.page.getByTestId('step-tags').getByRole('textbox', { name: 'Tags' }).fill(tag);
      await next();
      // The cover step: the draft exists by now (autosave), so the upload is offered.
      await expect(w.page.getByTestId('step-cover')).toBeVisible();
      await next();
      await expect(w.page.getByTestId('step-publish')).toBeVisible();
      const published = w.page.waitForResponse((res) => /\/api\/stories\/[^/]+\/publish$/.test(new URL(res.url()).pathname) && res.request().method() === 'POST');
      await w.page.getByRole('button', { name: 'Publish', exact: true }).click();
      expect((await published).status()).toBe(200);

      // ---- the reader finds it by its tag and reads ------------------------------------------------------
      await logIn(r.page, reader);
      await r.page.goto(STSP(`/stories/tag/${tag}`));
      const card = r.page.getByTestId('story-card').filter({ hasText: title });
      await expect(card).toBeVisible();
      await card.getByRole('link', { name: title }).click();
      await expect(r.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(r.page.getByText(PARAGRAPHS[0]!)).toBeVisible();

      // Reads down to paragraph 9 and stays a moment: the reader remembers it.
      const remembered = r.page.waitForRequest((req) => new URL(req.url()).pathname.startsWith('/api/reading/') && req.method() === 'PUT' && (req.postDataJSON() as { paragraph: number }).paragraph >= 8);
      await r.page.getByText(PARAGRAPHS[8]!).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const saved = (await remembered).postDataJSON() as { paragraph: number };

      // Leaves, then comes back from /reading to the same paragraph.
      await r.page.goto(STSP('/stories'));
      await r.page.goto(STSP('/reading'));
      const item = r.page.getByTestId('reading-item').filter({ hasText: title });
      await expect(item).toBeVisible();
      await item.getByRole('link', { name: 'Continue' }).click();
      await expect(r.page).toHaveURL(new RegExp(`[?&]p=${saved.paragraph}(&|$)`));
      await expect(r.page.getByText(PARAGRAPHS[saved.paragraph]!)).toBeInViewport();
      await expect(r.page.getByText(PARAGRAPHS[0]!)).not.toBeInViewport();
      const storyUrl = new URL(r.page.url()).pathname;

      // ---- the reader blocks the writer -------------------------------------------------------------------
      await r.page.goto(STSP(`/profile/${writer.name}`));
      await r.page.getByTestId('profile-actions').getByRole('button', { name: 'Block' }).click();
      await r.page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
      await expect(r.page.getByText(`${writer.name} is blocked.`)).toBeVisible();

      await r.page.goto(STSP(`/stories/tag/${tag}`));
      await expect(r.page.getByTestId('stories-empty')).toBeVisible();
      await expect(r.page.getByTestId('story-card').filter({ hasText: title })).toHaveCount(0);
      await r.page.goto(STSP('/reading'));
      await expect(r.page.getByRole('main')).toBeVisible();
      await expect(r.page.getByTestId('reading-item').filter({ hasText: title })).toHaveCount(0);
      await r.page.goto(STSP(storyUrl));
      await expect(r.page.getByText('Page Not Found')).toBeVisible();

      // The writer still sees their own story.
      await w.page.goto(STSP(`/stories/tag/${tag}`));
      await expect(w.page.getByTestId('story-card').filter({ hasText: title })).toBeVisible();
    } finally {
      await w.context.close();
      await r.context.close();
    }
  });
});
