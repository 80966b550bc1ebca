import { describe, expect, it } from '@jest/globals';
import type { SiteFlags } from './variants.js';
import { footerButton, type FooterButton } from './footer.js';

const DATING: Pick<SiteFlags, 'code' | 'storiesMode'> = { code: 'shuk', storiesMode: false };
const STORIES: Pick<SiteFlags, 'code' | 'storiesMode'> = { code: 'stsp', storiesMode: true };
const MEMBER = { id: 'm1' };

describe('footerButton', () => {
  it.each<[string, object | null, Pick<SiteFlags, 'code' | 'storiesMode'>, boolean, FooterButton]>([
    ['guest, dating site', null, DATING, false, { text: 'join-today', to: 'chat-enter', action: 'footer-prompt' }],
    ['guest, stories site', null, STORIES, false, { text: 'join-today', to: 'stories-create', action: 'footer-prompt' }],
    ['guest, canUpgrade ignored', null, DATING, true, { text: 'join-today', to: 'chat-enter', action: 'footer-prompt' }],
    ['member who can upgrade, dating', MEMBER, DATING, true, { text: 'upgrade', to: 'chat-enter', action: 'upgrade-dialog', reason: 'footer' }],
    ['member who can upgrade, stories', MEMBER, STORIES, true, { text: 'upgrade', to: 'stories-create', action: 'upgrade-dialog', reason: 'footer' }],
    ['member who cannot upgrade, dating', MEMBER, DATING, false, { text: 'get-chatting', to: 'chat-enter', action: 'navigate' }],
    ['member who cannot upgrade, stories', MEMBER, STORIES, false, { text: 'write-story', to: 'stories-create', action: 'navigate' }],
  ])('%s', (_label, viewer, site, canUpgrade, expected) => {
    expect(footerButton(viewer, site, canUpgrade)).toEqual(expected);
  });
});
