import { translationsFor, type TranslationKey } from '@community/contracts';

/**
 * Strings the site shows that the contracts' catalogues do not have yet (English only). When the
 * catalogues gain these keys (and their translations), delete them here.
 */
export const SITE_ONLY_TRANSLATIONS = {
  'errors.maintenance.retry': 'Try again',
  'errors.maintenance.honest': 'Something went wrong on our side, not yours. Nothing you entered was lost on our servers, but you may need to send it again.',
  'errors.network': 'We could not reach {brand}. Check your connection and try again.',
  'errors.upgradeRequired': 'Upgrade your membership to do that.',
  'errors.boot': 'The site could not start. Please refresh the page in a moment.',

  'home.hero.title': 'Welcome to {brand}',
  'home.hero.text': 'A friendly community for open-minded adults: chat, meet, share and make friends.',
  'home.hero.join': 'Join for free',
  'home.hero.login': 'I have an account',
  'home.member.signedInAs': 'Signed in as {name}',
  'home.member.intro': 'Your activity, messages and profile will appear here.',
  'home.member.security': 'Security settings',

  'auth.register.gendersRequired': 'Choose a gender for everyone on the profile',
  'auth.register.kind': 'This profile is for',
  'auth.register.kind.single': 'Just me',
  'auth.register.kind.couple': 'A couple',
  'auth.register.kind.group': 'A group',
  'auth.register.self': 'I am',
  'auth.register.person': 'Person {n}',
  'auth.register.choose': 'Choose…',
  'auth.register.successTitle': 'Check your e-mail to confirm your account',

  'auth.confirm.explain': 'To use everything on {brand}, confirm your e-mail address with the link we sent you when you joined.',
  'auth.confirm.loginToResend': 'Log in to get a new link',
  'auth.confirm.login': 'Log in',

  'auth.mfa.recoveryIntro': 'Enter one of the recovery codes you saved when you turned on two-step verification.',

  'auth.mfaEnrol.start': 'Set up two-step verification',
  'auth.mfaEnrol.code': '6-digit code',
  'auth.mfaEnrol.copyAll': 'Copy all codes',

  'shell.mainMenu': 'Main menu',
  'shell.breadcrumb': 'Breadcrumb',
  'shell.userMenu': 'Your account menu',
  'shell.coins': '{coins}',
  'shell.messages.empty': 'Messaging arrives soon. Your conversations will be listed here.',
  'shell.notifications.empty': 'Notifications arrive soon. Friend requests, comments and other news will be listed here.',
  'shell.darkMode': 'Dark mode',
  'shell.darkMode.on': 'On',
  'shell.darkMode.off': 'Off',
  'shell.darkMode.auto': 'Auto',
  'shell.advert': 'Advertisement',
  'shell.advert.placeholder': 'Advertising space on {brand}',
  'shell.footerPrompt.title': 'Join {brand}',
  'shell.footerPrompt.text': 'Create a free account to chat, meet people and share with the community.',
  'shell.prompt.text': 'New to {brand}? Join for free to see more.',

  'comingSoon.badge': 'Coming soon',
  'comingSoon.intro': 'This part of {brand} is being built and is not open yet.',
  'comingSoon.back': 'Back to the home page',
  'comingSoon.family.home': 'Your starting point on {brand}.',
  'comingSoon.family.auth': 'Signing in and managing access to your account.',
  'comingSoon.family.activity': 'A timeline of what your friends and the community are doing, with badges and activity cards.',
  'comingSoon.family.members': 'Member profiles with photos, friends, stories, notes and vouches, plus member search.',
  'comingSoon.family.settings': 'Your privacy, profile type, name and other account settings.',
  'comingSoon.family.messaging': 'Private conversations with other members, with unread counts and notifications.',
  'comingSoon.family.chat': 'Live chat rooms with room tabs, nicknames and chat rules.',
  'comingSoon.family.stories': 'Adult fiction by members: read by genre, write with the story editor, comment, tag and keep a reading list.',
  'comingSoon.family.community': 'The forum, groups, clubs, parties, meets, locations and competitions run by and for members.',
  'comingSoon.family.media': 'Photo and video galleries, albums and the cover editor.',
  'comingSoon.family.coins': 'Your coin balance and history, gift cards, and withdrawing or sending coins.',
  'comingSoon.family.payments': 'Membership upgrades and payments.',
  'comingSoon.family.verification': 'Verifying your identity so other members know you are real.',
  'comingSoon.family.legal': 'Our policies and the terms of using {brand}.',
  'comingSoon.family.system': 'Tools that help us run {brand}.',
  'comingSoon.family.staff': 'The staff area.',
} as const satisfies Record<string, string>;

export type SiteTranslationKey = TranslationKey | keyof typeof SITE_ONLY_TRANSLATIONS;

/** English for every key: used when the layout's `translations` lack one (e.g. `vite dev` without an API). */
export const FALLBACK_TRANSLATIONS: Readonly<Record<SiteTranslationKey, string>> = { ...translationsFor('en_GB'), ...SITE_ONLY_TRANSLATIONS };
