import { articlePage } from '../../../shared/article/articlePage';
import { doc, example, p, section, ul, warning } from '../../../shared/article/blocks';
import { WRITING_TIPS_META } from '../meta';

export const content = doc(
  [
    p(
      'Stories on {brand} can explore a wide range of adult desire. A few things are never allowed, in any story, whatever the genre and however the story is labelled. These rules come from our [content policy](legal-content-policy) and apply to stories, ebooks, series, covers, titles, descriptions and comments.',
    ),
  ],
  section(
    'adults-only',
    'Every character in a sexual scene is an adult',
    warning(
      'No sexual content involving anyone under 18, ever. Stories that break this rule are removed, the account is closed, and we report it to the authorities.',
      'Zero tolerance',
    ),
    ul(
      'Every character involved in, or described in, sexual activity must be 18 or over, and it must be clear that they are.',
      'Stating an age is not enough if everything else in the story describes a child: their body, behaviour, school setting or relationships.',
      'No sexual memories or flashbacks involving a character under 18, even if the character is an adult now.',
      'No "ageing up" of characters who are children in the book, film, game or series they come from.',
      'Avoid the word "girl" or "boy" for an adult in a sexual context where it could suggest a child; write "woman", "man" or the character\'s name.',
    ),
    example(
      'It was her first day of sixth form, and her teacher asked her to stay behind.',
      'Three weeks into her evening class, Erin, thirty-two and newly divorced, found herself staying behind to talk to the tutor.',
      'A school setting suggests a pupil under 18. Make adult characters unmistakably adult.',
    ),
  ),
  section(
    'consent',
    'Consent',
    p(
      'Sexual activity in a story must be between characters who consent to it. A story may not present rape or sexual assault as arousing, or describe sex with someone unable to consent: asleep, unconscious, or too drunk or drugged to agree.',
    ),
    ul(
      '**Role-play is allowed** where the story makes clear that the characters agreed to it beforehand, for example with a negotiated scene and a safe word.',
      '**Consent can be withdrawn.** If a character says stop, the scene stops.',
      '**A story may deal with abuse or assault** as part of a plot, for example a survivor\'s story, as long as it is not written as erotic.',
      '**Pressure, blackmail and coercion** into sex count as non-consent, however the scene ends.',
    ),
  ),
  section(
    'real-people',
    'No real people',
    p(
      'Do not write sexual content about real, identifiable people: celebrities, public figures, other members of {brand}, or anyone you know. Change names and details so that nobody could be recognised. Fan fiction must be about fictional characters who are adults in their original work.',
    ),
  ),
  section(
    'never-allowed',
    'Themes that are never allowed',
    ul(
      'sex involving animals, or dead bodies;',
      'sexual activity between family members, including step-family and adoptive family;',
      'sexual content focused on bodily waste;',
      'sexual violence causing serious injury or death, and strangulation or choking during sex;',
      'sex trafficking, or sex for payment presented approvingly;',
      'hate speech and content encouraging violence, self-harm or suicide.',
    ),
  ),
  section(
    'your-own-work',
    'Your own work',
    p(
      'Post only writing that is your own. Copying another author\'s story, or passing off a translated or lightly reworded version as yours, is plagiarism and will be removed. You may quote a few lines of a song or poem if you credit it.',
    ),
  ),
  section(
    'titles-and-covers',
    'Titles, descriptions and covers',
    p(
      'Titles and descriptions appear in lists and search results, so keep them free of explicit words, and never use them to suggest anything the rules above forbid. Covers follow our [media moderation policy](legal-media-moderation-policy): no explicit images, and only pictures you have the right to use.',
    ),
  ),
  section(
    'what-happens',
    'What happens if a story breaks the rules',
    p(
      'Readers can report a story with the report button. Depending on what we find, we may ask you to edit the story, unpublish it, or remove it, and for serious or repeated breaches limit or close your account. We tell you which rule the story broke, and you can appeal; see our [complaints policy](legal-complaints-policy). If you are unsure whether an idea is allowed, ask us through the support page before you publish.',
    ),
  ),
);

export default articlePage(WRITING_TIPS_META['writing-tips-unacceptable-content'], content);
