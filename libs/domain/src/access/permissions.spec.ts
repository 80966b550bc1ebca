import { describe, expect, it } from '@jest/globals';
import type { Role } from '../members/roles.js';
import type { AuthedViewer, Viewer } from '../members/viewer.js';
import type { SiteFlags } from '../site/variants.js';
import {
  GUEST_PERMISSIONS,
  canAccessPage,
  canHideAdverts,
  canId,
  canReplyMessages,
  canSendMessages,
  canSignContentAgreement,
  canUpgrade,
  permissionsFor,
  type PermissionFlags,
} from './permissions.js';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const EXPIRED = new Date('2026-06-01T00:00:00.000Z');
const FUTURE = new Date('2026-07-01T00:00:00.000Z');

function member(overrides: Partial<AuthedViewer> = {}): AuthedViewer {
  return {
    id: 'm1',
    name: 'alice',
    role: 'member',
    tier: 'free',
    tierExpiresAt: null,
    isConfirmed: true,
    isVerified: false,
    hasSignedContentAgreement: false,
    homeVariant: 'shuk',
    pageAccess: [],
    suspended: false,
    landingPage: 'activity',
    ...overrides,
  };
}

const PAID: SiteFlags = { code: 'shuk', paid: true, payments: true, storiesMode: false, adverts: false };
const PAID_NO_PAYMENTS: SiteFlags = { ...PAID, payments: false };
const FREE_SITE: SiteFlags = { code: 'swbw', paid: false, payments: true, storiesMode: false, adverts: false };
const STORIES: SiteFlags = { code: 'stsp', paid: true, payments: true, storiesMode: true, adverts: false };
const STORIES_MODE_ELSEWHERE: SiteFlags = { ...PAID, code: 'scit', storiesMode: true };

describe('canUpgrade', () => {
  it.each<[string, Viewer, SiteFlags, boolean]>([
    ['guest', null, PAID, false],
    ['free member on a paid site', member(), PAID, true],
    ['silver member', member({ tier: 'silver' }), PAID, true],
    ['gold member', member({ tier: 'gold' }), PAID, true],
    ['platinum member', member({ tier: 'platinum' }), PAID, false],
    ['platinum expired: counts as free', member({ tier: 'platinum', tierExpiresAt: EXPIRED }), PAID, true],
    ['platinum until next month', member({ tier: 'platinum', tierExpiresAt: FUTURE }), PAID, false],
    ['free member, payments off', member(), PAID_NO_PAYMENTS, false],
    ['free member, free site', member(), FREE_SITE, false],
    ['suspended member', member({ suspended: true }), PAID, false],
    ['moderator', member({ role: 'moderator' }), PAID, false],
    ['admin', member({ role: 'admin' }), PAID, false],
    ['super', member({ role: 'super' }), PAID, false],
    ['unconfirmed member may still pay', member({ isConfirmed: false }), PAID, true],
  ])('%s -> %s', (_label, viewer, site, expected) => {
    expect(canUpgrade(viewer, site, NOW)).toBe(expected);
  });
});

describe('canHideAdverts', () => {
  it.each<[string, Viewer, boolean]>([
    ['guest', null, false],
    ['free', member(), false],
    ['silver', member({ tier: 'silver' }), false],
    ['gold', member({ tier: 'gold' }), true],
    ['platinum', member({ tier: 'platinum' }), true],
    ['gold expired', member({ tier: 'gold', tierExpiresAt: EXPIRED }), false],
    ['gold until next month', member({ tier: 'gold', tierExpiresAt: FUTURE }), true],
    ['free editor', member({ role: 'editor' }), true],
    ['free support', member({ role: 'support' }), true],
    ['free global', member({ role: 'global' }), true],
  ])('%s -> %s', (_label, viewer, expected) => {
    expect(canHideAdverts(viewer, NOW)).toBe(expected);
  });
});

