import { articlePage } from '../../../shared/article/articlePage';
import { doc, p, section, ul, warning } from '../../../shared/article/blocks';
import { LEGAL_META } from '../meta';

export const content = doc(
  [
    p(
      '{brand} is a community of adults who have chosen to be open about sex and relationships. That only works if everyone feels safe and respected. This policy sets out how members must behave everywhere on {brand}: profiles, messages, chat rooms, forums, groups, clubs, stories, comments, and when members meet. It is part of our [terms and conditions](legal-terms-and-conditions); what you may post is covered in more detail by our [content policy](legal-content-policy).',
    ),
  ],
  section(
    'children',
    'Children: zero tolerance',
    warning(
      'Anything that sexualises a person under 18 is never allowed, in any form: images, video, text, role-play, drawings or computer-generated material. We close the account at once, keep the evidence and report it to the police and child protection authorities.',
      'Zero tolerance',
    ),
    ul(
      'Do not talk to or about anyone you think may be under 18 in a sexual way, and report them to us if you think a member is under 18.',
      'Do not role-play as, or ask others to role-play as, anyone under 18, even between adults.',
      'Do not bring anyone under 18 to a meet, party or club event organised through {brand}.',
    ),
  ),
  section(
    'respect',
    'Respect other members',
    ul(
      '**No means no.** If someone does not reply, declines, or blocks you, stop. Do not contact them again from another account or elsewhere.',
      '**No harassment or bullying:** no threats, intimidation, repeated unwanted messages, or pile-ons.',
      '**No unsolicited explicit images.** Ask first, and only send what the other person has clearly agreed to receive.',
      '**No hate.** Do not attack people for their race, ethnicity, nationality, religion, disability, sex, gender identity, sexual orientation or age.',
      '**Respect discretion.** Many members keep their lifestyle private. Never reveal who a member is, where they live or work, or their sexual life to anyone else ("outing" or "doxxing").',
    ),
  ),
  section(
    'honesty',
    'Be honest',
    ul(
      'Do not pretend to be someone else, use other people\'s photos, or create fake profiles.',
      'Do not lie about your age. Couple and group profiles must really be run by the people shown.',
      'Do not scam. Never ask members for money, gifts, bank or card details, or to invest in anything. Report anyone who does.',
    ),
  ),
  section(
    'privacy-consent',
    'Consent and privacy',
    ul(
      'Only share photos or videos of other people if they agreed both to being recorded and to it being shared on {brand}.',
      'Never share intimate images of anyone without their consent. Threatening to do so is just as serious.',
      'Do not record, screenshot or pass on other members\' private messages, photos or video chats without their permission.',
      'Do not secretly record anyone, on {brand} or at a meet.',
    ),
  ),
  section(
    'commercial',
    'No selling, no advertising',
    p(
      '{brand} is for members, not for business. Do not advertise or sell anything, post links to paid content or subscription pages, recruit for other sites, or send bulk or repeated messages. In particular, offering, buying or asking for sexual services for payment or reward, including "escorting" and "arrangements", is not allowed: it puts people at risk of exploitation and trafficking (see our [anti-slavery statement](legal-anti-slavery)).',
    ),
  ),
  section(
    'illegal',
    'Nothing illegal or dangerous',
    ul(
      'Do not use {brand} to commit or plan any crime, including selling drugs or weapons, or to exploit anyone.',
      'Do not encourage suicide, self-harm or eating disorders. If you are worried about a member, tell us.',
      'Do not threaten violence, or support terrorism or violent extremism.',
      'Do not post anything that infringes someone else\'s copyright or other rights.',
    ),
  ),
  section(
    'security',
    'Keep {brand} working',
    ul(
      'Do not use bots, scrapers or other automated means to use {brand} or copy its content.',
      'Do not try to get into other accounts, test or attack our security, or get around limits, blocks or paid features. If you find a security problem, tell us through the support page and we will thank you.',
      'Do not open a new account to get around a suspension or ban.',
      'Do not share your account, or log in to anyone else\'s.',
    ),
  ),
  section(
    'meeting',
    'When you meet',
    p(
      'The same rules apply when members meet in person. Consent can be withdrawn at any time, and being at a party or club does not mean agreeing to anything. Meet in public first, tell someone where you are going, and keep yourself safe. If someone breaks these rules at a meet, report it to us, and to the police if a crime was committed.',
    ),
  ),
  section(
    'reporting',
    'Reporting a problem',
    p(
      'Use the report button on any profile, message, photo, story or post, or contact us through the support page. You can also block anyone at any time. Reports are confidential: we do not tell the member who reported them. Our [complaints policy](legal-complaints-policy) explains what happens next and how quickly.',
    ),
  ),
  section(
    'enforcement',
    'What we do when rules are broken',
    p(
      'We look at what happened, how serious it was, whether it was deliberate, and whether the member has broken the rules before. Depending on that, we may:',
    ),
    ul(
      'remove or hide content;',
      'give a warning;',
      'limit what the account can do, for example sending messages or uploading photos;',
      'suspend the account for a time, or close it permanently and refuse new accounts from the same person;',
      'report the matter to the police or other authorities.',
    ),
    p(
      'We tell you what we did and why, and you can appeal as our [complaints policy](legal-complaints-policy) explains, unless the law or someone\'s safety stops us telling you.',
    ),
  ),
);

export default articlePage(LEGAL_META['legal-acceptable-use-policy'], content);
