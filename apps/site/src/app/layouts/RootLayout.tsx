import { Box } from '@mantine/core';
import { useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { NotFoundPage } from '../../features/errors/NotFoundPage';
import { useBoot } from '../boot-context';
import { useT } from '../i18n/useT';
import classes from './layout.module.css';
import { SiteFooter } from './SiteFooter';
import { TopBar } from './TopBar';

/** A thin bar at the top while a navigation loads (SPEC 2). */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.progress} role="progressbar" aria-label="Loading" data-testid="navigation-progress" />;
}

export function RootLayout() {
  const t = useT();
  const { status } = useBoot();
  const location = useLocation();
  // The server answered 404 for the page the visitor first opened: show not-found until they navigate away.
  const [firstKey] = useState(location.key);
  const notFound = status === 404 && location.key === firstKey;

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('common.skipToContent')}
      </a>
      <NavigationProgress />
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        {notFound ? <NotFoundPage /> : <Outlet />}
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
