import type { ApiError } from '@community/contracts';
import { routeTo } from '../routes';
import type { ApiFailureKind } from './errors';

/**
 * Where an error came from: loading a page's data (react-query queries), an action the member took
 * (mutations), or a query that is not the page's (navbar counts, dropdown lists, the upgrade banner; marked
 * with `meta: { background: true }`): those never move the member to another page.
 */
export type ErrorSource = 'query' | 'mutation' | 'background';

export interface ErrorContext {
  loggedIn: boolean;
  source: ErrorSource;
}

/** What the site does about a failed request (SPEC 8). */
export type ErrorAction =
  /** Leave it to the caller: forms map `errors[]` onto fields and show `message` otherwise. */
  | { type: 'reject' }
  /** Nothing to show (status 0: network gone, request cancelled). */
  | { type: 'ignore' }
  /** A client-side route change. */
  | { type: 'navigate'; to: string }
  /** A full page load: the url may be outside the site. */
  | { type: 'redirect'; url: string }
  /** Guests are sent to log in, keeping the page they wanted. */
  | { type: 'login' }
  | { type: 'not-found' }
  | { type: 'maintenance' }
  /** `message:<text>` on a 403. */
  | { type: 'toast'; message: string }
  /** `upgrade:<reason>` on a 403: the upgrade dialog opens with that reason. */
  | { type: 'upgrade'; reason: string }
  /** Toast with a refresh button; `connection_issue` when offline or on 2g, else `unexpected_error`. */
  | { type: 'timeout' };

export const MFA_PATH = routeTo('mfa');
export const CONFIRM_PATH = routeTo('confirm');

/** Only same-site paths or http(s) addresses are followed. */
export function isFollowableUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\//i.test(url);
}

/**
 * The SPEC 8 error catalogue as a pure decision. The caller still receives the rejection in every case;
 * this only decides what the site does on top of it.
 */
export function decideErrorAction(kind: ApiFailureKind, error: ApiError, context: ErrorContext): ErrorAction {
  if (kind === 'timeout') return { type: 'timeout' };
  if (kind === 'network' || kind === 'aborted' || error.statusCode === 0) return { type: 'ignore' };
  if (context.source === 'background') return { type: 'reject' };

  const { statusCode } = error;

  if (statusCode === 403) {
    if (error.mfa_required) return { type: 'navigate', to: MFA_PATH };
    if (error.verification_required) return { type: 'navigate', to: CONFIRM_PATH };
    if ((error.image_verification_required || error._setup) && error.url && isFollowableUrl(error.url)) {
      return error.url.startsWith('/') ? { type: 'navigate', to: error.url } : { type: 'redirect', url: error.url };
    }
    if (error.message.startsWith('message:')) return { type: 'toast', message: error.message.slice('message:'.length).trim() };
    if (error.message.startsWith('upgrade:')) return { type: 'upgrade', reason: error.message.slice('upgrade:'.length).trim() };
    // "Otherwise back to login": only meaningful for guests; a member's refused action is reported by the caller.
    return context.loggedIn ? { type: 'reject' } : { type: 'login' };
  }

  if (statusCode === 404) {
    // A missing page's data: guests log in (it may be members-only), members see not-found.
    // A refused action (e.g. an expired e-mail link) is the caller's to explain.
    if (context.source === 'mutation') return { type: 'reject' };
    return context.loggedIn ? { type: 'not-found' } : { type: 'login' };
  }

  if (statusCode === 500 || statusCode === 502 || statusCode === 503) return { type: 'maintenance' };

  // 400, 401, 402, 422, 409, 429 and the rest go back to the caller.
  return { type: 'reject' };
}

/**
 * True when the site already shows the member something for this error (another page, a toast), so a form
 * adds nothing. `login` is not one of them: on the login page itself the form must say what went wrong.
 */
export function silencesForms(action: ErrorAction): boolean {
  return action.type !== 'reject' && action.type !== 'ignore' && action.type !== 'login';
}