describe('canId', () => {
  it.each<[string, Viewer, boolean]>([
    ['guest', null, false],
    ['unverified member', member(), true],
    ['verified member', member({ isVerified: true }), false],
    ['suspended unverified member', member({ suspended: true }), true],
    ['unverified admin', member({ role: 'admin' }), true],
  ])('%s -> %s', (_label, viewer, expected) => {
    expect(canId(viewer)).toBe(expected);
  });
});

describe('canReplyMessages', () => {
  it.each<[string, Viewer, boolean]>([
    ['guest', null, false],
    ['confirmed member', member(), true],
    ['unconfirmed member', member({ isConfirmed: false }), false],
    ['suspended member', member({ suspended: true }), false],
    ['suspended admin', member({ role: 'admin', suspended: true }), false],
    ['unconfirmed super', member({ role: 'super', isConfirmed: false }), false],
  ])('%s -> %s', (_label, viewer, expected) => {
    expect(canReplyMessages(viewer)).toBe(expected);
  });
});

describe('canSendMessages (start a conversation)', () => {
  it.each<[string, Viewer, SiteFlags, boolean]>([
    ['guest', null, FREE_SITE, false],
    ['free member on a free site', member(), FREE_SITE, true],
    ['free member on a paid site', member(), PAID, false],
    ['free member on a paid site with payments off', member(), PAID_NO_PAYMENTS, false],
    ['silver member on a paid site', member({ tier: 'silver' }), PAID, true],
    ['platinum member on a paid site', member({ tier: 'platinum' }), PAID, true],
    ['silver expired on a paid site', member({ tier: 'silver', tierExpiresAt: EXPIRED }), PAID, false],
    ['ID-verified free member on a paid site', member({ isVerified: true }), PAID, true],
    ['free moderator on a paid site', member({ role: 'moderator' }), PAID, true],
    ['unconfirmed platinum member', member({ tier: 'platinum', isConfirmed: false }), PAID, false],
    ['suspended member on a free site', member({ suspended: true }), FREE_SITE, false],
    ['unconfirmed member on a free site', member({ isConfirmed: false }), FREE_SITE, false],
  ])('%s -> %s', (_label, viewer, site, expected) => {
    expect(canSendMessages(viewer, site, NOW)).toBe(expected);
  });
});

describe('canSignContentAgreement', () => {
  it.each<[string, Viewer, SiteFlags, boolean, boolean]>([
    ['guest on the stories site', null, STORIES, false, false],
    ['member on the stories site', member(), STORIES, false, true],
    ['member on a stories-mode site', member(), STORIES_MODE_ELSEWHERE, false, true],
    ['member on stsp with storiesMode off', member(), { ...STORIES, storiesMode: false }, false, true],
    ['member on a dating site', member(), PAID, false, false],
    ['member in the stories section of a dating site', member(), PAID, true, true],
    ['already signed', member({ hasSignedContentAgreement: true }), STORIES, false, false],
    ['unconfirmed', member({ isConfirmed: false }), STORIES, false, false],
    ['suspended', member({ suspended: true }), STORIES, false, false],
    ['guest in a stories section', null, PAID, true, false],
  ])('%s -> %s', (_label, viewer, site, section, expected) => {
    expect(canSignContentAgreement(viewer, site, section)).toBe(expected);
  });
});

