import { articlePage } from '../../../shared/article/articlePage';
import { doc, example, p, section, ul } from '../../../shared/article/blocks';
import { WRITING_TIPS_META } from '../meta';

export const content = doc(
  [
    p(
      'Punctuation tells the reader how to hear your sentences: where to pause, what goes together, when to stop. Errors rarely ruin a story on their own, but each one is a small stumble, and readers on {brand} notice. These are the marks that cause the most trouble.',
    ),
  ],
  section(
    'commas',
    'Commas',
    ul(
      '**After an introductory phrase:** "When he finally called, she let it ring twice."',
      '**Between items in a list.** The comma before "and" in a list (the serial or Oxford comma) is optional; use it when it prevents confusion, and be consistent.',
      '**When addressing someone** by name, a comma separates the name: "Come here, Anna." Without it, the sentence means something else.',
      '**Not between two complete sentences.** Joining two sentences with only a comma is a comma splice; see [run-on sentences](writing-tips-run-on-sentences).',
    ),
    example('"Don\'t stop Jake."', '"Don\'t stop, Jake."', 'One comma decides whether Jake is being told to stop someone.'),
  ),
  section(
    'apostrophes',
    'Apostrophes',
    p(
      'An apostrophe shows either possession (_Sarah\'s room_) or missing letters (_don\'t_, _it\'s_). It never makes a plural: one night, two nights, not "two night\'s". The trickiest pair is _its_ and _it\'s_: _it\'s_ always means "it is" or "it has"; _its_ is possessive, like _his_ and _her_.',
    ),
    example(
      'The hotel had it\'s own spa, and the guest\'s were all asleep.',
      'The hotel had its own spa, and the guests were all asleep.',
    ),
  ),
  section(
    'semicolons-colons',
    'Semicolons and colons',
    p(
      'A semicolon joins two complete sentences that are closely linked, where a full stop would feel too abrupt. A colon introduces something that explains, completes or lists what came before. Neither is compulsory; a story can be written perfectly well without them.',
    ),
    example(
      'She knew one thing for certain; she wasn\'t going home alone.',
      'She knew one thing for certain: she wasn\'t going home alone.',
      'What follows explains "one thing", so it takes a colon.',
    ),
  ),
  section(
    'dashes-hyphens',
    'Dashes and hyphens',
    ul(
      '**A hyphen** (-) joins words into one idea, especially before a noun: _a well-cut suit_, _a slow-burning kiss_. No spaces.',
      '**A dash** sets off an aside or a sudden turn, or shows speech cut off. British style uses a spaced en dash ( – ); American style an unspaced em dash (—). Pick one and keep to it.',
      'Do not use a hyphen where you mean a dash: "He paused - then smiled" should have a dash.',
    ),
  ),
  section(
    'ellipses',
    'Ellipses',
    p(
      'An ellipsis is exactly three dots. It shows hesitation, trailing off, or words left out. Four, five or ten dots do not add meaning, and a page full of ellipses makes every character sound unsure. Use them for real hesitation, not as a general pause.',
    ),
    example('"I...... I don\'t know.........."', '"I… I don\'t know."'),
  ),
  section(
    'exclamation-marks',
    'Exclamation and question marks',
    p(
      'One exclamation mark is the most you need, and rarely even that: let the words carry the force. Never double up ("!!" or "?!"). A question mark follows a direct question only: _"Are you sure?" she asked_, but _She asked if he was sure._',
    ),
    example('"Oh my god!!! Yes!!!"', '"Oh my god. Yes."', 'Quiet can be more intense than shouting.'),
  ),
  section(
    'quotation-marks',
    'Quotation marks',
    p(
      'Use them for speech and quoted words, consistently single or double. In British style, punctuation that belongs to the quoted words goes inside the marks. Our guide to [formatting dialogue](writing-tips-formatting-dialogue) covers this in detail.',
    ),
  ),
);

export default articlePage(WRITING_TIPS_META['writing-tips-punctuation'], content);
