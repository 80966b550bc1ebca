import { articlePage } from '../../../shared/article/articlePage';
import { doc, example, p, section, ul } from '../../../shared/article/blocks';
import { WRITING_TIPS_META } from '../meta';

export const content = doc(
  [
    p(
      'Paragraphs are the rhythm of your story. They tell the reader when to pause, what belongs together and where to look next. On {brand}, where most people read on a phone, a paragraph that fills the whole screen feels like a wall; a page of one-line paragraphs feels breathless. Here is how to find the balance.',
    ),
  ],
  section(
    'when',
    'When to start a new paragraph',
    p('Start a new paragraph when something changes:'),
    ul(
      '**a new speaker** (see [formatting dialogue](writing-tips-formatting-dialogue));',
      '**a new focus**, such as a different character, object or idea taking centre stage;',
      '**a shift in time or place**, even a small one ("Later,", "Upstairs,");',
      '**a change of mood**, or a moment you want to land on its own.',
    ),
    p(
      'A good test: if you had to give the paragraph a title, could you? If it needs two titles, it is probably two paragraphs.',
    ),
  ),
  section(
    'length',
    'How long?',
    p(
      'There is no fixed rule, but for reading on screen three to five sentences is a comfortable average. Vary it. A run of long, flowing paragraphs slows the reader down and draws them in; a short one after them stops them in their tracks.',
    ),
    example(
      'They had been talking for hours and the bar was nearly empty and the staff were stacking chairs and she realised she had not looked at her phone once, which was unusual for her, and when he asked if she wanted to share a taxi she said yes before she had really thought about it, and then they were outside in the cold and he took her hand.',
      [
        'They had been talking for hours. Around them the bar had emptied, and the staff were stacking chairs. She realised she had not looked at her phone once.',
        'When he asked if she wanted to share a taxi, she said yes before she had thought about it.',
        'Outside, in the cold, he took her hand.',
      ],
      'The last line gets a paragraph of its own because it is the moment that matters.',
    ),
  ),
  section(
    'pace',
    'Paragraphs and pace in intimate scenes',
    p(
      'In a slow, sensual scene, longer paragraphs full of detail let the reader linger. As the intensity rises, shorter paragraphs speed the reading up and mirror the characters\' quickening breath. Use this deliberately, and change pace when the scene changes, rather than chopping every line short from the start: one-sentence paragraphs only have impact if they stand out.',
    ),
  ),
  section(
    'keep-together',
    'Keep action and speaker together',
    p(
      'When a character acts and then speaks, keep both in one paragraph. Splitting them makes it look as if someone else is speaking.',
    ),
    example(
      ['Jess put down her glass.', '"I think you should kiss me."'],
      '"I think you should kiss me." Jess put down her glass and waited.',
      'In the first version, the reader may wonder who is speaking.',
    ),
  ),
  section(
    'openings',
    'Opening and closing lines',
    p(
      'The first and last sentences of a paragraph carry the most weight. Start with what orients the reader, and end on the detail you want them to carry into the next paragraph. Avoid ending on a weak afterthought.',
    ),
    example(
      'He kissed her, slowly, and outside a car alarm was going off somewhere.',
      'Somewhere outside a car alarm was going off. He kissed her, slowly.',
    ),
  ),
);

export default articlePage(WRITING_TIPS_META['writing-tips-paragraphs'], content);
