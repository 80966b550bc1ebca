import { articlePage } from '../../../shared/article/articlePage';
import { doc, example, ol, p, section } from '../../../shared/article/blocks';
import { WRITING_TIPS_META } from '../meta';

export const content = doc(
  [
    p(
      'A run-on sentence joins two or more complete sentences without the punctuation or linking word they need. It is one of the most common problems in stories submitted to {brand}, and one of the easiest to fix once you can spot it. Note that "run-on" is about structure, not length: a very long sentence can be perfectly correct, and a short one can be a run-on.',
    ),
  ],
  section(
    'two-kinds',
    'The two kinds',
    p(
      'A **fused sentence** runs two sentences together with nothing between them. A **comma splice** joins them with only a comma. Both leave the reader unsure where one thought ends and the next begins.',
    ),
    example('She unlocked the door he followed her inside.', 'She unlocked the door. He followed her inside.', 'A fused sentence.'),
    example(
      'The room was dark, she reached for the light.',
      'The room was dark, so she reached for the light.',
      'A comma splice, fixed with a linking word.',
    ),
  ),
  section(
    'spotting',
    'How to spot them',
    p(
      'Look for a sentence with two subjects that each have their own verb ("the room was", "she reached"). Then ask: could each part stand alone as a sentence? If yes, and only a comma or nothing joins them, you have a run-on. Reading aloud helps: you will naturally pause or drop your voice where a full stop belongs.',
    ),
    p(
      'Watch especially for words like _then_, _however_ and _suddenly_ after a comma. They do not join sentences on their own: "He kissed her, then she pulled away" needs "and then", or a full stop.',
    ),
  ),
  section(
    'fixes',
    'Four ways to fix a run-on',
    ol(
      '**A full stop:** two short sentences. Often the strongest choice, especially in tense moments.',
      '**A comma and a joining word** (_and_, _but_, _or_, _so_, _yet_): shows how the two ideas relate.',
      '**A semicolon:** for two closely linked ideas of equal weight.',
      '**Make one part depend on the other** with a word like _when_, _because_, _although_, _as_ or _while_.',
    ),
    example(
      'He had waited all week for this, he wasn\'t going to rush it.',
      [
        'He had waited all week for this. He wasn\'t going to rush it.',
        'He had waited all week for this, and he wasn\'t going to rush it.',
        'He had waited all week for this; he wasn\'t going to rush it.',
        'Because he had waited all week for this, he wasn\'t going to rush it.',
      ],
      'All four are correct. Each has a slightly different rhythm: choose the one that fits the moment.',
    ),
  ),
  section(
    'long-sentences',
    'When a long sentence is right',
    p(
      'Long sentences are not mistakes. A deliberate, flowing sentence, joined by "and" after "and", can capture a rush of sensation or a mind racing, and erotic writing often uses exactly that effect. The difference is control: every part is properly joined, and the sentence ends where the feeling does.',
    ),
    example(
      'She kissed him, he pulled her closer, the book fell off the sofa, neither of them noticed.',
      'She kissed him and he pulled her closer and the book slid off the sofa and neither of them noticed, or cared.',
      'The "and" chain is a deliberate choice; the comma splices were an accident.',
    ),
    p(
      'Follow a long sentence with a short one and the contrast does the work. Used everywhere, though, the effect wears off quickly, so keep it for the moments that deserve it.',
    ),
  ),
);

export default articlePage(WRITING_TIPS_META['writing-tips-run-on-sentences'], content);
