import { hydrated } from './support/site';
import { expect, type Page } from '@playwright/test';
import { siteUrl } from './support/env';
import { loggedInMember, test } from './support/members';

/**
 * Issue 20: groups as members use them. Anna creates a private group that takes members by request and invites
 * her friend Ben from the group's invite tab; Ben accepts from the notification and posts on the wall; a third
 * member asks to join and Anna approves from the notification; the new member then sees the wall.
 */
const SHUK = (path: string) => siteUrl('shuk', path);

async function openNotification(page: Page, text: string) {
  await page.goto(SHUK('/activity'));
  await page.getByTestId('site-header').getByTestId('notifications-dropdown').click();
  const note = page.getByTestId('notification').filter({ hasText: text });
  await expect(note).toBeVisible();
  return note;
}

test.describe('groups', () => {
  test('a private group: invite a friend, who accepts and posts; a request approved from the notification', async ({ a, b, browser }) => {
    test.setTimeout(240_000);
    const anna = await loggedInMember(a.page, 'grp_a', SHUK('/login'));
    const ben = await loggedInMember(b.page, 'grp_b', SHUK('/login'));

    // Friends first: invitations go to friends.
    await a.page.goto(SHUK(`/profile/${ben.name}`));
    await a.page.getByTestId('profile-actions').getByRole('button', { name: 'Add friend' }).click();
    await expect(a.page.getByTestId('profile-actions').getByRole('button', { name: 'Withdraw request' })).toBeVisible();
    const request = await openNotification(b.page, anna.name);
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(request).toHaveCount(0);

    // Anna creates a private group that takes members by request.
    const name = `Garden lovers ${Date.now().toString(36)}`;
    await a.page.goto(SHUK('/groups/create'));
    await hydrated(a.page);
    const form = a.page.getByTestId('group-form');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('Roses, tulips and long walks.');
    await form.getByRole('radio', { name: 'Private' }).check();
    await form.getByRole('radio', { name: 'By request' }).check();
    await form.getByRole('button', { name: 'Create the group' }).click();
    await expect(a.page.getByTestId('group-page')).toContainText(name);
    const groupUrl = a.page.url().replace(/[?#].*$/, '');

    // She invites Ben from the invite tab.
    await a.page.getByRole('tab', { name: 'Invite friends' }).click();
    const invite = a.page.getByTestId('group-invite');
    await invite.getByRole('checkbox', { name: ben.name }).check();
    await invite.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(a.page.getByTestId('group-invite-result')).toContainText(ben.name);

    // Ben accepts from the notification, then writes on the wall.
    const invitation = await openNotification(b.page, 'invited you to a group');
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(invitation).toHaveCount(0);
    await b.page.goto(groupUrl);
    await hydrated(b.page);
    await expect(b.page.getByTestId('group-page')).toContainText('2 members');
    await b.page.getByLabel('Write on the wall').fill('Hello gardeners!');
    await b.page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(b.page.getByTestId('community-post').filter({ hasText: 'Hello gardeners!' })).toBeVisible();
    // Stored: the same after a reload.
    await b.page.reload();
    await expect(b.page.getByTestId('community-post').filter({ hasText: 'Hello gardeners!' })).toBeVisible();

    // A third member sees the private group but not its wall, and asks to join.
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const cleo = await loggedInMember(page, 'grp_c', SHUK('/login'));
      await page.goto(groupUrl);
      await expect(page.getByText('This group is private: its wall and members are for its members.')).toBeVisible();
      await page.getByTestId('group-request').click();
      await expect(page.getByText('Request sent')).toBeVisible();

      // Anna approves from the notification.
      const asked = await openNotification(a.page, 'asked to join your group');
      await expect(asked).toContainText(cleo.name);
      await asked.getByRole('button', { name: 'Accept' }).click();
      await expect(asked).toHaveCount(0);

      await page.goto(groupUrl);
      await expect(page.getByTestId('community-post').filter({ hasText: 'Hello gardeners!' })).toBeVisible();
      await expect(page.getByTestId('group-page')).toContainText('3 members');
    } finally {
      await context.close();
    }
  });
});
