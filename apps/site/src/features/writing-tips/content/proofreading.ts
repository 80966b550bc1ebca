import { articlePage } from '../../../shared/article/articlePage';
import { doc, example, ol, p, section, table, ul } from '../../../shared/article/blocks';
import { WRITING_TIPS_META } from '../meta';

export const content = doc(
  [
    p(
      'Proofreading is the last step before you publish on {brand}, and the one most often skipped. Typos will not stop a great story, but they pull readers out of it and they are the first thing critical comments mention. The problem is that your brain knows what you meant to write, so it reads that instead of what is on the screen. These techniques trick it into seeing the page afresh.',
    ),
  ],
  section(
    'distance',
    'Get some distance',
    ul(
      '**Wait.** Leave the story for at least a day. A week is better.',
      '**Change how it looks.** Read it on your phone, or in a different font. Unfamiliar text gets read more carefully.',
      '**Read aloud**, slowly. You cannot skip a missing word when you have to say it.',
      '**Print it**, if you can. People find more errors on paper than on a screen.',
    ),
  ),
  section(
    'passes',
    'One kind of error per pass',
    p('Trying to catch everything at once means catching little. Go through the story several times, looking for one thing each time:'),
    ol(
      '**Story and continuity:** names, eye colours, who is wearing what, what time it is. If a shirt comes off twice, the reader will notice.',
      '**Sentences:** missing or doubled words, [run-on sentences](writing-tips-run-on-sentences), [tense slips](writing-tips-verb-tense).',
      '**Punctuation:** especially dialogue (see [formatting dialogue](writing-tips-formatting-dialogue)) and apostrophes.',
      '**Spelling**, last, with a spellchecker and then with your own eyes.',
    ),
  ),
  section(
    'spellcheckers',
    'What spellcheckers miss',
    p(
      'A spellchecker only knows whether a word exists, not whether it is the right word. These pairs slip past it every time; search your story for each one.',
    ),
    table(
      'Commonly confused words',
      ['Word', 'Means', 'Not to be confused with'],
      [
        ['your', 'belonging to you', 'you\'re (you are)'],
        ['its', 'belonging to it', 'it\'s (it is, it has)'],
        ['their', 'belonging to them', 'there (place), they\'re (they are)'],
        ['lose', 'mislay, fail to win', 'loose (not tight)'],
        ['breathe', 'the verb', 'breath (the noun)'],
        ['lie / lay', 'she lies down; she lay down yesterday', 'lay (put something down): he lays her coat on the chair'],
        ['then', 'next, at that time', 'than (in comparisons)'],
        ['affect', 'usually a verb', 'effect (usually a noun)'],
      ],
    ),
    example(
      'She could feel his breathe on her neck as he lead her to the bed.',
      'She could feel his breath on her neck as he led her to the bed.',
    ),
  ),
  section(
    'crutch-words',
    'Hunt your crutch words',
    p(
      'Every writer has words they lean on. Use your editor\'s search to count them: _just_, _really_, _very_, _suddenly_, _began to_, _started to_, _slowly_, _felt_. Cut most of them; the sentences get stronger.',
    ),
    example(
      'She just slowly began to really feel very nervous.',
      'Her hands were shaking.',
    ),
  ),
  section(
    'checklist',
    'Before you press publish',
    ul(
      'Title and description checked for spelling, and accurate to the story.',
      'Genre and tags chosen so the right readers find it.',
      'Every character in a sexual scene is clearly an adult, and the story follows our [rules for stories](writing-tips-unacceptable-content).',
      'Checked on a phone: paragraphs spaced, scene breaks visible.',
      'Read aloud, start to finish, at least once.',
    ),
  ),
);

export default articlePage(WRITING_TIPS_META['writing-tips-proofreading'], content);
