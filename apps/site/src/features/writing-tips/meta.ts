import { routeTo, type RouteName } from '../../shared/routes';
import { HOME_CRUMB } from '../../shared/article/crumbs';
import { ARTICLE_STRINGS } from '../../shared/article/strings';
import type { ArticleMeta, Crumb } from '../../shared/article/types';

/** Every `writing-tips-*` route of the contracts' table (the landing page `writing-tips` is not one of them). */
export type WritingTipsRoute = Extract<RouteName, `writing-tips-${string}`>;

export const WRITING_TIPS_TITLE = ARTICLE_STRINGS.writingTips;

export const WRITING_TIPS_CRUMBS: readonly Crumb[] = [HOME_CRUMB, { label: WRITING_TIPS_TITLE, to: routeTo('writing-tips') }];
export const WRITING_TIPS_LANDING_CRUMBS: readonly Crumb[] = [HOME_CRUMB, { label: WRITING_TIPS_TITLE }];

function tip(route: WritingTipsRoute, title: string, summary: string): ArticleMeta<WritingTipsRoute> {
  return { route, title, summary, breadcrumbs: [...WRITING_TIPS_CRUMBS, { label: title }] };
}

export const WRITING_TIPS_META = {
  'writing-tips-general': tip(
    'writing-tips-general',
    'General writing advice',
    'Desire, tension and the senses: the craft behind erotic stories readers finish and come back for.',
  ),
  'writing-tips-unacceptable-content': tip(
    'writing-tips-unacceptable-content',
    'Unacceptable content',
    'The rules every story on {brand} follows: adult characters, consent, no real people, and what happens to stories that break them.',
  ),
  'writing-tips-formatting': tip(
    'writing-tips-formatting',
    'Formatting your story',
    'Blank lines, scene breaks, emphasis and chapters: laying out a story so it is easy to read on a phone.',
  ),
  'writing-tips-formatting-dialogue': tip(
    'writing-tips-formatting-dialogue',
    'Formatting dialogue',
    'Quotation marks, dialogue tags, action beats and interruptions, with examples of each.',
  ),
  'writing-tips-paragraphs': tip(
    'writing-tips-paragraphs',
    'Paragraphs',
    'When to start a new paragraph, how long to make it, and how paragraph length controls pace.',
  ),
  'writing-tips-punctuation': tip(
    'writing-tips-punctuation',
    'Punctuation',
    'Commas, apostrophes, semicolons, dashes and ellipses: the marks writers most often get wrong, and how to fix them.',
  ),
  'writing-tips-run-on-sentences': tip(
    'writing-tips-run-on-sentences',
    'Run-on sentences',
    'Spotting fused sentences and comma splices, four ways to fix them, and when a long sentence is the right choice.',
  ),
  'writing-tips-participles': tip(
    'writing-tips-participles',
    'Participles and -ing openings',
    'Dangling participles, impossible simultaneous actions, and how to vary your sentence openings.',
  ),
  'writing-tips-verb-tense': tip(
    'writing-tips-verb-tense',
    'Verb tense',
    'Choosing past or present tense, staying in it, and handling flashbacks cleanly.',
  ),
  'writing-tips-proofreading': tip(
    'writing-tips-proofreading',
    'Proofreading',
    'A step-by-step way to catch typos, mixed-up words and continuity slips before you publish.',
  ),
  'writing-tips-poetry-advice': tip(
    'writing-tips-poetry-advice',
    'Poetry advice',
    'Images, line breaks, sound and restraint: writing sensual poetry that works on the page.',
  ),
} as const satisfies Record<WritingTipsRoute, ArticleMeta<WritingTipsRoute>>;

/** How the landing page groups the tips. */
export const WRITING_TIPS_GROUPS = [
  { heading: 'Start here', pages: [WRITING_TIPS_META['writing-tips-general'], WRITING_TIPS_META['writing-tips-unacceptable-content']] },
  {
    heading: 'Laying out your story',
    pages: [WRITING_TIPS_META['writing-tips-formatting'], WRITING_TIPS_META['writing-tips-formatting-dialogue'], WRITING_TIPS_META['writing-tips-paragraphs']],
  },
  {
    heading: 'Grammar and style',
    pages: [
      WRITING_TIPS_META['writing-tips-punctuation'],
      WRITING_TIPS_META['writing-tips-run-on-sentences'],
      WRITING_TIPS_META['writing-tips-participles'],
      WRITING_TIPS_META['writing-tips-verb-tense'],
    ],
  },
  { heading: 'Polishing and other forms', pages: [WRITING_TIPS_META['writing-tips-proofreading'], WRITING_TIPS_META['writing-tips-poetry-advice']] },
] as const;
