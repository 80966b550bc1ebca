import {
  Admin,
  Resource,
  defaultDarkTheme,
  defaultLightTheme,
  localStorageStore,
  type AuthProvider,
  type DataProvider,
  type Store,
} from 'react-admin';
import { LoginPage } from './auth/LoginPage';
import { Dashboard } from './dashboard/Dashboard';
import { StaffLayout } from './layout/StaffLayout';
import { members } from './members';
import { authProvider as defaultAuthProvider } from './providers/authProvider';
import { dataProvider as defaultDataProvider } from './providers/dataProvider';

/** Where the API serves the console; react-admin builds every link under it. */
export const BASENAME = '/staff';

const defaultStore = localStorageStore(undefined, 'CommunityStaff');

export interface StaffAdminProps {
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  store?: Store;
}

/** The console itself; it must sit in a router at `/staff/*` (see App). Providers are replaceable for tests. */
export function StaffAdmin({
  authProvider = defaultAuthProvider,
  dataProvider = defaultDataProvider,
  store = defaultStore,
}: StaffAdminProps) {
  return (
    <Admin
      disableTelemetry
      basename={BASENAME}
      title="Staff console"
      authProvider={authProvider}
      dataProvider={dataProvider}
      store={store}
      requireAuth
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={StaffLayout}
      lightTheme={defaultLightTheme}
      darkTheme={defaultDarkTheme}
    >
      <Resource name="members" {...members} />
    </Admin>
  );
}
