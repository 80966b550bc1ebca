import { getRoute, type RouteLayout } from '@community/contracts';
import { ConfirmProvider, ProgressBar, toast, useProgressWhile } from '@community/ui';
import { Alert, Box } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, type Location, type UIMatch } from 'react-router-dom';
import { NotFoundPage } from '../../features/errors/NotFoundPage';
import { FooterAdvert } from '../../shared/layout/AdvertSlot';
import { AgeGate } from '../shell/AgeGate';
import { BrowserNotice } from '../shell/BrowserNotice';
import { useLinkPrefetch } from '../shell/link-prefetch';
import { GuestPrompt } from '../shell/GuestPrompt';
import { LazyToasts } from '../shell/LazyToasts';
import { Navbar } from '../shell/Navbar';
import { SiteFooter } from '../shell/SiteFooter';
import { useRouteName } from '../../shared/hooks/useRouteName';
import { useAuth } from '../../shared/auth/useAuth';
import { useBoot } from '../../shared/boot/boot-context';
import { useOnline } from '../../shared/hooks/useOnline';
import { useT } from '../../shared/i18n/useT';
import type { RouteHandle } from '../route-handle';
import { useFooterHidden } from '../../shared/layout/footer-visibility';
import classes from './layout.module.css';

/**
 * The global overlays load after the first paint, in a chunk of their own: until then their callers fall
 * back (the footer's upgrade button is a link to the upgrade page, see app/upgrade.ts).
 */
const GlobalOverlays = lazy(async () => ({ default: (await import('../../features/overlays/GlobalOverlays')).GlobalOverlays }));
/** The member's live parts (messages and notifications over the socket, the messages modal): after first paint too. */
const MemberLive = lazy(async () => ({ default: (await import('./MemberLive')).MemberLive }));
/** The upgrade banner asks the API only for members who can upgrade; its code loads with it. */
const UpgradeBanner = lazy(async () => ({ default: (await import('../../features/overlays/UpgradeBanner')).UpgradeBanner }));
/** The media viewer and picker (features/media): after first paint, for members only. */
const MediaOverlays = lazy(async () => ({ default: (await import('../../features/media/MediaOverlays')).MediaOverlays }));

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

/**
 * SPEC 2: navigation scrolls to top, unless the route opts out (RouteHandle.keepScroll): those keep their
 * position while only the query changes. Back and forward restore the position the page had.
 */
export function scrollKey(location: Location, matches: readonly UIMatch[]): string {
  const keep = matches.some((match) => (match.handle as RouteHandle | undefined)?.keepScroll === true);
  return keep ? location.pathname : location.key;
}

/** SPEC 4: the browser's online and offline events; a quiet notice while the connection is gone. */
function OfflineNotice() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="yellow" radius={0} py={6} role="status" data-testid="offline-notice" className={classes.offline}>
      {t('shell.offline')}
    </Alert>
  );
}

/** default and home: the navbar, the page, the footer and the age gate; default adds the footer advert. */
function SiteChrome({ page, footerAdvert }: { page: ReactNode; footerAdvert: boolean }) {
  const t = useT();
  const footerHidden = useFooterHidden();
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('common.skipToContent')}
      </a>
      <BrowserNotice />
      <Navbar />
      <Suspense fallback={null}>
        <UpgradeBanner />
      </Suspense>
      <OfflineNotice />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        {page}
      </Box>
      {footerAdvert && !footerHidden ? <FooterAdvert /> : null}
      {footerHidden ? null : <SiteFooter />}
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
  const t = useT();
  const { status } = useBoot();
  const { loggedIn } = useAuth();
  const location = useLocation();
  const layout = useLayoutName();
  useLinkPrefetch();
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

  if (layout === 'health') {
    return (
      <div data-site-layout="health" style={{ display: 'contents' }}>
        {body}
      </div>
    );
  }

  // The site components every other layout shares (SPEC 2): the navigation progress bar, the toasts
  // (SPEC 4: one at a time, 5000 ms by default, 500 ms apart), the confirmation dialog and the global
  // overlays (upgrade, offer, report, free trial, content agreement, ID verification).
  return (
    <ConfirmProvider cancelLabel={t('common.cancel')} closeLabel={t('common.close')}>
      <div data-site-layout={notFound ? 'default' : layout} style={{ display: 'contents' }}>
        <NavigationProgress />
        {body}
        <ScrollRestoration getKey={scrollKey} />
      </div>
      <Suspense fallback={null}>
        <GlobalOverlays />
        {loggedIn ? <MemberLive /> : null}
        <MediaOverlays />
      </Suspense>
      <LazyToasts queue={toast} closeLabel={t('common.close')} />
    </ConfirmProvider>
  );
}