describe('canAccessPage', () => {
  it.each<[string, Viewer, string | undefined, boolean]>([
    ['guest, named page', null, 'statistics', false],
    ['guest, any page', null, undefined, false],
    ['super', member({ role: 'super' }), 'statistics', true],
    ['global', member({ role: 'global' }), 'statistics', true],
    ['admin', member({ role: 'admin' }), 'payments', true],
    ['moderator', member({ role: 'moderator' }), 'tickets', true],
    ['moderator, any page', member({ role: 'moderator' }), undefined, true],
    ['support without grant', member({ role: 'support' }), 'statistics', false],
    ['editor without grant', member({ role: 'editor' }), 'statistics', false],
    ['support granted the page', member({ role: 'support', pageAccess: ['statistics'] }), 'statistics', true],
    ['member granted the page', member({ pageAccess: ['tickets', 'statistics'] }), 'statistics', true],
    ['member granted another page', member({ pageAccess: ['tickets'] }), 'statistics', false],
    ['member, page name differs in case', member({ pageAccess: ['Statistics'] }), 'statistics', false],
    ['member with a grant, any page', member({ pageAccess: ['tickets'] }), undefined, true],
    ['member without grants, any page', member(), undefined, false],
  ])('%s -> %s', (_label, viewer, page, expected) => {
    expect(canAccessPage(viewer, page)).toBe(expected);
  });
});

describe('permissionsFor', () => {
  it('gives a guest nothing', () => {
    expect(permissionsFor(null, PAID, NOW)).toEqual({
      canUpgrade: false,
      canHideAdverts: false,
      canId: false,
      canReplyMessages: false,
      canSendMessages: false,
      canSignContentAgreement: false,
      canAccessPage: false,
    });
  });

  it('returns a fresh object for guests (GUEST_PERMISSIONS stays frozen)', () => {
    const p = permissionsFor(null, PAID, NOW);
    p.canId = true;
    expect(GUEST_PERMISSIONS.canId).toBe(false);
    expect(Object.isFrozen(GUEST_PERMISSIONS)).toBe(true);
  });

  it.each<[string, Viewer, SiteFlags, PermissionFlags]>([
    [
      'free confirmed member on a paid site',
      member(),
      PAID,
      {
        canUpgrade: true,
        canHideAdverts: false,
        canId: true,
        canReplyMessages: true,
        canSendMessages: false,
        canSignContentAgreement: false,
        canAccessPage: false,
      },
    ],
    [
      'verified gold member on the stories site',
      member({ tier: 'gold', isVerified: true }),
      STORIES,
      {
        canUpgrade: true,
        canHideAdverts: true,
        canId: false,
        canReplyMessages: true,
        canSendMessages: true,
        canSignContentAgreement: true,
        canAccessPage: false,
      },
    ],
    [
      'platinum member on a free site with a page grant',
      member({ tier: 'platinum', pageAccess: ['tickets'], hasSignedContentAgreement: true }),
      FREE_SITE,
      {
        canUpgrade: false,
        canHideAdverts: true,
        canId: true,
        canReplyMessages: true,
        canSendMessages: true,
        canSignContentAgreement: false,
        canAccessPage: true,
      },
    ],
    [
      'super on a paid site',
      member({ role: 'super', isVerified: true }),
      PAID,
      {
        canUpgrade: false,
        canHideAdverts: true,
        canId: false,
        canReplyMessages: true,
        canSendMessages: true,
        canSignContentAgreement: false,
        canAccessPage: true,
      },
    ],
    [
      'suspended unconfirmed member',
      member({ suspended: true, isConfirmed: false }),
      PAID,
      {
        canUpgrade: false,
        canHideAdverts: false,
        canId: true,
        canReplyMessages: false,
        canSendMessages: false,
        canSignContentAgreement: false,
        canAccessPage: false,
      },
    ],
  ])('%s', (_label, viewer, site, expected) => {
    expect(permissionsFor(viewer, site, NOW)).toEqual(expected);
  });

  it('returns exactly the seven keys of the Permissions contract', () => {
    expect(Object.keys(permissionsFor(member(), PAID, NOW)).sort()).toEqual([
      'canAccessPage',
      'canHideAdverts',
      'canId',
      'canReplyMessages',
      'canSendMessages',
      'canSignContentAgreement',
      'canUpgrade',
    ]);
  });

  it.each<Role>(['moderator', 'support', 'editor', 'admin', 'global', 'super'])('%s never sees canUpgrade', (role) => {
    expect(permissionsFor(member({ role }), PAID, NOW).canUpgrade).toBe(false);
  });
});
