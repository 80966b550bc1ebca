import { articlePage } from '../../../shared/article/articlePage';
import { doc, h3, p, section, ul, warning } from '../../../shared/article/blocks';
import { LEGAL_META } from '../meta';

export const content = doc(
  [
    p(
      'This policy covers everything members post on {brand}: profiles, photos, videos and albums, stories and ebooks, covers, forum posts, comments, chat and private messages, and listings for meets, parties, groups and clubs. It is part of our [terms and conditions](legal-terms-and-conditions). Before you can post some kinds of content we ask you to accept our content agreement, which confirms these rules.',
    ),
    p('Four principles run through it: **adults only**, **consent**, **nothing illegal**, and **your own work**.'),
  ],
  section(
    'never-allowed',
    'Never allowed',
    warning(
      'Content that sexualises anyone under 18 is never allowed, whatever its form, including drawings, animation, computer-generated or AI-generated images, and written fiction. We remove it, close the account, keep the evidence and report it to the police and child protection authorities.',
      'Zero tolerance',
    ),
    ul(
      'Content that presents an adult as a child in a sexual context, for example by describing them as a child or stressing childlike features or settings.',
      'Intimate images or video of anyone who has not agreed to them being shared, including images taken secretly (hidden cameras, "upskirting"), shared for revenge, or stolen from elsewhere.',
      'Faked or altered sexual images of a real person ("deepfakes"), and sexual content about real, identifiable people without their consent.',
      'Real sexual activity without consent, or content presented as showing it; sexual activity with someone unable to consent, for example because they are asleep, unconscious, or heavily drunk or drugged.',
      'Sexual content involving animals or dead bodies.',
      'Extreme pornography that is illegal to possess in the UK, such as images of acts that threaten life or are likely to cause serious injury; depictions of strangulation or choking in sexual content; content involving bodily waste.',
      'Content that promotes or arranges sex for payment, sexual exploitation or trafficking.',
      'Threats, hate speech, content supporting terrorism or violent extremism, and content encouraging suicide, self-harm or eating disorders.',
      'Other people\'s personal information (real names, addresses, workplaces, phone numbers) posted without their consent.',
      'Anything else that is illegal in the UK or where you are.',
    ),
  ),
  section(
    'adult-content',
    'Adult content that is allowed, and where',
    p(
      'Explicit sexual content between consenting adults is welcome on {brand}, with some limits on where it appears, so that members choose what they see:',
    ),
    ul(
      '**Profile photos** (the main picture shown beside your name) must not show genitals or sexual acts. Explicit photos belong in albums and galleries.',
      '**Names, titles and descriptions** of profiles, groups, clubs, meets and parties must not be obscene, because they appear in lists and search results.',
      '**Stories and ebooks** may be sexually explicit, within the [rules for stories](writing-tips-unacceptable-content).',
      '**Fetish and kink** between consenting adults are allowed within the limits above.',
      '**Private messages:** send explicit content only to people who have clearly said they want it.',
    ),
  ),
  section(
    'people-in-media',
    'People in photos and videos',
    ul(
      'Everyone shown must be 18 or over, and must look it. If there is any doubt, the photo is rejected.',
      'Everyone who can be recognised must have agreed to being photographed or filmed, and to it being shared on {brand}. On a couple or group profile, that means every person on it.',
      'You must have taken the photo yourself or have the right to use it. Do not post pictures of other people found online, including celebrities and professional models.',
      'Do not show people in the background who have not agreed to appear, and do not show car number plates or anything that reveals where someone lives.',
    ),
    p(
      'We may ask you, and anyone shown, to verify your identity and age before content is published or to keep it published.',
    ),
  ),
  section(
    'writing',
    'Stories, posts and comments',
    p(
      'Written content follows the same principles. Fiction about consenting adults can explore a wide range of desires, but it must never involve characters under 18, real identifiable people, or sexual violence presented as arousing. Our [rules for stories](writing-tips-unacceptable-content) explain the details, with examples. Only post writing that is your own, or that you have the right to post: copying someone else\'s story is not allowed.',
    ),
  ),
  section(
    'contact-details',
    'Contact details and links',
    p(
      'To protect members from spam and scams, do not put phone numbers, e-mail addresses, social media handles or links to other sites in public places such as your profile or posts. Share contact details privately, and only with people you trust.',
    ),
  ),
  section(
    'enforcement',
    'How we enforce this policy',
    h3('Checks before and after publishing'),
    p(
      'Every photo and video is checked when it is uploaded, and new photos are reviewed by a moderator before other members see them; our [media moderation policy](legal-media-moderation-policy) explains how. Other content is checked when it is reported, and we may review any content at any time.',
    ),
    h3('What happens'),
    p(
      'Content that breaks this policy is removed or its visibility limited, and depending on how serious the breach is we may warn the member, limit or close the account, and report it to the authorities. We tell you what we removed, which rule it broke and how to appeal; see our [complaints policy](legal-complaints-policy).',
    ),
    h3('Reporting content'),
    p(
      'Use the report button beside any content, or contact us through the support page or the contact address in the footer. You do not need an account to ask us to remove an intimate image of yourself.',
    ),
  ),
);

export default articlePage(LEGAL_META['legal-content-policy'], content);
