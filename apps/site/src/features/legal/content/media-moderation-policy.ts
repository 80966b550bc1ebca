import { articlePage } from '../../../shared/article/articlePage';
import { doc, info, ol, p, section, ul } from '../../../shared/article/blocks';
import { LEGAL_META } from '../meta';

export const content = doc(
  [
    p(
      'Photos and videos are the most personal content on {brand}, and the most open to abuse. This policy explains how we check them: automatically when they are uploaded, by a moderator before they are shown, and again whenever someone reports them. It applies to profile photos, albums, galleries, story and ebook covers, and images posted in groups, clubs, parties, forums and messages. The rules themselves are in our [content policy](legal-content-policy).',
    ),
  ],
  section(
    'at-upload',
    'Step 1: automatic checks when you upload',
    p('Every file is checked as soon as it is uploaded, before anyone else can see it:'),
    ul(
      'It is compared against hash lists of known child sexual abuse material and other known illegal images. A hash is a digital fingerprint: matching fingerprints finds copies of known images without anyone having to look at them.',
      'Location data and other hidden details (EXIF metadata) are removed from photos before they are published, so a photo cannot reveal where it was taken.',
      'Files that are not images or videos of a supported type and size are refused.',
    ),
    p(
      'A file that matches a known-abuse hash is blocked and never published. A trained member of staff reviews the match; when it is confirmed, the account is closed, the material and account details are preserved as the law requires, and they are reported to the relevant authorities.',
    ),
  ),
  section(
    'pending',
    'Step 2: review by a moderator',
    p(
      'New photos and videos for profiles, albums, galleries, covers, groups, clubs and parties are held as **pending**. You can see them, but other members cannot until a moderator has approved them. We aim to review pending media within 24 hours, and usually do so sooner.',
    ),
    p('Moderators check that:'),
    ul(
      'everyone shown is clearly an adult;',
      'the people shown appear to be the member, or to have agreed to being shown;',
      'it is allowed where it was posted (for example, no explicit profile photos);',
      'it breaks no other rule of our content policy, and contains no contact details or advertising.',
    ),
    p(
      'Images sent in private messages are checked automatically (step 1) and reviewed by a moderator when someone reports them.',
    ),
  ),
  section(
    'outcomes',
    'What a moderator can decide',
    ul(
      '**Approve:** the media is published.',
      '**Approve with a restriction:** for example, it may appear in an album but not as a profile photo.',
      '**Reject:** the media is not published, and we tell you which rule it broke.',
      '**Ask for verification:** if we are unsure of the age or consent of anyone shown, we ask the member, and where needed the people shown, to verify their identity first.',
      '**Escalate:** anything that may be illegal goes to senior staff, who preserve it, close accounts where needed and report it to the authorities.',
    ),
  ),
  section(
    'reports',
    'Reports',
    p(
      'Anyone can report a photo or video with the report button beside it, or through the support page or the contact address in the footer. You do not need an account to ask us to remove an intimate image of yourself.',
    ),
    ol(
      'Reports that media shows a child, or an intimate image shared without consent, go to the front of the queue, and the media is hidden while we check it.',
      'Other reports are reviewed in the order they arrive; we aim to act on every report within 24 hours.',
      'We tell the person who reported what we decided, without revealing private details about the member reported.',
    ),
    info(
      'If intimate images of you are being shared without your consent, on {brand} or elsewhere, StopNCII ([stopncii.org](https://stopncii.org)) can help stop them being shared on participating platforms, without the images leaving your device. Child sexual abuse images found anywhere online can be reported to the Internet Watch Foundation ([iwf.org.uk](https://www.iwf.org.uk)).',
      'Help outside {brand}',
    ),
  ),
  section(
    'reasons-and-appeals',
    'Reasons and appeals',
    p(
      'When we remove or restrict your media, or limit your account because of it, we tell you what we did, which rule it broke, whether the decision was made or detected by automated means, and how to appeal. You can appeal within six months; a different moderator from the one who made the decision reviews your appeal, as our [complaints policy](legal-complaints-policy) describes. We do not give reasons where the law forbids it or where it would help someone harm others, for example in cases of child abuse material.',
    ),
  ),
  section(
    'moderators',
    'Our moderators',
    p(
      'Moderators are trained in our rules and in recognising signs of abuse, exploitation and coercion, and they have support for the difficult material they may see. They can see only what their role needs, and what they do to members\' content and accounts is recorded.',
    ),
  ),
);

export default articlePage(LEGAL_META['legal-media-moderation-policy'], content);
