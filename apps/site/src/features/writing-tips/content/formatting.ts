import { articlePage } from '../../../shared/article/articlePage';
import { doc, example, p, section, ul } from '../../../shared/article/blocks';
import { WRITING_TIPS_META } from '../meta';

export const content = doc(
  [
    p(
      'Most readers on {brand} read on a phone, often on a small screen in short bursts. A story that is well written but laid out as one grey block will lose them in the first scroll. Good formatting is invisible: the reader simply keeps going.',
    ),
  ],
  section(
    'blank-lines',
    'Separate paragraphs with a blank line',
    p(
      'On screen, paragraphs are separated by space, not by indenting the first line. Leave one blank line between paragraphs and do not indent with spaces or tabs; indents are lost or come out uneven on different screens.',
    ),
    example(
      '    She opened the door.\n    He was already there, leaning against the frame, smiling as if he had been waiting for hours.',
      ['She opened the door.', 'He was already there, leaning against the frame, smiling as if he had been waiting for hours.'],
      'One blank line between paragraphs, no indents.',
    ),
  ),
  section(
    'scene-breaks',
    'Mark scene breaks clearly',
    p(
      'When time jumps, the place changes or the point of view switches, show it with a scene break: a line with a simple centred marker such as `* * *` or `#`. A blank line alone is not enough, because on screen it looks exactly like a new paragraph and the reader will be confused about where and when they are.',
    ),
    example(
      ['He kissed her goodnight at the door.', 'The next morning the phone woke her at seven.'],
      ['He kissed her goodnight at the door.', '* * *', 'The next morning the phone woke her at seven.'],
    ),
  ),
  section(
    'emphasis',
    'Use emphasis sparingly',
    ul(
      '**Italics** are for emphasis, for a character\'s direct thoughts, and for titles of books, films and songs. Used on every other line they lose all force.',
      '**Bold** is rarely needed in fiction. Keep it for headings such as chapter titles.',
      '**Capital letters** read as shouting. One shouted word can work in dialogue; a whole shouted sentence rarely does.',
      '**Never use asterisks or underscores** such as `*this*` to mark emphasis in the text itself. Use the story editor\'s formatting instead, so the emphasis displays properly.',
    ),
    example(
      '"You did WHAT?" she said. *I can\'t believe this*, she thought.',
      '"You did _what_?" she said. _I can\'t believe this._',
      'Italic emphasis, and the thought in italics without "she thought".',
    ),
  ),
  section(
    'chapters',
    'Chapters and long stories',
    p(
      'If your story is long, split it into chapters or publish it as a series. Each part should end at a natural pause, ideally one that makes the reader want the next part. Give chapters a short title or number, and do not repeat a long recap at the start of each one: a sentence or two is enough to orient the reader.',
    ),
  ),
  section(
    'messages-and-signs',
    'Texts, letters and signs',
    p(
      'When characters exchange text messages, e-mails or notes, set each message on its own line so the reader can see who sent what. Italics work well for messages, letters and signs, as long as you have not already used them for thoughts in the same scene.',
    ),
    example(
      'Her phone buzzed: "Still awake?" and she typed back "Maybe. Why?" and he answered "Come downstairs."',
      ['Her phone buzzed.', '_Still awake?_', '_Maybe. Why?_', '_Come downstairs._'],
    ),
  ),
  section(
    'small-things',
    'Small things that help',
    ul(
      'One space after a full stop, not two.',
      'Spell out numbers in narrative ("twenty minutes", "the third time"), except for times, dates and long figures.',
      'Do not change fonts, colours or sizes to make text stand out; they are removed or look broken on some screens.',
      'Look at the story on a phone screen before you share it, and break up anything that reads as a wall of text.',
    ),
    p('Dialogue has conventions of its own: see [formatting dialogue](writing-tips-formatting-dialogue).'),
  ),
);

export default articlePage(WRITING_TIPS_META['writing-tips-formatting'], content);
