import type { ComponentType } from 'react';
import { MaintenancePage } from '../features/errors/MaintenancePage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import type { RouteName } from './routes';

export type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * The pages the site has so far, by route name (SPEC 2: every page loads lazily). Paths, layouts and auth
 * rules come from the contracts' route table; every other route of the table shows the coming-soon page of
 * its family until its page is registered here.
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
  logout: async () => ({ Component: (await import('../features/shell/LogoutPage')).LogoutPage }),
  // The error pages are part of the shell (the error boundary and a server 404 show them directly).
  maintenance: async () => ({ Component: MaintenancePage }),
  '404': async () => ({ Component: NotFoundPage }),
};

/** The honest placeholder for a route whose feature is not built yet. */
export const COMING_SOON: LazyPage = async () => ({ Component: (await import('../features/coming-soon/ComingSoonPage')).ComingSoonPage });

export const hasPage = (name: RouteName | null): name is RouteName => name !== null && PAGES[name] !== undefined;

/** The page for a route: its own when registered, else coming-soon. */
export const pageFor = (name: RouteName): LazyPage => PAGES[name] ?? COMING_SOON;
