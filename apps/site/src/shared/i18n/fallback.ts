import type { TranslationKey } from '@community/contracts';

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

  'shell.browserNotice.title': 'Your browser is out of date',
  'shell.browserNotice.text': 'Parts of {brand} may not work in it. Update it, or use a current Chrome, Edge, Firefox or Safari.',
  'shell.browserNotice.dismiss': 'Dismiss',
} as const satisfies Record<string, string>;

export type SiteTranslationKey = TranslationKey | keyof typeof SITE_ONLY_TRANSLATIONS;

/**
 * The few strings shown when there is no layout answer to take them from (the boot failed, or the error page
 * itself failed), in English. Everything else comes translated in the layout answer, which the server fills
 * from en_GB wherever a language lacks a key, so the site never bundles the catalogues of every language
 * (they were a third of its first JavaScript). A test keeps these equal to the en_GB catalogue.
 */
export const BOOT_TRANSLATIONS = {
  'errors.maintenance.title': 'We will be back soon',
  'errors.boot': 'The site could not start. Please refresh the page in a moment.',
  'errors.refresh': 'Refresh',
  'errors.errorPageFailed': 'An error occurred while showing the error page',
  'errors.details': 'Error details',
  'common.goHome': 'Go to the home page',
} as const satisfies Partial<Record<TranslationKey, string>>;

/** The i18next fallback language: the site-only strings and the boot strings. */
export const FALLBACK_TRANSLATIONS: Readonly<Partial<Record<SiteTranslationKey, string>>> & typeof BOOT_TRANSLATIONS = {
  ...BOOT_TRANSLATIONS,
  ...SITE_ONLY_TRANSLATIONS,
};
