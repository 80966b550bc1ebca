import { articlePage } from '../../../shared/article/articlePage';
import { doc, example, p, section, ul } from '../../../shared/article/blocks';
import { WRITING_TIPS_META } from '../meta';

export const content = doc(
  [
    p(
      'Tense tells the reader when the story happens relative to the telling. Most fiction is written in the past tense ("she opened the door"); some in the present ("she opens the door"). Both work. What does not work is sliding between them by accident, and it is one of the most common slips in stories on {brand}.',
    ),
  ],
  section(
    'choose',
    'Choose a tense',
    ul(
      '**Past tense** is the default of storytelling. Readers barely notice it, which lets them sink into the story.',
      '**Present tense** feels immediate, as if it is happening now, which can suit intense, intimate scenes and first-person stories. It can also feel breathless over a long story.',
    ),
    p('Whichever you choose, keep the whole story in it, apart from the deliberate shifts below.'),
  ),
  section(
    'slips',
    'Spotting accidental shifts',
    p(
      'Shifts creep in most during exciting moments, when the writer is caught up in the action, and in stories written over several sittings. Read the scene looking only at the verbs.',
    ),
    example(
      'She pulled him through the door and pushes him against the wall. He laughed and says her name.',
      'She pulled him through the door and pushed him against the wall. He laughed and said her name.',
    ),
    example(
      'I walk into the party and everyone turned to look.',
      'I walk into the party and everyone turns to look.',
      'In a present-tense story, everything happening now stays in the present.',
    ),
  ),
  section(
    'flashbacks',
    'Flashbacks: the past of the past',
    p(
      'In a past-tense story, events before the story\'s "now" take the past perfect: _had_ plus the past form (_had met_, _had kissed_). You do not need to keep it up for the whole flashback: use it for a sentence or two to carry the reader back, switch to simple past, then use _had_ again briefly to return.',
    ),
    example(
      'They met at a wedding three years ago. He asks her to dance and she said no.',
      [
        'They had met at a wedding three years before. He had asked her to dance, and she had said no.',
        'He asked again later, when the band was packing up. That time she said yes.',
        'She had never told him why.',
      ],
      'Past perfect in and out; simple past in the middle.',
    ),
  ),
  section(
    'dialogue',
    'Dialogue keeps its own tense',
    p(
      'Speech and direct thoughts use whatever tense the character would really use, whatever tense the narration is in. Do not "correct" them.',
    ),
    example('"I wanted you," she said.', '"I want you," she said.', 'She means now, so the speech is in the present, even in a past-tense story.'),
  ),
  section(
    'general-truths',
    'Things that are still true',
    p(
      'In past-tense narration, describe places and facts in the past too, even if they are still true: "The hotel was on the seafront." Switching to the present for them reads as the narrator stepping out of the story. Keep the present for a deliberate narrator\'s aside, if your story has such a narrator.',
    ),
  ),
);

export default articlePage(WRITING_TIPS_META['writing-tips-verb-tense'], content);
