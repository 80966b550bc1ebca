import { CSRF_COOKIE, MFA_PENDING_COOKIE, REMEMBER_COOKIE, SESSION_COOKIE, USER_COOKIE } from '@community/contracts';
import { LIMITS } from '@community/domain';
import { articlePage } from '../../../shared/article/articlePage';
import { doc, info, p, section, table, ul } from '../../../shared/article/blocks';
import { LEGAL_META } from '../meta';

/**
 * Cookie names without a shared constant in the contracts yet. They must match the site shell
 * (`features/shell/AgeGate.tsx` AGE_CONFIRM_COOKIE, `features/shell/color-scheme.ts` DARK_COOKIE) and the
 * API's language cookie (`variants.service.ts` LOCALE_COOKIE); move them to the contracts and import them here.
 */
export const AGE_CONFIRM_COOKIE = 'age-confirm';
export const DARK_MODE_COOKIE = 'dark';
export const LOCALE_COOKIE = 'locale';

const HOUR_MS = 3_600_000;
/** 34,560,000 ms → "about 10 hours". */
export const aboutHours = (ms: number): string => {
  const hours = Math.max(1, Math.round(ms / HOUR_MS));
  return `about ${hours} hour${hours === 1 ? '' : 's'}`;
};

const browserSession = 'Until you close your browser';

export const COOKIE_ROWS: readonly (readonly [name: string, purpose: string, lifetime: string, kind: string])[] = [
  [
    `\`${SESSION_COOKIE}\``,
    'Keeps you logged in as you move from page to page. It holds a random session key; the session itself ends after 2 hours without use, or 7 days after you logged in.',
    browserSession,
    'Strictly necessary',
  ],
  [`\`${USER_COOKIE}\``, `Names the account the \`${SESSION_COOKIE}\` session belongs to; we check the two together.`, browserSession, 'Strictly necessary'],
  [
    `\`${REMEMBER_COOKIE}\``,
    'Only if you tick "Remember me": logs you back in when your session has ended. It is replaced every time it is used, and if an old one is used again we end all your sessions.',
    '30 days',
    'Strictly necessary (you asked for it)',
  ],
  [`\`${MFA_PENDING_COOKIE}\``, 'Only while you log in with two-step verification: remembers, signed, that your password was right while you enter your code.', '5 minutes', 'Strictly necessary'],
  [`\`${CSRF_COOKIE}\``, 'Protects your account against cross-site request forgery: forms on {brand} send it back so we know they came from {brand}.', browserSession, 'Strictly necessary (security)'],
  [`\`${AGE_CONFIRM_COOKIE}\``, 'Remembers that you confirmed you are 18 or over, so the age question is not asked on every page.', aboutHours(LIMITS.ageConfirmCookieMs), 'Strictly necessary'],
  [
    `\`${DARK_MODE_COOKIE}\``,
    'Only if you choose light, dark or automatic colours: remembers your choice, so pages are drawn in your colours from the start.',
    aboutHours(LIMITS.darkModeCookieMs),
    'Preference (you asked for it)',
  ],
  [`\`${LOCALE_COOKIE}\``, 'Only on sites offering more than one language, if you choose one: remembers it.', '1 year', 'Preference (you asked for it)'],
];

export const content = doc(
  [
    p(
      'Cookies are small text files a website asks your browser to keep and send back on your next visit. This page lists every cookie {brand} sets and why.',
    ),
    info(
      '{brand} sets no advertising cookies and no analytics or tracking cookies, and we do not let other companies track you through our pages. That is why we do not show a cookie banner: the cookies below are needed for the site to work or remember a choice you made, and the law does not require consent for them.',
      'The short version',
    ),
  ],
  section(
    'our-cookies',
    'The cookies we set',
    table(
      'Cookies set by {brand}',
      ['Name', 'What it does', 'How long it lasts', 'Type'],
      COOKIE_ROWS,
    ),
    p(
      'All of them are sent only to {brand}. Except `' + CSRF_COOKIE + '`, which the page itself must read, the login cookies cannot be read by scripts on the page, and on secure connections they are only ever sent over HTTPS.',
    ),
  ),
  section(
    'storage',
    'Storage in your browser',
    p('Besides cookies, the site keeps two values in your browser that are never sent to us or anyone else:'),
    ul(
      'the page you were trying to open before you were asked to log in, so we can take you back there (session storage, cleared when you close the tab);',
      'a note used to reload the page once if part of the site failed to load (session storage).',
    ),
  ),
  section(
    'third-parties',
    'Other companies',
    p(
      'When you pay for an upgrade or coins, the payment page of our payment processor, or your card issuer\'s security check, may set its own cookies. Those are covered by their policies, not this one.',
    ),
    p(
      'Some of our sites show adverts. They are shown without advertising cookies. If we ever want to use advertising or analytics cookies, we will update this page first and ask for your consent before setting any of them.',
    ),
  ),
  section(
    'control',
    'Controlling cookies',
    p(
      'You can see and delete cookies in your browser\'s settings, and block them for {brand}. If you block the strictly necessary cookies you will not be able to log in, and the age question will be asked again on every visit. Deleting `' + REMEMBER_COOKIE + '` simply means you will have to log in again.',
    ),
    p('For what we do with personal data in general, see our [privacy policy](legal-privacy-policy).'),
  ),
);

export default articlePage(LEGAL_META['legal-how-we-use-cookies'], content);
