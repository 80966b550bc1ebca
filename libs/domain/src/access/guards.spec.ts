import { describe, expect, it } from '@jest/globals';
import type { Role } from '../members/roles.js';
import type { LandingPage } from '../members/viewer.js';
import type { SiteFlags } from '../site/variants.js';
import {
  adminAreaGuard,
  guestOnlyGuard,
  loginRequiredGuard,
  pageAccessGuard,
  roleGuard,
  storiesSiteGuard,
  storiesSiteGuardApplies,
  superGuard,
  type GuardDecision,
  type RoleGuard,
} from './guards.js';

const ALLOW: GuardDecision = { allow: true };
const HOME: GuardDecision = { allow: false, redirect: '/' };
const LOGIN: GuardDecision = { allow: false, redirect: '/login', savePath: true };

const DATING: SiteFlags = { code: 'shuk', paid: true, payments: true, storiesMode: false, adverts: false };
const STORIES: SiteFlags = { code: 'stsp', paid: true, payments: true, storiesMode: true, adverts: false };

const as = (role: Role, pageAccess: readonly string[] = []) => ({ role, pageAccess });

describe('adminAreaGuard', () => {
  it.each<[string, { role: Role } | null, GuardDecision]>([
    ['guest', null, HOME],
    ['member', as('member'), HOME],
    ['moderator', as('moderator'), HOME],
    ['support', as('support'), HOME],
    ['editor', as('editor'), HOME],
    ['admin', as('admin'), ALLOW],
    ['global', as('global'), HOME],
    ['super', as('super'), ALLOW],
  ])('%s', (_label, viewer, expected) => {
    expect(adminAreaGuard(viewer)).toEqual(expected);
  });
});

describe('superGuard', () => {
  it.each<[string, { role: Role } | null, GuardDecision]>([
    ['guest', null, HOME],
    ['member', as('member'), HOME],
    ['admin', as('admin'), HOME],
    ['global', as('global'), HOME],
    ['super', as('super'), ALLOW],
  ])('%s', (_label, viewer, expected) => {
    expect(superGuard(viewer)).toEqual(expected);
  });
});

describe('pageAccessGuard', () => {
  it.each<[string, { role: Role; pageAccess: readonly string[] } | null, string | undefined, GuardDecision]>([
    ['guest', null, 'statistics', HOME],
    ['member without grant', as('member'), 'statistics', HOME],
    ['member granted the page', as('member', ['statistics']), 'statistics', ALLOW],
    ['member granted another page', as('member', ['tickets']), 'statistics', HOME],
    ['support without grant', as('support'), 'statistics', HOME],
    ['editor without grant', as('editor'), 'statistics', HOME],
    ['moderator', as('moderator'), 'statistics', ALLOW],
    ['admin', as('admin'), 'statistics', ALLOW],
    ['global', as('global'), 'statistics', ALLOW],
    ['super', as('super'), 'statistics', ALLOW],
    ['member with any grant, no page named', as('member', ['tickets']), undefined, ALLOW],
    ['member with no grant, no page named', as('member'), undefined, HOME],
  ])('%s', (_label, viewer, page, expected) => {
    expect(pageAccessGuard(viewer, page)).toEqual(expected);
  });
});

describe('loginRequiredGuard', () => {
  it.each<[string, object | null, GuardDecision]>([
    ['guest goes to login, page saved', null, LOGIN],
    ['member passes', { id: 'm1' }, ALLOW],
  ])('%s', (_label, viewer, expected) => {
    expect(loginRequiredGuard(viewer)).toEqual(expected);
  });
});

describe('storiesSiteGuard', () => {
  it.each<[string, object | null, SiteFlags, GuardDecision]>([
    ['guest on the stories site', null, STORIES, LOGIN],
    ['guest on stsp with storiesMode off', null, { ...STORIES, storiesMode: false }, LOGIN],
    ['guest on a stories-mode variant', null, { ...DATING, storiesMode: true }, LOGIN],
    ['guest on a dating site', null, DATING, ALLOW],
    ['member on the stories site', { id: 'm1' }, STORIES, ALLOW],
  ])('%s', (_label, viewer, site, expected) => {
    expect(storiesSiteGuard(viewer, site)).toEqual(expected);
  });
});

describe('guestOnlyGuard', () => {
  it.each<[string, { landingPage: LandingPage } | null, SiteFlags, GuardDecision]>([
    ['guest passes', null, DATING, ALLOW],
    ['member goes to activity', { landingPage: 'activity' }, DATING, { allow: false, redirect: '/activity' }],
    ['member preferring newactivity', { landingPage: 'newactivity' }, DATING, { allow: false, redirect: '/newactivity' }],
    ['member on the stories site goes home', { landingPage: 'newactivity' }, STORIES, { allow: false, redirect: '/' }],
  ])('%s', (_label, viewer, site, expected) => {
    expect(guestOnlyGuard(viewer, site)).toEqual(expected);
  });
});

describe('guard decisions are fresh objects', () => {
  it('mutating one decision does not change the next', () => {
    const first = superGuard(null);
    if (!first.allow) first.redirect = '/elsewhere';
    expect(superGuard(null)).toEqual(HOME);
  });
});

describe('storiesSiteGuardApplies', () => {
  it.each<[string, { family: string; auth: string }, boolean]>([
    ['forum (community, open)', { family: 'community', auth: 'any' }, true],
    ['gallery (media, open)', { family: 'media', auth: 'any' }, true],
    ['chat rules (chat, open)', { family: 'chat', auth: 'any' }, true],
    ['badges (members, open)', { family: 'members', auth: 'any' }, true],
    ['stories (stories, open)', { family: 'stories', auth: 'any' }, false],
    ['legal page', { family: 'legal', auth: 'any' }, false],
    ['home', { family: 'home', auth: 'any' }, false],
    ['confirm (auth, open)', { family: 'auth', auth: 'any' }, false],
    ['404 (system)', { family: 'system', auth: 'any' }, false],
    ['forum settings (already members only)', { family: 'community', auth: 'required' }, false],
    ['login (guests only)', { family: 'auth', auth: 'guest' }, false],
  ])('%s -> %s', (_label, route, expected) => {
    expect(storiesSiteGuardApplies(route)).toBe(expected);
  });
});

describe('roleGuard', () => {
  it.each<[RoleGuard, { role: Role; pageAccess: readonly string[] } | null, string | undefined, GuardDecision]>([
    ['admin-area', null, undefined, HOME],
    ['admin-area', as('admin'), undefined, ALLOW],
    ['admin-area', as('global'), undefined, HOME],
    ['super', as('super'), undefined, ALLOW],
    ['super', as('admin'), undefined, HOME],
    ['page-access', as('member', ['stats']), 'stats', ALLOW],
    ['page-access', as('member', ['stats']), 'payments', HOME],
    ['page-access', as('member', ['stats']), undefined, ALLOW],
    ['page-access', as('member'), undefined, HOME],
    ['page-access', as('moderator'), 'payments', ALLOW],
    ['page-access', null, 'stats', HOME],
  ])('%s for %j on %s', (guard, viewer, page, expected) => {
    expect(roleGuard(guard, viewer, page)).toEqual(expected);
  });
});
