import { articlePage } from '../../../shared/article/articlePage';
import { doc, example, p, section, ul } from '../../../shared/article/blocks';
import { WRITING_TIPS_META } from '../meta';

export const content = doc(
  [
    p(
      'Poetry suits desire: it works through suggestion, rhythm and image, and it can say in eight lines what a story needs pages for. These tips are for anyone posting poems on {brand}, whether you write in strict forms or free verse.',
    ),
  ],
  section(
    'images',
    'Concrete images, not abstract words',
    p(
      'Words like _love_, _passion_, _desire_ and _ecstasy_ name feelings without making the reader feel them. A concrete image, something seen, heard, touched, tasted or smelled, lets the reader reach the feeling themselves.',
    ),
    example(
      'My passion for you burns so deep,\nmy love is strong, my desire complete.',
      'Your shirt still on the back of my chair,\nsmelling of rain and you.',
    ),
  ),
  section(
    'line-breaks',
    'Make line breaks mean something',
    p(
      'In poetry, where a line ends is a choice. A break creates a small pause and puts weight on the last word of the line and the first of the next. Break where you want the reader to hold their breath, not simply where the screen runs out.',
    ),
    example(
      'I waited for you all night by the door\nand you did not come.',
      'I waited all night\nby the door\nand you\ndid not come.',
      'The broken lines slow the reader down and leave "you" hanging.',
    ),
  ),
  section(
    'rhyme',
    'Rhyme and rhythm',
    p(
      'Rhyme can be delightful, but forced rhyme is the most common weakness in the poems we see. If you find yourself reversing natural word order ("with kisses sweet my lips you greet") or choosing a word only because it rhymes, rewrite the line or let it go unrhymed. Half-rhymes (_skin_ and _sun_, _breath_ and _bed_) often sound more natural than full ones.',
    ),
    p(
      'Whether you rhyme or not, rhythm matters. Read the poem aloud and listen for lines that stumble. Repeated sounds, such as the soft _s_ in "slow, sleepless, silk", can carry sensuality on their own.',
    ),
  ),
  section(
    'restraint',
    'Say less',
    p(
      'What a poem leaves out is as powerful as what it says. Explicit detail can work in poetry, but often the most erotic poems describe a moment before or after, a single gesture, an absence. Trust the reader to fill the silence. When you revise, try cutting the last two lines: poems often end better one step earlier, before the explanation.',
    ),
  ),
  section(
    'form',
    'Try a form',
    ul(
      '**Haiku:** three short lines, traditionally about a single moment in nature; a moment of intimacy works beautifully in it.',
      '**Sonnet:** fourteen lines, with a turn in thought around line nine; made for longing and argument.',
      '**Prose poem:** a paragraph without line breaks that still works through image and rhythm.',
      '**Free verse:** no set pattern, but every choice of line and sound still counts.',
    ),
  ),
  section(
    'posting',
    'Posting poems',
    ul(
      'Keep stanzas separated by a blank line, and lines within a stanza on consecutive lines. Check on a phone that your line breaks and stanzas come out as you intended.',
      'Do not centre every line: it makes the shape of the poem hard to see.',
      'Give the poem a title that adds something rather than repeating the first line.',
      'Poems follow the same [rules](writing-tips-unacceptable-content) as stories: everyone in a sexual situation is an adult, and no real person can be identified.',
    ),
  ),
);

export default articlePage(WRITING_TIPS_META['writing-tips-poetry-advice'], content);
