import { articlePage } from '../../../shared/article/articlePage';
import { doc, example, p, section } from '../../../shared/article/blocks';
import { WRITING_TIPS_META } from '../meta';

export const content = doc(
  [
    p(
      'Dialogue is where characters flirt, argue and confess, and where many stories on {brand} come alive. Clumsy dialogue formatting, though, is one of the quickest ways to lose a reader. These are the conventions of British publishing; American publishing differs only in using double quotation marks first. Choose one style and keep to it.',
    ),
  ],
  section(
    'new-speaker',
    'A new paragraph for each speaker',
    p(
      'Every time the speaker changes, start a new paragraph. Keep a character\'s actions in the same paragraph as their words, so the reader always knows who is speaking without needing a tag.',
    ),
    example(
      '"Are you coming up?" she asked. "Only if you ask nicely," he said, and she laughed. "I just did."',
      ['"Are you coming up?" she asked.', '"Only if you ask nicely," he said.', 'She laughed. "I just did."'],
    ),
  ),
  section(
    'tags',
    'Punctuating dialogue tags',
    p(
      'A dialogue tag (_she said_, _he asked_) is part of the same sentence as the speech. The speech ends with a comma instead of a full stop, inside the quotation marks, and the tag starts with a small letter. Question marks and exclamation marks stay as they are, and the tag still starts with a small letter.',
    ),
    example(
      ['"I missed you." She said.', '"Did you?" He asked.'],
      ['"I missed you," she said.', '"Did you?" he asked.'],
    ),
    p(
      'When the tag comes in the middle of a sentence, use commas on both sides and continue with a small letter. If it comes between two sentences, end the tag with a full stop.',
    ),
    example(
      '"If you want," he said. "we could stay in tonight."',
      ['"If you want," he said, "we could stay in tonight."', '"Stay," she said. "Please."'],
    ),
  ),
  section(
    'beats',
    'Action beats instead of tags',
    p(
      'An action beat is a sentence of action next to the speech. It is a separate sentence, so it takes full stops, not commas, and a capital letter. Beats show the reader what the body is doing while the mouth talks, which is often more revealing than the words.',
    ),
    example(
      '"Come here," she smiled, pulling him closer.',
      '"Come here." She smiled and pulled him closer.',
      'You cannot smile words, so "she smiled" is a beat, not a tag.',
    ),
  ),
  section(
    'said',
    'Said is (almost) invisible',
    p(
      'Readers glide over _said_ and _asked_. Fancy tags such as _breathed_, _purred_, _exclaimed_ or _retorted_ draw attention to themselves and quickly become comic. If the speech is strong, a plain tag, a beat or no tag at all is enough. The same goes for adverbs: if you need "she said seductively", the line itself probably is not seductive yet.',
    ),
  ),
  section(
    'interruptions',
    'Interruptions and trailing off',
    p(
      'Use a dash when speech is cut off, by someone else or by an action, and an ellipsis (three dots) when the speaker trails off or hesitates.',
    ),
    example(
      ['"I wanted to tell you...." "What?"', '"Wait, I..." he began.'],
      ['"I wanted to tell you—"', '"Tell me what?"', '"Wait, I… I don\'t know how to say this."'],
    ),
  ),
  section(
    'long-speeches',
    'Quotes within quotes and long speeches',
    p(
      'Speech inside speech takes the other kind of quotation mark: double inside single, or single inside double. When one character speaks for several paragraphs, leave out the closing quotation mark at the end of each paragraph except the last, and open each new paragraph with a quotation mark, so the reader knows the same person is still talking.',
    ),
    example(
      '"She said "never again" and then kissed me," he said.',
      '"She said \'never again\' and then kissed me," he said.',
    ),
  ),
  section(
    'thoughts',
    'Thoughts',
    p(
      'Direct thoughts usually go in italics without quotation marks, and need no "she thought" if the point of view is clear. Reported thoughts in the narrative need neither.',
    ),
    example(
      '"He\'s not going to call," she thought to herself.',
      '_He\'s not going to call._ She put the phone face down and poured another glass.',
    ),
  ),
);

export default articlePage(WRITING_TIPS_META['writing-tips-formatting-dialogue'], content);
