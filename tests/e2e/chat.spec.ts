import { expect, type Page } from '@playwright/test';
import { siteUrl } from './support/env';
import { loggedInMember, test } from './support/members';

/**
 * Issue 9: two members in two browser contexts enter a room through "Get chatting" (`/chat/enter`), chat, one
 * opens a private tab to the other from the member list, closes it, and the neighbour tab (the room) is selected.
 */
const SHUK = (path: string) => siteUrl('shuk', path);

async function say(page: Page, text: string) {
  const box = page.getByLabel('Your message');
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByTestId('chat-lines').getByText(text)).toBeVisible();
}

test.describe('chat rooms, live', () => {
  test('two members chat in a room; a private tab opens and closes back to the room', async ({ a, b }) => {
    test.setTimeout(120_000);
    const alice = await loggedInMember(a.page, 'chat_a', SHUK('/login'));
    const bob = await loggedInMember(b.page, 'chat_b', SHUK('/login'));

    // "Get chatting" goes through /chat/enter to the chat URL with the first room.
    await a.page.goto(SHUK('/chat/enter'));
    await expect(a.page).toHaveURL(/\/chat\?room=[0-9a-f-]{36}$/);
    await expect(a.page.getByTestId('chat-status')).toHaveText('Connected');
    await expect(a.page.getByRole('tab', { name: /Lobby/ })).toHaveAttribute('aria-selected', 'true');
    await b.page.goto(a.page.url());
    await expect(b.page.getByRole('tab', { name: /Lobby/ })).toBeVisible();
    // Each sees the other in the member list, and the room's live count.
    await expect(a.page.getByTestId('member-list').getByText(bob.name)).toBeVisible();
    await expect(b.page.getByTestId('member-list').getByText(alice.name)).toBeVisible();

    await say(a.page, 'Hello from Alice');
    await expect(b.page.getByTestId('chat-lines').getByText('Hello from Alice')).toBeVisible();
    await say(b.page, `Hi ${alice.name}!`);
    await expect(a.page.getByTestId('chat-lines').getByText(`Hi ${alice.name}!`)).toBeVisible();

    // Alice opens a private tab to Bob from the member list and writes; Bob gets a private tab.
    await a.page.getByTestId('member-list').getByRole('button', { name: bob.name }).click();
    await a.page.getByRole('menuitem', { name: 'Private chat' }).click();
    await expect(a.page.getByRole('tab', { name: new RegExp(bob.name) })).toHaveAttribute('aria-selected', 'true');
    await say(a.page, 'Just between us');
    const bobsPrivate = b.page.locator('[data-testid=chat-tab][data-type=private]');
    await expect(bobsPrivate).toContainText(alice.name);
    await bobsPrivate.getByRole('tab').click();
    await expect(b.page.getByTestId('chat-lines').getByText('Just between us')).toBeVisible();

    // Alice closes the selected private tab: its neighbour, the room, is selected again.
    await a.page.getByRole('button', { name: `Close ${bob.name}` }).click();
    await expect(a.page.locator('[data-testid=chat-tab][data-type=private]')).toHaveCount(0);
    await expect(a.page.getByRole('tab', { name: /Lobby/ })).toHaveAttribute('aria-selected', 'true');
    await expect(a.page.getByTestId('chat-lines').getByText('Hello from Alice')).toBeVisible();
  });
});
