import { describe, expect, it } from '@jest/globals';
import { ADVERT_EXCLUDED_ROUTES, houseAdvertFor, showAdverts, showFooterAdvert, type HouseAdvert } from './adverts.js';

const ADS = { adverts: true };
const NO_ADS = { adverts: false };
const VISITOR = { canHideAdverts: false };
const HIDER = { canHideAdverts: true };

describe('showAdverts', () => {
  it('excludes the nine routes of SPEC 6', () => {
    expect(ADVERT_EXCLUDED_ROUTES).toHaveLength(9);
  });

  it.each<[string, { adverts: boolean }, string | null | undefined, { canHideAdverts: boolean }, boolean]>([
    ['advert site, activity', ADS, 'activity', VISITOR, true],
    ['advert site, index', ADS, 'index', VISITOR, true],
    ['advert site, story page', ADS, 'stories-genre-slug', VISITOR, true],
    ['site without adverts', NO_ADS, 'activity', VISITOR, false],
    ['viewer who can hide adverts', ADS, 'activity', HIDER, false],
    ['cover-editor', ADS, 'cover-editor', VISITOR, false],
    ['dev-error', ADS, 'dev-error', VISITOR, false],
    ['legal', ADS, 'legal', VISITOR, false],
    ['legal-acceptable-use-policy', ADS, 'legal-acceptable-use-policy', VISITOR, false],
    ['legal-anti-slavery', ADS, 'legal-anti-slavery', VISITOR, false],
    ['legal-content-policy', ADS, 'legal-content-policy', VISITOR, false],
    ['legal-how-we-use-cookies', ADS, 'legal-how-we-use-cookies', VISITOR, false],
    ['legal-privacy-policy', ADS, 'legal-privacy-policy', VISITOR, false],
    ['legal-terms-and-conditions', ADS, 'legal-terms-and-conditions', VISITOR, false],
    ['legal-complaints-policy (not listed)', ADS, 'legal-complaints-policy', VISITOR, true],
    ['legal-media-moderation-policy (not listed)', ADS, 'legal-media-moderation-policy', VISITOR, true],
    ['cover-editor-template (exact names only)', ADS, 'cover-editor-template', VISITOR, true],
    ['unnamed route', ADS, undefined, VISITOR, true],
    ['null route', ADS, null, VISITOR, true],
  ])('%s -> %s', (_label, site, route, permissions, expected) => {
    expect(showAdverts(site, route, permissions)).toBe(expected);
  });
});

describe('showFooterAdvert', () => {
  it.each<[string, { adverts: boolean }, string | undefined, { canHideAdverts: boolean }, boolean]>([
    ['activity', ADS, 'activity', VISITOR, true],
    ['index', ADS, 'index', VISITOR, false],
    ['stories-genre-slug', ADS, 'stories-genre-slug', VISITOR, false],
    ['stories-genre', ADS, 'stories-genre', VISITOR, true],
    ['legal', ADS, 'legal', VISITOR, false],
    ['site without adverts', NO_ADS, 'activity', VISITOR, false],
    ['viewer who can hide adverts', ADS, 'activity', HIDER, false],
    ['unnamed route', ADS, undefined, VISITOR, true],
  ])('%s -> %s', (_label, site, route, permissions, expected) => {
    expect(showFooterAdvert(site, route, permissions)).toBe(expected);
  });
});

describe('houseAdvertFor', () => {
  const DATING = { code: 'lush', storiesMode: false };
  const STORIES = { code: 'stsp', storiesMode: true };
  const MEMBER = {};
  it.each<[string, object | null, { code: string; storiesMode: boolean }, boolean, HouseAdvert]>([
    ['guest on a dating site', null, DATING, false, 'join'],
    ['guest on the stories site', null, STORIES, false, 'join'],
    ['guest, even if a flag said canUpgrade', null, DATING, true, 'join'],
    ['member who can upgrade', MEMBER, DATING, true, 'upgrade'],
    ['member who can upgrade, stories site', MEMBER, STORIES, true, 'upgrade'],
    ['member who cannot upgrade (payments off)', MEMBER, DATING, false, 'chat'],
    ['member who cannot upgrade, stories site', MEMBER, STORIES, false, 'write-story'],
    ['stsp by code even without the flag', MEMBER, { code: 'stsp', storiesMode: false }, false, 'write-story'],
  ])('%s -> %s', (_label, viewer, site, canUpgrade, expected) => {
    expect(houseAdvertFor(viewer, site, { canUpgrade })).toBe(expected);
  });
});
