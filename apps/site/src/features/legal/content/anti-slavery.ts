import { articlePage } from '../../../shared/article/articlePage';
import { doc, p, section, ul } from '../../../shared/article/blocks';
import { LEGAL_META } from '../meta';

export const content = doc(
  [
    p(
      'Modern slavery includes slavery, servitude, forced or compulsory labour and human trafficking. In an adult community the greatest risk is sexual exploitation: people being coerced into sex, into making sexual images, or into being advertised for sex by someone who controls them. This statement sets out what the operator of {brand} does to keep these harms out of our service and out of the businesses we work with. We publish it voluntarily, in the spirit of section 54 of the UK Modern Slavery Act 2015, and review it every year.',
    ),
  ],
  section(
    'our-business',
    'Our business',
    p(
      '{brand} is one site of a network of online communities for adults, with profiles, messaging, chat, stories and paid upgrades. Our work is done by our own staff and by a small number of suppliers, mainly for hosting, e-mail delivery, payment processing and identity checks.',
    ),
  ),
  section(
    'risks',
    'Where the risks are',
    ul(
      '**On the platform:** traffickers or controllers may try to advertise people for sex, recruit victims, or share images of people who did not freely agree to them.',
      '**In our supply chain:** our suppliers are mostly technology and financial services businesses, where the risk of forced labour is lower, but the hardware and services they rely on may come from higher-risk places.',
      '**In our own work:** moderation is done by people, and we are responsible for their pay, hours and welfare.',
    ),
  ),
  section(
    'platform',
    'What we do on {brand}',
    ul(
      'Offering, buying or advertising sexual services for payment is not allowed, because it is where trafficking most often appears (see our [acceptable use policy](legal-acceptable-use-policy)).',
      'Every member must be an adult, and everyone shown in a photo or video must have agreed to being recorded and shared. We may ask the people shown to verify their identity ([content policy](legal-content-policy)).',
      'Every upload is checked against hash lists of known abuse material, and new photos are reviewed by a moderator before other members see them ([media moderation policy](legal-media-moderation-policy)).',
      'Moderators are trained to recognise signs of trafficking and coercion, such as one person controlling several profiles, someone else answering for a member, or signs of fear or restriction in photos and messages.',
      'Anyone can report a concern with the report button or through the support page. Reports suggesting exploitation are treated as urgent.',
      'We co-operate with the police and anti-trafficking organisations, and report suspected trafficking to the authorities.',
    ),
  ),
  section(
    'suppliers',
    'What we expect of suppliers',
    ul(
      'We choose established suppliers who publish their own commitments against modern slavery, or who confirm in writing that they comply with the law on it.',
      'Our contracts allow us to end a relationship with a supplier that is found to be involved in modern slavery.',
      'We ask suppliers to tell us about any case of modern slavery they find that is connected with the services they provide to us.',
    ),
  ),
  section(
    'our-people',
    'Our own people',
    ul(
      'Everyone who works for us does so freely, under a written contract, and is paid at least the legal minimum wage where they work.',
      'We check every new member of staff\'s right to work.',
      'Moderators have reasonable working hours, regular breaks from difficult material, and access to support.',
      'Anyone who works for us can raise a concern about modern slavery, in confidence and without any detriment to them.',
    ),
  ),
  section(
    'report',
    'If you are worried',
    p(
      'If you think someone on {brand} is being exploited, report the profile or content, or contact us through the support page or the contact address in the footer. If someone is in immediate danger, call the emergency services. In the UK you can also call the Modern Slavery & Exploitation Helpline on 08000 121 700.',
    ),
  ),
);

export default articlePage(LEGAL_META['legal-anti-slavery'], content);
