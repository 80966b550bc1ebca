import { articlePage } from '../../../shared/article/articlePage';
import { doc, example, p, section, ul } from '../../../shared/article/blocks';
import { WRITING_TIPS_META } from '../meta';

export const content = doc(
  [
    p(
      'A participle is a verb form used as a describing word: the _-ing_ form (_smiling_, _walking_) or the past form (_tired_, _kissed_, _undone_). Participle phrases are useful, but they cause three problems that editors on {brand} see again and again: danglers, impossible timing, and monotony.',
    ),
  ],
  section(
    'danglers',
    'Dangling participles',
    p(
      'A participle phrase at the start of a sentence describes whoever or whatever comes straight after the comma. If that is the wrong person or thing, the phrase "dangles", and the result can be unintentionally funny.',
    ),
    example(
      'Walking into the bedroom, the candles were already lit.',
      'Walking into the bedroom, she saw the candles were already lit.',
      'The candles were not walking.',
    ),
    example(
      'Wrapped in nothing but a towel, he opened the door to the neighbour.',
      'He opened the door to the neighbour, who was wrapped in nothing but a towel.',
      'Decide who is in the towel, then put the description next to them.',
    ),
  ),
  section(
    'timing',
    'Impossible timing',
    p(
      'An _-ing_ phrase means "at the same time as". That is fine for actions that can really overlap, and wrong for actions that happen one after another.',
    ),
    example(
      'Unlocking the door, she kicked off her shoes and poured two glasses of wine.',
      'She unlocked the door, kicked off her shoes and poured two glasses of wine.',
      'Nobody can pour wine while unlocking a door.',
    ),
    p('If one action finishes before the next begins, use "having" plus the past form, or simply two verbs:'),
    example(
      'Taking off his jacket, he hung it up and sat down beside her.',
      ['Having hung up his jacket, he sat down beside her.', 'He hung up his jacket and sat down beside her.'],
    ),
    p('Overlapping actions work well:'),
    example(
      'She watched him. She was smiling.',
      'She watched him, smiling.',
      'Watching and smiling can happen together, so the participle is right here.',
    ),
  ),
  section(
    'past-participles',
    'Past participles follow the same rule',
    p(
      'Openings such as _Exhausted_, _Blindfolded_ or _Dressed in red_ describe whoever comes straight after the comma, exactly like _-ing_ phrases. Ask whose eyes are covered, or who is wearing red, and put that person there.',
    ),
    example(
      'Blindfolded, his hands traced the line of her jaw.',
      'Blindfolded, she felt his hands trace the line of her jaw.',
      'In the first version, his hands are wearing the blindfold.',
    ),
  ),
  section(
    'monotony',
    'Too many -ing openings',
    p(
      'Even correct participle openings become a tic when every second sentence starts with one. The rhythm turns mechanical, and the real action gets buried in the second half of each sentence. Read your first word of each sentence down a page: if you see _-ing_ after _-ing_, vary them.',
    ),
    example(
      'Leaning closer, he brushed her hair aside. Tilting her head, she let him. Smiling, he kissed her neck. Gasping, she pulled him closer.',
      'He leaned closer and brushed her hair aside. She tilted her head to let him. When he kissed her neck she gasped and pulled him closer.',
    ),
  ),
  section(
    'checklist',
    'A quick check',
    ul(
      'Who or what comes right after the comma? Is that who the phrase describes?',
      'Can the two actions really happen at the same moment?',
      'How many sentences on this page start with an _-ing_ word?',
    ),
  ),
);

export default articlePage(WRITING_TIPS_META['writing-tips-participles'], content);
