import { articlePage } from '../../../shared/article/articlePage';
import { doc, h3, ol, p, section, ul, warning } from '../../../shared/article/blocks';
import { LEGAL_META } from '../meta';

export const content = doc(
  [
    p(
      'These terms are the agreement between you and the operator of {brand} ("we", "us", "our"). They apply whenever you use {brand}, as a visitor or as a member. Please read them with our [acceptable use policy](legal-acceptable-use-policy), [content policy](legal-content-policy), [privacy policy](legal-privacy-policy) and [how we use cookies](legal-how-we-use-cookies), which form part of them.',
    ),
    p(
      'We have tried to write them in plain English. If you are a consumer, nothing in these terms takes away the rights the law of the country you live in gives you.',
    ),
  ],
  section(
    'who-can-use',
    'Who can use {brand}',
    warning('{brand} is for adults only. You must be 18 or over to visit or join, and older if the age of adulthood where you live is higher.', 'Adults only'),
    p('By using {brand} you confirm that:'),
    ul(
      'you are 18 or over (or the age of adulthood where you live, if that is higher);',
      'viewing and sharing adult material is legal where you are;',
      'you have not been banned from {brand} or from another site of our network;',
      'you have not been convicted of a sexual offence, and you are not subject to a court order or registration requirement because of one.',
    ),
    p(
      'We ask for your date of birth when you join and refuse anyone under 18. We may ask you to prove your age at any time, for example with an identity check, when the law where you live requires it or when we have reason to doubt it; until you do, we may limit what your account can do. If we believe a member is under 18 we close the account at once.',
    ),
  ),
  section(
    'your-account',
    'Your account',
    ul(
      '**Tell the truth.** Your date of birth and the genders on your profile must be accurate. A false date of birth is a reason to close an account.',
      '**One account per person.** A couple or group may share one profile only if everyone on it is 18 or over, has agreed to be on it and follows these terms. Each of them is responsible for what is done from it.',
      '**Keep it to yourself.** You may not sell, lend or transfer your account or its name.',
      '**Keep it safe.** Choose a strong password you use nowhere else, keep it secret, and turn on two-step verification in your security settings. Tell us straight away if you think someone else has used your account.',
      '**Choose a fair name.** Member names must not pretend to be someone else, include contact details, or be hateful or obscene.',
    ),
    p(
      'Your account works on every site of our network, and your profile may be shown on them as your privacy settings allow. These terms apply on each of them.',
    ),
  ),
  section(
    'membership',
    'Free membership, upgrades and billing',
    p(
      'Joining {brand} is free. On sites that sell them, Silver, Gold and Platinum upgrades add features; the upgrade page describes what each one includes when you buy it.',
    ),
    ul(
      '**Before you pay** we show you the price, the currency, how long the upgrade lasts and whether it renews automatically. Prices include any tax we must charge.',
      '**Payment** is taken by our payment processor. We never see or store your full card number.',
      '**Renewing upgrades** renew at the end of each period at the price then shown, until you cancel. If we change the price of an upgrade you already have, we tell you at least 30 days before the new price applies, so you can cancel first.',
      '**Failed payments:** if a renewal cannot be taken, the upgrade ends when the period already paid for ends.',
      '**Upgrades are personal** to your account and cannot be transferred.',
    ),
    p(
      'Staff may correct the tier of an account (for example after a billing error). If an error was in your favour we will not ask you to pay more for time already used.',
    ),
  ),
  section(
    'cancelling',
    'Cancelling and refunds',
    p(
      'You can stop an upgrade from renewing at any time, through your account settings or by contacting us through the support page. It stays active until the end of the period you have paid for. Apart from the cases below, we do not refund part of a period you have already started.',
    ),
    h3('Your 14-day right to cancel'),
    p(
      'If you are a consumer in the UK or the European Union you may cancel an upgrade within 14 days of buying it without giving a reason. Because the upgrade starts as soon as you ask us to, we refund the price less a proportionate amount for the days you have already had it. To cancel, tell us clearly through the support page or the contact address in the footer. We repay you within 14 days of your cancellation, to the payment method you used.',
    ),
    h3('When something goes wrong'),
    p(
      'If a paid feature does not work as described and we cannot put it right within a reasonable time, you are entitled to a refund for the part you could not use. If we close {brand} or remove a main feature of an upgrade while you have paid for it, you may cancel and we refund the unused part.',
    ),
  ),
  section(
    'coins',
    'Coins',
    p(
      'Coins are a virtual currency you can use on {brand}, for example to send gifts or reward writers, as described where you spend them.',
    ),
    ul(
      'Coins are delivered to your account as soon as you buy them. Before you pay we ask you to agree that delivery starts at once; you then lose the 14-day right to cancel for those coins, as the law allows.',
      'Coins are not money. They earn no interest and cannot be exchanged for cash, except through a withdrawal feature where your site offers one, under the conditions shown there (which may include a minimum amount, a fee and an identity check).',
      'Gift cards follow the conditions shown when you buy or redeem them.',
      'We may remove coins obtained by fraud, by a payment that is later reversed, or by breaking these terms.',
      'If we close your account when you have done nothing wrong, or close {brand}, we refund the coins you bought and have not spent.',
    ),
  ),
  section(
    'your-content',
    'Your content',
    p(
      'You keep the rights in everything you post: your profile, photos, stories, ebooks, posts, comments and messages. To run {brand} we need your permission to use it, so you give us a non-exclusive, royalty-free, worldwide licence to host, store, copy, format, display and distribute your content on {brand} and the other sites of our network that your account works on, and to keep backup copies. We do not sell your content or use it to advertise anywhere else without asking you.',
    ),
    p(
      'The licence ends when you delete the content or close your account, except for copies in backups until they are overwritten, words other members quoted in their own replies, and anything we must keep by law (for example as evidence of a crime).',
    ),
    p('Each time you post, you promise that:'),
    ul(
      'you wrote it or took it, or have the right to post it;',
      'everyone shown in a photo or video is 18 or over and agreed both to being recorded and to it being shared on {brand};',
      'it follows our [content policy](legal-content-policy) and, for stories, our [rules for stories](writing-tips-unacceptable-content).',
    ),
    p(
      'We may check, refuse, remove or limit who can see content, as our [media moderation policy](legal-media-moderation-policy) explains. Before you post some kinds of content we ask you to accept our content agreement, which confirms these promises.',
    ),
  ),
  section(
    'conduct',
    'How you must behave',
    p('Our [acceptable use policy](legal-acceptable-use-policy) sets out the rules in full. In short:'),
    ul(
      'treat other members with respect, and stop contacting anyone who asks you to;',
      'never post or ask for anything involving a person under 18;',
      'only share images of other people with their consent;',
      'do not advertise, sell sexual services or ask anyone for money;',
      'do not try to break, overload, copy or get around the security of {brand}.',
    ),
  ),
  section(
    'meeting-people',
    'Meeting people',
    p(
      'We do not carry out criminal record or background checks on members and cannot promise that anyone is who they say they are. A verification badge shows only that a member passed our identity check when it was done.',
    ),
    p(
      'If you meet someone: meet in a public place first, tell a friend where you will be, arrange your own transport, and never send money to someone you have met online. Consent applies offline as much as online. If anyone commits a crime against you, report it to the police, and tell us so we can act on the account.',
    ),
  ),
  section(
    'suspension',
    'Suspending and closing accounts',
    p('You can close your account at any time in your settings or by contacting us through the support page.'),
    p('We may warn you, remove content, limit features, or suspend or close your account if:'),
    ol(
      'you break these terms or the policies that form part of them;',
      'we have to by law or because an authority asks us to; or',
      'it is needed to protect members or other people from harm.',
    ),
    p(
      'We tell you what we did, why, and how to appeal (see our [complaints policy](legal-complaints-policy)), unless the law or someone\'s safety stops us, for example where telling you would hinder a police investigation. Anything involving a child, or intimate images shared without consent, leads to immediate closure without warning and a report to the authorities.',
    ),
    p(
      'If we close your account because you seriously broke these terms, you lose any unused upgrade time and coins, unless the law says otherwise. Free accounts nobody has logged in to for three years may be closed; we e-mail you at least 30 days before.',
    ),
  ),
  section(
    'changes-to-service',
    'Changes to {brand}',
    p(
      '{brand} keeps changing: we add features, and sometimes change or remove them. We try to keep the site available, but it may be unavailable at times, for example for maintenance. If a change takes away a main feature of an upgrade you have paid for, you may cancel and we refund the unused part.',
    ),
  ),
  section(
    'liability',
    'Our responsibility to you',
    ul(
      'We are responsible for loss or damage you suffer that is a foreseeable result of us breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that was not foreseeable.',
      '{brand} is for private use. We are not responsible for any business losses.',
      'Members are responsible for what they post and do. We are not responsible for other members\' content or behaviour, online or offline, but we act on reports as our policies describe.',
      'As far as the law allows, our total responsibility to you is limited to the greater of the amount you paid us in the 12 months before the claim and £100 (or the same in your currency).',
      'Nothing in these terms limits our responsibility for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit, and nothing affects your legal rights as a consumer.',
    ),
  ),
  section(
    'changes-to-terms',
    'Changes to these terms',
    p(
      'We may update these terms, for example when the law or {brand} changes. The date at the top shows the latest version. If a change matters to you, we tell you by e-mail or on the site at least 30 days before it applies. If you do not agree, you can close your account before then; if you have a paid upgrade, we refund the unused part.',
    ),
  ),
  section(
    'law',
    'Law and disputes',
    p(
      'Please tell us first if something is wrong: our [complaints policy](legal-complaints-policy) explains how. These terms are governed by the law of England and Wales. If you live elsewhere in the UK or in the European Union, you also keep the protection of the mandatory consumer law where you live and may bring a claim in your local courts.',
    ),
  ),
  section(
    'contact',
    'Contacting us',
    p(
      'You can contact us through the support page or the contact address in the footer. We write to you at the e-mail address on your account, so please keep it up to date.',
    ),
  ),
);

export default articlePage(LEGAL_META['legal-terms-and-conditions'], content);
