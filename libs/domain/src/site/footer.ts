import { isStoriesSite, type SiteFlags } from './variants.js';

export type FooterButtonText = 'join-today' | 'upgrade' | 'write-story' | 'get-chatting';
/** What clicking does: open the guest footer prompt, open the upgrade dialog (reason 'footer'), or follow `to`. */
export type FooterButtonAction = 'footer-prompt' | 'upgrade-dialog' | 'navigate';

export interface FooterButton {
  /** Translation key of the label. */
  text: FooterButtonText;
  /** Route name the button links to. */
  to: 'stories-create' | 'chat-enter';
  action: FooterButtonAction;
  /** Reason passed to the upgrade dialog, when action is 'upgrade-dialog'. */
  reason?: 'footer';
}

/** Label: guests join-today, members who can upgrade upgrade, else write-story (stories site) or get-chatting; link: stories-create on the stories site, else chat-enter; click: guests get the footer prompt, upgradable members the upgrade dialog (reason footer), others follow the link. */
export function footerButton(
  viewer: object | null,
  site: Pick<SiteFlags, 'code' | 'storiesMode'>,
  canUpgrade: boolean,
): FooterButton {
  const stories = isStoriesSite(site);
  const to = stories ? 'stories-create' : 'chat-enter';
  if (viewer === null) return { text: 'join-today', to, action: 'footer-prompt' };
  if (canUpgrade) return { text: 'upgrade', to, action: 'upgrade-dialog', reason: 'footer' };
  return { text: stories ? 'write-story' : 'get-chatting', to, action: 'navigate' };
}
