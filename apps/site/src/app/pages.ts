import type { ComponentType } from 'react';
import { MaintenancePage } from '../features/errors/MaintenancePage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import type { RouteName } from './routes';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * The pages the site has so far, by route name (SPEC 2: every page loads lazily). Paths and auth rules come
 * from the contracts' route table; routes without a page here show not-found until they are built.
 */
export const PAGES: Partial<Record<RouteName, LazyPage>> = {
  index: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
  login: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
  register: async () => ({ Component: (await import('../features/auth/RegisterPage')).RegisterPage }),
  confirm: async () => ({ Component: (await import('../features/auth/ConfirmPage')).ConfirmPage }),
  mfa: async () => ({ Component: (await import('../features/auth/MfaPage')).MfaPage }),
  'password-forgot': async () => ({ Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage }),
  'password-reset': async () => ({ Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage }),
  'settings-security': async () => ({ Component: (await import('../features/settings/SecuritySettingsPage')).SecuritySettingsPage }),
  // The error pages are part of the shell (the error boundary and a server 404 show them directly).
  maintenance: async () => ({ Component: MaintenancePage }),
  '404': async () => ({ Component: NotFoundPage }),
};

export const hasPage = (name: RouteName | null): name is RouteName => name !== null && PAGES[name] !== undefined;
