import { translationsFor, type TranslationKey } from '@community/contracts';

/**
 * Strings the site shows that the contracts' catalogues do not have yet (English only). When the
 * catalogues gain these keys (and their translations), delete them here.
 */
export const SITE_ONLY_TRANSLATIONS = {
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
} as const satisfies Record<string, string>;

export type SiteTranslationKey = TranslationKey | keyof typeof SITE_ONLY_TRANSLATIONS;

/** English for every key: used when the layout's `translations` lack one (e.g. `vite dev` without an API). */
export const FALLBACK_TRANSLATIONS: Readonly<Record<SiteTranslationKey, string>> = { ...translationsFor('en_GB'), ...SITE_ONLY_TRANSLATIONS };
