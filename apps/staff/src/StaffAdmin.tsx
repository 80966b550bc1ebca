import {
  Admin,
  Resource,
  defaultDarkTheme,
  defaultLightTheme,
  localStorageStore,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { LoginPage } from './auth/LoginPage';
import { Dashboard } from './dashboard/Dashboard';
import { StaffLayout } from './layout/StaffLayout';
import { members } from './members';
import { reports } from './reports';
import { audit } from './audit';
import { tickets } from './tickets';
import { blockedUploads, media, mediaHashes } from './media';
import { avatars } from './avatars';
import { verifications } from './verifications';
import { ebooks } from './ebooks';
import { chatAudit, chatReports } from './chat';
import { payments, subscriptions, withdrawals } from './payments';
import { places, placeSuggestions } from './places';
import { authProvider as defaultAuthProvider } from './providers/authProvider';
import { dataProvider as defaultDataProvider } from './providers/dataProvider';
import { i18nProvider as defaultI18nProvider } from './providers/i18n/i18nProvider';

/** Where the API serves the console; react-admin builds every link under it. */
export const BASENAME = '/staff';

const defaultStore = localStorageStore(undefined, 'CommunityStaff');

export interface StaffAdminProps {
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  store?: Store;
  i18nProvider?: I18nProvider;
}

/** The console itself; it must sit in a router at `/staff/*` (see App). Providers are replaceable for tests. */
export function StaffAdmin({
  authProvider = defaultAuthProvider,
  dataProvider = defaultDataProvider,
  store = defaultStore,
  i18nProvider = defaultI18nProvider,
}: StaffAdminProps) {
  return (
    <Admin
      disableTelemetry
      basename={BASENAME}
      title="Staff console"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      requireAuth
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={StaffLayout}
      lightTheme={defaultLightTheme}
      darkTheme={defaultDarkTheme}
    >
      <Resource name="members" {...members} />
      <Resource name="reports" {...reports} />
      <Resource name="tickets" {...tickets} />
      <Resource name="audit" {...audit} />
      <Resource name="media" {...media} />
      <Resource name="media-hashes" {...mediaHashes} />
      <Resource name="media-blocked-uploads" {...blockedUploads} />
      <Resource name="avatars" {...avatars} />
      <Resource name="verifications" {...verifications} />
      <Resource name="ebooks" {...ebooks} />
      <Resource name="chat-reports" {...chatReports} />
      <Resource name="chat-audit" {...chatAudit} />
      <Resource name="payments" {...payments} />
      <Resource name="subscriptions" {...subscriptions} />
      <Resource name="withdrawals" {...withdrawals} />
      <Resource name="places" {...places} />
      <Resource name="place-suggestions" {...placeSuggestions} />
    </Admin>
  );
}
