import { describe, expect, it } from '@jest/globals';
import type { LandingPage } from '../members/viewer.js';
import type { SiteFlags } from './variants.js';
import { homeLinkFor, homePathFor, type HomeRouteName } from './home.js';

const DATING: Pick<SiteFlags, 'code' | 'storiesMode'> = { code: 'shuk', storiesMode: false };
const STORIES: Pick<SiteFlags, 'code' | 'storiesMode'> = { code: 'stsp', storiesMode: true };

describe('homeLinkFor / homePathFor', () => {
  it.each<[string, { landingPage: LandingPage } | null, Pick<SiteFlags, 'code' | 'storiesMode'>, HomeRouteName, string]>([
    ['guest on a dating site', null, DATING, 'index', '/'],
    ['guest on the stories site', null, STORIES, 'index', '/'],
    ['member preferring activity', { landingPage: 'activity' }, DATING, 'activity', '/activity'],
    ['member preferring newactivity', { landingPage: 'newactivity' }, DATING, 'newactivity', '/newactivity'],
    ['member on the stories site', { landingPage: 'newactivity' }, STORIES, 'index', '/'],
    ['member on a stories-mode variant', { landingPage: 'activity' }, { code: 'scit', storiesMode: true }, 'index', '/'],
  ])('%s -> %s (%s)', (_label, viewer, site, name, path) => {
    expect(homeLinkFor(viewer, site)).toBe(name);
    expect(homePathFor(viewer, site)).toBe(path);
  });
});
