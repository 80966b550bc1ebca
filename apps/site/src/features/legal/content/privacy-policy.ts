import { articlePage } from '../../../shared/article/articlePage';
import { doc, h3, info, p, section, table, ul } from '../../../shared/article/blocks';
import { LEGAL_META } from '../meta';

export const content = doc(
  [
    p(
      'This policy explains what personal data {brand} collects, why, how long we keep it, who we share it with, and the rights you have. It applies to visitors and members, on every site of our network that your account works on.',
    ),
    p(
      'The operator of {brand} is the controller of your personal data under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018, and, for people in the European Union, the EU General Data Protection Regulation (GDPR).',
    ),
  ],
  section(
    'what-we-collect',
    'What we collect',
    h3('When you join and use your account'),
    ul(
      '**Account data:** your member name, e-mail address, password (stored only as a one-way argon2id hash, so nobody can read it, not even us), the site you joined on, your language and your settings.',
      '**Date of birth**, to make sure every member is an adult.',
      '**Profile:** the genders of the people on the profile, your description, photos, interests and anything else you choose to add.',
      '**Security data:** if you turn on two-step verification, its secret (encrypted) and your recovery codes (hashed); records of e-mail confirmation and password reset links.',
    ),
    h3('When you take part'),
    ul(
      '**Messages and chat:** the private messages you send and receive, and what you write in chat rooms.',
      '**What you publish:** stories, ebooks, forum posts, comments, photos, videos, albums, meets, parties, groups and clubs.',
      '**Interactions:** friends, followers, winks, favourites, votes and blocks.',
      '**Reports and support:** reports you make or that are made about you, support requests, and the decisions staff take.',
    ),
    h3('Automatically'),
    ul(
      '**IP addresses and session records:** each time you log in we record when the session started and was last used, your IP address and your browser\'s description of itself (the user agent), so you can see and end your sessions and we can detect misuse.',
      '**Rate-limit counters:** how many login, registration or password reset attempts came from an address in the last hour or so, to stop password guessing.',
      '**Cookies:** only the ones described in [how we use cookies](legal-how-we-use-cookies). We use no advertising or analytics cookies.',
    ),
    h3('When you pay'),
    ul(
      '**Payment records:** what you bought, when, the amount and currency, its status and the reference our payment processor gives us. Your card details go to the payment processor, not to us; we never see or store your full card number.',
      '**Identity checks:** if you verify your identity, or withdraw coins, the information you give for the check and its result.',
    ),
  ),
  section(
    'special-category',
    'Information about your sex life and sexual orientation',
    p(
      'Because {brand} is an adult community, your profile, photos, messages and stories may reveal your sex life or sexual orientation. The law gives this information extra protection. We process it only because you choose to share it on {brand}, with your explicit consent, which you give when you join and add it. You can withdraw that consent at any time by removing the information or closing your account. We never use it for advertising and never sell it.',
    ),
  ),
  section(
    'why',
    'Why we use it, and our lawful bases',
    table(
      'Purposes and lawful bases',
      ['Purpose', 'Data', 'Lawful basis'],
      [
        ['Creating and running your account, showing your profile and content, delivering messages', 'Account, profile, content, messages', 'Contract (our terms); explicit consent for information about your sex life'],
        ['Keeping {brand} adults-only', 'Date of birth, identity check results', 'Legal obligation; legitimate interests (protecting children)'],
        ['Keeping accounts secure: sessions, two-step verification, rate limits, detecting misuse', 'Security data, IP addresses, session records', 'Legitimate interests (security of members and of the service)'],
        ['Moderation: checking media, handling reports, enforcing our rules', 'Content, reports, moderation records', 'Legitimate interests (a safe community); legal obligation where the law requires it'],
        ['Taking payments and keeping accounts', 'Payment records', 'Contract; legal obligation (tax and accounting)'],
        ['Answering your requests and complaints', 'Support requests, account data', 'Contract; legitimate interests'],
        ['Sending service e-mails: confirmation, password reset, important changes', 'E-mail address', 'Contract'],
        ['Reporting child sexual abuse material and other crimes to the authorities', 'Relevant content, account data, IP addresses', 'Legal obligation; legitimate interests (protecting people from harm)'],
      ],
    ),
    p(
      'We only send marketing e-mails if you have agreed to receive them, and you can stop them at any time. We do not make decisions about you by automated means that have legal or similarly significant effects. Some checks are automatic, such as refusing an easily guessed password or blocking a file that matches a list of known abuse images; a blocked file is always reviewed by a person before any further action.',
    ),
  ),
  section(
    'who-sees-it',
    'Who can see your data',
    ul(
      '**Other members** see your profile and what you publish, as your privacy settings allow. Messages are seen by the people in the conversation.',
      '**Our staff** see what they need for their role: moderators see content and reports, support staff see account details. Staff do not read private messages as a matter of routine; they look at messages that were reported to them, or when investigating a serious breach of our rules or when the law requires it. Staff actions on accounts are recorded.',
      '**Service providers** that work for us under contract and only on our instructions: hosting, e-mail delivery, our payment processor and, where used, an identity check provider.',
      '**Authorities:** the police, child protection bodies and regulators, when the law requires it or when we believe someone is at risk of serious harm. We report child sexual abuse material to the relevant authorities.',
      '**A buyer:** if the business running {brand} is sold, your data passes to the new owner under this policy.',
    ),
    p('We never sell your personal data.'),
  ),
  section(
    'transfers',
    'International transfers',
    p(
      'If a service provider processes personal data outside the UK and the European Economic Area, we make sure it is protected as the law requires: by an adequacy decision for that country, or by the approved standard contractual clauses (with the UK addendum or international data transfer agreement for UK data). You can ask us for details.',
    ),
  ),
  section(
    'how-long',
    'How long we keep it',
    table(
      'Retention periods',
      ['Data', 'How long'],
      [
        ['Account, profile and settings', 'While your account is open; deleted or anonymised within 30 days after you close it'],
        ['Content you published, messages you sent', 'Until you delete them or close your account'],
        ['Session records and IP addresses', '12 months after the session ends'],
        ['Rate-limit counters', 'Until the time window ends, and deleted within a day'],
        ['Payment records', 'Six years, as tax and accounting law requires'],
        ['Identity documents you send for a check', 'Deleted within 30 days of the decision; we keep only the result'],
        ['Reports, moderation decisions and support requests', 'Up to five years after the last action on them'],
        ['What we need to keep a banned person from rejoining', 'As long as the ban lasts'],
        ['Material reported to the authorities', 'As long as the law requires'],
        ['Backups', 'Overwritten on a rolling cycle of no more than 35 days'],
      ],
    ),
    p(
      'If your account has not been used for three years we may close it (we e-mail you first), and then the same periods apply.',
    ),
  ),
  section(
    'your-rights',
    'Your rights',
    p('You have the right to:'),
    ul(
      '**access** your personal data and get a copy of it;',
      '**correct** data that is wrong (you can change most of it yourself in your settings);',
      '**erase** your data, for example by closing your account;',
      '**restrict** how we use it while a question about it is settled;',
      '**object** to our use of it based on legitimate interests;',
      '**take it with you** (data portability) in a common machine-readable format;',
      '**withdraw consent** where we rely on it, at any time, without affecting what we did before.',
    ),
    p(
      'To use a right, contact us through the support page or the contact address in the footer. We may ask you to prove who you are. We answer within one month; if a request is complex we may take up to two more months, and we will tell you why. Some rights have limits: for example, we keep payment records the law requires even if you ask us to erase them.',
    ),
    info(
      'If you are unhappy with how we handle your data, please tell us first. You may also complain to the Information Commissioner\'s Office in the UK ([ico.org.uk](https://ico.org.uk)) or to the data protection authority of the EU country where you live or work.',
      'Complaining to a regulator',
    ),
  ),
  section(
    'security',
    'How we protect your data',
    ul(
      'Every page is served over an encrypted connection.',
      'Passwords are stored only as argon2id hashes; two-step verification secrets are encrypted.',
      'A session ends after 2 hours without use and 7 days after login at the latest. "Remember me" replaces its cookie every time it is used, and if an old one is ever used again we end all your sessions, in case it was stolen.',
      'You can see your sessions and end any of them in your security settings.',
      'Staff can only see members within their responsibilities, and their changes to accounts are logged.',
    ),
    p(
      'If a breach of personal data puts you at high risk, we will tell you without undue delay, and we report breaches to the regulator as the law requires.',
    ),
  ),
  section(
    'under-18s',
    'People under 18',
    p(
      '{brand} is not for anyone under 18, and we do not knowingly collect data about them. If we find that a member is under 18 we close the account and delete its data, except what we must keep to protect children or to report to the authorities.',
    ),
  ),
  section(
    'changes',
    'Changes to this policy',
    p(
      'We update this policy when what we do changes. The date at the top shows the latest version; if a change matters to you, we tell you by e-mail or on the site before it applies.',
    ),
  ),
  section(
    'contact',
    'Contact',
    p(
      'For anything about your personal data, contact us through the support page or the contact address in the footer, and say that your message is about privacy so it reaches the right person.',
    ),
  ),
);

export default articlePage(LEGAL_META['legal-privacy-policy'], content);
