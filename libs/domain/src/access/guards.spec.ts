import { describe, expect, it } from '@jest/globals';
import type { Role } from '../members/roles.js';
import type { LandingPage } from '../members/viewer.js';
import type { SiteFlags } from '../site/variants.js';
import {
  adminAreaGuard,
  guestOnlyGuard,
  loginRequiredGuard,
  pageAccessGuard,
  storiesSiteGuard,
  superGuard,
  type GuardDecision,
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
