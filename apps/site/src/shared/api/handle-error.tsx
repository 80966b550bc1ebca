import type { ToastQueue } from '@community/ui';
import type { Translator } from '../i18n/translator';
import { routeTo } from '../routes';
import { decideErrorAction, type ErrorAction, type ErrorSource } from './error-actions';
import { isApiRequestError, type ApiRequestError } from './errors';

/** SPEC 9: error toasts stay 30 s. */
export const ERROR_TOAST_MS = 30_000;

export interface ErrorHandlerDeps {
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  /** Full page load to an address that may be outside the site. */
  assign: (url: string) => void;
  reload: () => void;
  /** The site's toast queue (libs/ui): one toast at a time, 500 ms apart. */
  toasts: Pick<ToastQueue, 'error' | 'info' | 'timeout'>;
  /** Opens the upgrade dialog with a reason; false when there is none yet (then the member is told in a toast). */
  openUpgrade: (reason: string) => boolean;
  isLoggedIn: () => boolean;
  /** Path + search of the current page. */
  currentPath: () => string;
  /** Remembers where a guest wanted to go before logging in. */
  saveRedirect: (path: string) => void;
  isOffline: () => boolean;
  t: () => Translator;
  /**
   * SPEC 8: in development a 500, 502 or 503 opens /dev-error with the error instead of the maintenance page.
   * @default true under the Vite dev server (mode `development`), false in builds and tests
   */
  devErrors?: boolean;
}

/** The Vite dev server (not a build, not the tests): where SPEC 8's dev-error page replaces maintenance. */
export const DEV_ERRORS = import.meta.env.MODE === 'development';

/** What /dev-error shows: the failed request's error, and the page the member was on. */
export interface DevErrorState {
  from: string;
  error: { statusCode: number; message: string };
}

interface NetworkInformationLike {
  effectiveType?: string;
}

/** SPEC 8: "connection_issue when offline or on 2g, else unexpected_error". */
export function isPoorConnection(nav: Navigator): boolean {
  if (nav.onLine === false) return true;
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

/** Carries out what decideErrorAction chose. Returns the action (tests and callers may look at it). */
export function createErrorHandler(deps: ErrorHandlerDeps) {
  const pathOnly = (path: string): string => path.split(/[?#]/)[0] ?? path;

  const goTo = (to: string, options?: { replace?: boolean; state?: unknown }): void => {
    if (pathOnly(deps.currentPath()) !== pathOnly(to)) deps.navigate(to, options);
  };

  const devErrors = deps.devErrors ?? DEV_ERRORS;

  function run(action: ErrorAction, error: ApiRequestError): void {
    const t = deps.t();
    switch (action.type) {
      case 'reject':
      case 'ignore':
        return;
      case 'navigate':
        goTo(action.to);
        return;
      case 'redirect':
        deps.assign(action.url);
        return;
      case 'login': {
        const here = deps.currentPath();
        if (pathOnly(here) !== routeTo('login')) {
          deps.saveRedirect(here);
          deps.navigate(routeTo('login'));
        }
        return;
      }
      case 'not-found':
        goTo(routeTo('404'), { replace: true });
        return;
      case 'maintenance':
        if (devErrors) {
          const state: DevErrorState = { from: deps.currentPath(), error: { statusCode: error.statusCode, message: error.message } };
          goTo(routeTo('dev-error'), { state });
        } else goTo(routeTo('maintenance'), { state: { from: deps.currentPath() } });
        return;
      case 'toast':
        deps.toasts.error(action.message, { key: `api-toast-${action.message}`, durationMs: ERROR_TOAST_MS });
        return;
      case 'upgrade':
        if (!deps.openUpgrade(action.reason)) {
          deps.toasts.info(t('errors.upgradeRequired'), { key: `api-upgrade-${action.reason}` });
        }
        return;
      case 'timeout':
        // SPEC 8: a toast with a refresh button for 30 s; one at a time however many requests timed out.
        deps.toasts.timeout({
          message: deps.isOffline() ? t('errors.connectionIssue') : t('errors.unexpected'),
          refreshLabel: t('errors.refresh'),
          onRefresh: deps.reload,
        });
        return;
    }
  }

  return function handleApiError(error: unknown, source: ErrorSource): ErrorAction {
    if (!isApiRequestError(error)) return { type: 'reject' };
    const action = decideErrorAction(error.kind, error.error, { loggedIn: deps.isLoggedIn(), source });
    run(action, error);
    return action;
  };
}

export type ApiErrorHandler = ReturnType<typeof createErrorHandler>;
