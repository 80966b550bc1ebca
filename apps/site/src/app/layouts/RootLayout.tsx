import { getRoute, type RouteLayout } from '@community/contracts';
import { ProgressBar, useProgressWhile } from '@community/ui';
import { Box } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { NotFoundPage } from '../../features/errors/NotFoundPage';
import { FooterAdvert } from '../../features/shell/AdvertSlot';
import { AgeGate } from '../../features/shell/AgeGate';
import { GuestPrompt } from '../../features/shell/GuestPrompt';
import { Navbar } from '../../features/shell/Navbar';
import { SiteFooter } from '../../features/shell/SiteFooter';
import { useRouteName } from '../../features/shell/useRouteName';
import { useBoot } from '../boot-context';
import { useT } from '../i18n/useT';
import classes from './layout.module.css';

/** SPEC 2's progress bar while a navigation (and its lazy page) loads. */
function NavigationProgress() {
  const t = useT();
  const navigation = useNavigation();
  useProgressWhile(navigation.state !== 'idle');
  return <ProgressBar label={t('common.loading')} />;
}

/** The layout a route asks for in the contracts' table; not-found pages use the default layout. */
export function useLayoutName(): RouteLayout {
  const name = useRouteName();
  return (name ? getRoute(name)?.layout : undefined) ?? 'default';
}

/** default and home: the navbar, the page, the footer and the age gate; default adds the footer advert. */
function SiteChrome({ page, footerAdvert }: { page: ReactNode; footerAdvert: boolean }) {
  const t = useT();
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('common.skipToContent')}
      </a>
      <Navbar />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        {page}
      </Box>
      {footerAdvert ? <FooterAdvert /> : null}
      <SiteFooter />
      <GuestPrompt />
      <AgeGate />
    </div>
  );
}

/**
 * Picks the layout per route (SPEC 2 Layouts): default, home, empty (the page with the shared site
 * components only) and health (the page alone).
 */
export function RootLayout() {
  const { status } = useBoot();
  const location = useLocation();
  const layout = useLayoutName();
  // The server answered 404 for the page the visitor first opened: show not-found until they navigate away.
  const [firstKey] = useState(location.key);
  const notFound = status === 404 && location.key === firstKey;
  const page = notFound ? <NotFoundPage /> : <Outlet />;

  let body: ReactNode;
  switch (notFound ? 'default' : layout) {
    case 'health':
      body = page;
      break;
    case 'empty':
      body = (
        <Box component="main" id="main" className={classes.main} data-site-layout-main="empty">
          {page}
        </Box>
      );
      break;
    case 'home':
      body = <SiteChrome page={page} footerAdvert={false} />;
      break;
    default:
      body = <SiteChrome page={page} footerAdvert />;
  }

  return (
    <div data-site-layout={notFound ? 'default' : layout} style={{ display: 'contents' }}>
      {layout === 'health' ? null : <NavigationProgress />}
      {body}
      <ScrollRestoration />
    </div>
  );
}
