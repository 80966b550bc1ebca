import { expect, type Page, type WebSocket } from '@playwright/test';
import { siteUrl } from './support/env';
import { loggedInMember, test } from './support/members';

/**
 * Issue 5: two members in two browser contexts, on a free brand (Kiwi Kindred, where any confirmed member may
 * start a conversation). A writes to B; B, on another page, sees the toast and the unread count arrive without a
 * reload, opens the conversation from the toast; A sees the read tick without a reload.
 */
const KIWI = (path: string) => siteUrl('kiwi', path);

/**
 * Resolves when the page's socket (path /napi/notification) has said `ready` for a logged-in member. socket.io
 * starts on HTTP long-polling and upgrades to a WebSocket, so the event may come either way.
 */
function socketReady(page: Page): Promise<void> {
  const isReady = (text: string) => text.includes('"ready"') && text.includes('"memberId":"');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the page’s socket did not say ready within 20 s')), 20_000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    page.on('response', (response) => {
      if (!response.url().includes('/napi/notification/') || response.request().method() !== 'GET') return;
      response.text().then((text) => (isReady(text) ? done() : undefined), () => undefined);
    });
    page.on('websocket', (ws: WebSocket) => {
      if (!ws.url().includes('/napi/notification')) return;
      ws.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && isReady(frame.payload)) done();
      });
    });
  });
}

test.describe('private messages between two members, live', () => {
  test('A messages B; B sees the toast and the unread count without a reload, opens it; A sees the read tick', async ({ a, b }) => {
    // Two members joining, confirming and logging in before the exchange: longer than one page's 30 s.
    test.setTimeout(120_000);
    const alice = await loggedInMember(a.page, 'msg_a', KIWI('/login'));
    const bob = await loggedInMember(b.page, 'msg_b', KIWI('/login'));

    // Both accounts are minutes old: B's default filter would file A's message under Requests (no toast
    // for those), so B takes new accounts into the inbox, as a member does on the settings page.
    await b.page.goto(KIWI('/messages/never-miss-match'));
    const filter = b.page.getByRole('switch', { name: 'Accounts less than 30 days old' });
    await expect(filter).toBeChecked();
    const saved = b.page.waitForResponse((r) => r.url().endsWith('/api/conversations/settings') && r.request().method() === 'PUT');
    await filter.click({ force: true });
    expect((await saved).status()).toBe(200);
    await expect(filter).not.toBeChecked();

    // B waits on another page, with the live connection open and nothing unread.
    const bReady = socketReady(b.page);
    await b.page.goto(KIWI('/activity'));
    await bReady;
    const bMessages = b.page.getByTestId('messages-dropdown');
    await expect(bMessages).toHaveAccessibleName('Messages');

    // A writes to B from the messages page.
    // (B's member id, as B's browser knows it: the page's own profile call. Node cannot resolve *.localhost.)
    const bobId = await b.page.evaluate(async () => ((await (await fetch('/api/auth/profile')).json()) as { data: { member: { id: string } } }).data.member.id);
    const aReady = socketReady(a.page);
    await a.page.goto(KIWI(`/messages?to=${bobId}`));
    await aReady;
    const text = `Hello ${bob.name}, are you coming on Friday?`;
    const composer = a.page.getByRole('textbox', { name: 'Your message' });
    await composer.fill(text);
    await composer.press('Enter');
    await expect(a.page).toHaveURL(/[?&]conversation=[0-9a-f-]{36}/);
    const conversationId = new URL(a.page.url()).searchParams.get('conversation');
    const aThread = a.page.getByTestId('message').filter({ hasText: text });
    await expect(aThread).toBeVisible();
    await expect(aThread.getByTestId('read-tick')).toHaveText('✓ Sent');

    // B: the toast and the count arrive without a reload.
    const toastRegion = b.page.getByRole('status').filter({ hasText: `New message from ${alice.name}` });
    await expect(toastRegion).toBeVisible();
    await expect(toastRegion).toContainText(text);
    await expect(bMessages).toHaveAccessibleName('Messages (1)');

    // B opens the conversation from the toast: it is read, and the count clears.
    await toastRegion.getByRole('button').filter({ hasText: text }).click();
    await expect(b.page).toHaveURL(KIWI(`/messages?conversation=${conversationId}`));
    await expect(b.page.getByTestId('message').filter({ hasText: text })).toBeVisible();

    // A, still on the conversation and without a reload, sees the read tick.
    await expect(aThread.getByTestId('read-tick')).toHaveText('✓✓ Read');

    // It holds after a reload (the server stored the read position, not only the socket).
    await a.page.reload();
    await expect(a.page.getByTestId('message').filter({ hasText: text }).getByTestId('read-tick')).toHaveText('✓✓ Read');
    await b.page.goto(KIWI('/activity'));
    await expect(b.page.getByTestId('messages-dropdown')).toHaveAccessibleName('Messages');
  });
});
