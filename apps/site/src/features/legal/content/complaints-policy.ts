import { articlePage } from '../../../shared/article/articlePage';
import { doc, info, ol, p, section, table, ul } from '../../../shared/article/blocks';
import { LEGAL_META } from '../meta';

export const content = doc(
  [
    p(
      'We want to hear when something is wrong on {brand}, whether it is a member\'s behaviour, a post or photo, a decision we made about your account, a payment, or the way we handle your data. This policy explains how to tell us, what happens next and how quickly.',
    ),
  ],
  section(
    'how-to',
    'How to report or complain',
    ul(
      '**About content or a member:** use the report button beside the profile, message, photo, story or post. This is the fastest way, because it tells us exactly what you mean.',
      '**About anything else, or if you cannot use the button:** contact us through the support page or the contact address in the footer.',
      '**Without an account:** anyone can ask us to remove illegal content, or an intimate image of themselves, through the contact address in the footer.',
    ),
    p('It helps if you include:'),
    ul(
      'your member name, if you have one;',
      'what happened and when, with links to the content or names of the members involved;',
      'what you would like us to do.',
    ),
    p('Reports are confidential. We never tell a member who reported them.'),
  ),
  section(
    'timescales',
    'How quickly we answer',
    table(
      'Our response times',
      ['What', 'What we do', 'When'],
      [
        ['Content that may involve a child, or an intimate image shared without consent', 'Hidden while we check, then removed and reported where confirmed', 'First, before any other work'],
        ['Other reports of content or behaviour', 'Reviewed and acted on', 'Within 24 hours'],
        ['Complaints (service, payments, anything else)', 'Acknowledged', 'Within 2 working days'],
        ['Complaints', 'Full answer', 'Within 14 days'],
        ['Appeals against a moderation decision', 'Decided by someone not involved in the original decision', 'Within 14 days'],
        ['Requests about your personal data', 'Answered', 'Within one month'],
      ],
    ),
    p(
      'If a complaint needs more time, for example because we need information from someone else, we tell you why and when you will hear from us. For personal data requests the law lets us extend the time by up to two more months for complex requests; we tell you within the first month if we need to.',
    ),
  ),
  section(
    'appeals',
    'Appealing a decision about you',
    p(
      'If we removed your content, limited or suspended your account, or closed it, you can appeal within six months of our decision, through the support page or the contact address in the footer. Tell us why you think we got it wrong.',
    ),
    ol(
      'A member of staff who was not involved in the original decision looks at it again, with what you have told us.',
      'They may confirm the decision, change it, or reverse it.',
      'We tell you the outcome and the reason. If we got it wrong, we restore your content or account, and any paid time you lost.',
    ),
    p(
      'You can appeal a decision once. Decisions about child sexual abuse material are not reversed on appeal unless the material was wrongly identified.',
    ),
  ),
  section(
    'escalating',
    'If you are not satisfied',
    p(
      'If you are unhappy with our answer to a complaint, ask for it to be reviewed by a senior member of staff, who will give you our final response within 14 days. After that, you can also turn to:',
    ),
    ul(
      '**About personal data:** the Information Commissioner\'s Office in the UK ([ico.org.uk](https://ico.org.uk)), or the data protection authority where you live in the European Union.',
      '**About a moderation decision, in the European Union:** an out-of-court dispute settlement body certified under the Digital Services Act. We will take part in good faith.',
      '**Online safety in the UK:** Ofcom regulates online safety. It does not decide individual complaints, but you can tell it about your concerns.',
      '**About a purchase:** your local consumer advice service, or the courts.',
    ),
    info('Using any of these does not stop you going to court, and going to them first does not cost you anything with us.'),
  ),
  section(
    'fair-treatment',
    'Fair treatment',
    p(
      'Complaining will never count against you. We treat every complaint seriously and fairly, and keep what you tell us confidential except where we must share it to deal with the complaint or by law. If someone makes repeated reports in bad faith to harass another member, we may stop acting on their reports, and treat it as a breach of our [acceptable use policy](legal-acceptable-use-policy).',
    ),
    p(
      'We keep records of complaints and what we did about them, for the time set out in our [privacy policy](legal-privacy-policy#how-long), and use them to improve {brand}.',
    ),
  ),
);

export default articlePage(LEGAL_META['legal-complaints-policy'], content);
