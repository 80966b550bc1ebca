import { articlePage } from '../../../shared/article/articlePage';
import { doc, example, p, section, ul } from '../../../shared/article/blocks';
import { WRITING_TIPS_META } from '../meta';

export const content = doc(
  [
    p(
      'The stories readers on {brand} finish, favourite and recommend are rarely the most explicit ones. They are the ones where the reader cares who is in the room and wants to know what happens next. Here is the craft that gets you there.',
    ),
  ],
  section(
    'desire-and-obstacle',
    'Start with desire and an obstacle',
    p(
      'Every story needs someone who wants something and something in the way. In erotic fiction the want is obvious; the obstacle is what makes it a story. It might be a rule, a rival, a secret, shyness, or simply that the moment has not come yet. Without an obstacle there is no tension, and without tension the sex scene is just a list of events.',
    ),
    p(
      'Before you write, finish this sentence: _"This is a story about someone who wants… but…"_ If you cannot, the story probably is not ready.',
    ),
  ),
  section(
    'build-up',
    'Let the build-up do the work',
    p(
      'Anticipation is the most powerful tool you have. A glance held too long, a hand that almost touches, a door left open: these are what make the reader lean in. Many stories rush to the first kiss in the opening paragraph and then have nowhere to go. Give the tension room to grow, and the payoff will land harder.',
    ),
    example(
      'Sam walked into the bar, saw Leah and they went back to her flat.',
      'Sam saw her the moment he walked in: Leah, at the end of the bar, turning her glass in slow circles. She didn\'t look up. She didn\'t need to. The empty stool beside her had her coat on it, and as he reached it she moved the coat.',
      'The second version takes longer, but every sentence raises the stakes.',
    ),
  ),
  section(
    'senses',
    'Write with all five senses',
    p(
      'Sight is the sense writers lean on most, and the least intimate. Touch, smell, taste and sound put the reader inside the character\'s body. Choose one or two precise details rather than a catalogue.',
    ),
    example(
      'He was very attractive and she felt really excited.',
      'He smelled of cedar and cold air, and when he spoke low against her ear she forgot what she had been about to say.',
      'Specific details do the work that "very" and "really" only point at.',
    ),
  ),
  section(
    'show-dont-tell',
    'Show feelings, don\'t announce them',
    p(
      'Telling the reader a character is nervous is a summary; showing it is an experience. Let actions, hesitations and dialogue carry the emotion, and trust the reader to understand it.',
    ),
    example(
      'Mia was nervous about undressing in front of him.',
      'Mia reached for the top button, stopped, and laughed at herself. "Turn the lamp down a little?"',
    ),
  ),
  section(
    'point-of-view',
    'Choose a point of view and stay in it',
    p(
      'Decide whose head the reader is in. In a single scene, stay with that character: we know what they think and feel, but only what they can see of everyone else. Jumping between two people\'s thoughts from line to line ("head-hopping") blurs the scene and drains its intimacy. If you need both perspectives, switch at a scene break.',
    ),
  ),
  section(
    'language',
    'Choose your words with care',
    ul(
      '**Be consistent in register.** Clinical words in a romantic scene, or crude words in a tender one, jolt the reader out of the story unless you mean them to.',
      '**Avoid tired euphemisms.** Readers have seen every "throbbing member" and "velvet sheath" before. Plain, precise language usually reads as more confident.',
      '**Cut filler words** such as "very", "really", "just", "suddenly" and "began to".',
      '**Consent is sexy on the page.** A question asked and answered, a "yes" said out loud, adds heat rather than taking it away, and it keeps your story within the [rules for stories](writing-tips-unacceptable-content).',
    ),
  ),
  section(
    'finishing',
    'Finish well',
    ul(
      '**Read it aloud.** You will hear clumsy rhythm, repeated words and missing words your eyes skip over.',
      '**Let it rest** for a day before you edit, then follow our [proofreading](writing-tips-proofreading) checklist.',
      '**Give it a strong title and description.** They are all a reader sees before deciding to click; promise the story you actually wrote.',
      '**Listen to comments**, but remember it is your story. If several readers trip over the same thing, it is worth another look.',
    ),
  ),
);

export default articlePage(WRITING_TIPS_META['writing-tips-general'], content);
