import { routeTo } from '@community/contracts';
import { formatCount, homePathFor, isStoriesSite } from '@community/domain';
import { BrandLogo, SmartLink } from '@community/ui';
import {
  ActionIcon,
  Avatar,
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Indicator,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMounted } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useLogout } from '../../shared/auth/useLogout';
import { useBoot, useSite } from '../../shared/boot/boot-context';
import type { Translator } from '../../shared/i18n/translator';
import { useT } from '../../shared/i18n/useT';
import { useUnreadMessages } from '../../features/messages/useUnreadMessages';
import { useNotificationCount } from '../../features/notifications/useNotificationCount';
import { BellIcon, ChevronIcon, DotIcon, LoginIcon, MessageIcon, MoreIcon, SearchIcon, UserIcon } from './icons';
import { visibleNavItems, type ShellNavItem } from './nav-items';
import { usePriorityCount } from './priority-nav';
import classes from './shell.module.css';
import { useHeaderShrink } from './useHeaderShrink';
import { useRouteName } from '../../shared/hooks/useRouteName';
import { useNavViewer, useSiteFlags } from '../../shared/auth/viewer';

/** Random avatar colour variants 1–4 (SPEC 9) as theme colours. */
const AVATAR_COLOURS = { 1: 'grape', 2: 'teal', 3: 'orange', 4: 'indigo' } as const;

/** Space between the bar's items, in px (matches the Group gap below). */
const NAV_GAP = 2;

/** The top bar's icons when the layout names none: search, messages and notifications. */
const defaultIcons = (t: Translator): ShellNavItem[] => [
  { text: t('nav.search'), href: routeTo('search'), to: 'search', icon: 'search', children: [] },
  { text: t('nav.messages'), href: routeTo('messages'), to: 'messages', icon: 'mail', children: [] },
  { text: t('nav.notifications'), href: routeTo('newactivity'), to: 'newactivity', icon: 'bell', children: [] },
];

function useMenus() {
  const { layout } = useBoot();
  const viewer = useNavViewer();
  return useMemo(() => {
    const nav = layout.layout?.nav ?? [];
    const mobile = layout.layout?.mobileNav.length ? layout.layout.mobileNav : nav;
    // The bar's own Log in and Join buttons stand for the layout's log-in and join items on desktop.
    const ownButtons = new Set([routeTo('login'), routeTo('register')]);
    const desktop = visibleNavItems(nav, viewer).filter((item) => viewer !== null || !ownButtons.has(item.href));
    const icons = layout.layout?.navIcons.length ? visibleNavItems(layout.layout.navIcons, viewer) : null;
    return { desktop, mobile: visibleNavItems(mobile, viewer), icons };
  }, [layout.layout, viewer]);
}

const itemKey = (item: ShellNavItem): string => `${item.text}\u0000${item.href}`;

function NavItemLink({ item, className }: { item: ShellNavItem; className?: string }) {
  return (
    <SmartLink href={item.href} target={item.target} nofollow={item.nofollow} className={className}>
      {item.text}
    </SmartLink>
  );
}

/** The dropdowns' views (Menu, Popover, Floating UI) load after the first paint: NavbarMenus.tsx. */
const menus = () => import('./NavbarMenus');
const NavItemMenuView = lazy(async () => ({ default: (await menus()).NavItemMenuView }));
const MoreMenuView = lazy(async () => ({ default: (await menus()).MoreMenuView }));
const CountDropdownView = lazy(async () => ({ default: (await menus()).CountDropdownView }));
const UserMenuView = lazy(async () => ({ default: (await menus()).UserMenuView }));

/**
 * A dropdown's view, loaded after the first paint. The server and the hydrating browser draw the plain trigger
 * (its click already opens: the view arrives opened); only once mounted does the lazy view take over. Drawn
 * during hydration, the lazy view left a server-drawn boundary waiting for its code, and a click on it was lost
 * (e2e: the account menu after a reload of a server-rendered page).
 */
function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const mounted = useMounted();
  return mounted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

/** An item with sub-items: a menu whose first entry is the item's own page. */
function NavItemMenu({ item }: { item: ShellNavItem }) {
  const [opened, setOpened] = useState(false);
  const trigger = (onClick?: () => void) => (
    <UnstyledButton className={classes.navLink} onClick={onClick}>
      {item.text} <ChevronIcon />
    </UnstyledButton>
  );
  return (
    <AfterHydration fallback={trigger(() => setOpened(true))}>
      <NavItemMenuView item={item} trigger={trigger()} opened={opened} onChange={setOpened} />
    </AfterHydration>
  );
}

/** The items that do not fit in the bar, with their sub-items under their name (priority+). */
function MoreMenu({ items }: { items: ShellNavItem[] }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const trigger = (onClick?: () => void) => (
    <UnstyledButton className={classes.navLink} data-testid="nav-more" onClick={onClick}>
      {t('nav.more')} <MoreIcon />
    </UnstyledButton>
  );
  return (
    <AfterHydration fallback={trigger(() => setOpened(true))}>
      <MoreMenuView items={items} trigger={trigger()} opened={opened} onChange={setOpened} />
    </AfterHydration>
  );
}

/**
 * The desktop menu (768 px and up): as many leading items as fit in the bar, the rest in a "More" menu, so
 * every item of the layout stays reachable at every width.
 */
function DesktopNav({ items }: { items: ShellNavItem[] }) {
  const t = useT();
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const key = items.map(itemKey).join('\u0001');
  const count = usePriorityCount(rowRef, measureRef, items.length, key, NAV_GAP);
  const shown = items.slice(0, count);
  const rest = items.slice(count);

  return (
    <Box component="nav" aria-label={t('shell.mainMenu')} visibleFrom="sm" className={classes.desktopNav} ref={rowRef} data-testid="desktop-nav">
      <Group gap={NAV_GAP} wrap="nowrap">
        {shown.map((item) =>
          item.children.length > 0 ? <NavItemMenu key={itemKey(item)} item={item} /> : <NavItemLink key={itemKey(item)} item={item} className={classes.navLink} />,
        )}
        {rest.length > 0 ? <MoreMenu items={rest} /> : null}
      </Group>
      {/* Natural widths of every item and of the More button, for the fit (not seen, not announced). */}
      <div ref={measureRef} className={classes.measure} aria-hidden="true" inert data-priority-measure="">
        {items.map((item) => (
          <span key={itemKey(item)} data-measure="item" className={classes.navLink}>
            {item.text}
            {item.children.length > 0 ? <ChevronIcon /> : null}
          </span>
        ))}
        <span data-measure="more" className={classes.navLink}>
          {t('nav.more')} <MoreIcon />
        </span>
      </div>
    </Box>
  );
}

function SideMenu({ items, opened, onClose }: { items: ShellNavItem[]; opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Drawer opened={opened} onClose={onClose} position="left" size="80%" title={t('shell.mainMenu')} hiddenFrom="sm" closeButtonProps={{ 'aria-label': t('common.closeMenu') }}>
      <Box component="nav" aria-label={t('shell.mainMenu')} data-testid="side-menu">
        {items.map((item) =>
          item.children.length > 0 ? (
            <NavLink key={itemKey(item)} label={item.text} childrenOffset="md">
              <NavLink component={SmartLink} href={item.href} label={item.text} fw={600} onClick={onClose} />
              {item.children.map((child) => (
                <NavLink key={itemKey(child)} component={SmartLink} href={child.href} label={child.text} onClick={onClose} />
              ))}
            </NavLink>
          ) : (
            <NavLink key={itemKey(item)} component={SmartLink} href={item.href} label={item.text} onClick={onClose} />
          ),
        )}
      </Box>
    </Drawer>
  );
}

/** The dropdowns' lists load with the first open, in chunks of their own (SPEC 2 navbar dropdowns). */
const MessagesMenuContent = lazy(async () => ({ default: (await import('../../features/messages/MessagesMenuContent')).MessagesMenuContent }));
const NotificationsMenuContent = lazy(async () => ({ default: (await import('../../features/notifications/NotificationsMenuContent')).NotificationsMenuContent }));

/** A navbar icon with its count badge (99+) and a dropdown whose content closes it when the member navigates. */
function CountDropdown({ label, count, icon, testId, content }: { label: string; count: number; icon: ReactNode; testId: string; content: (close: () => void) => ReactNode }) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const trigger = (
    <Indicator label={formatCount(count)} disabled={count <= 0} size={16} offset={4}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={count > 0 ? `${label} (${formatCount(count)})` : label}
        aria-expanded={opened}
        data-testid={testId}
        onClick={() => setOpened((o) => !o)}
      >
        {icon}
      </ActionIcon>
    </Indicator>
  );
  return (
    <AfterHydration fallback={trigger}>
      <CountDropdownView trigger={trigger} content={opened ? content(close) : null} opened={opened} onChange={setOpened} />
    </AfterHydration>
  );
}

const ICONS: Record<string, () => ReactNode> = { search: SearchIcon, mail: MessageIcon, bell: BellIcon, login: LoginIcon, user: UserIcon };

/** The top bar's icons from the layout (SPEC 2): search link, messages and notifications dropdowns, others as links. */
function BarIcons({ icons }: { icons: ShellNavItem[] }) {
  const t = useT();
  const { profile } = useAuth();
  const routeName = useRouteName();
  const onMessages = routeName === 'messages' || routeName?.startsWith('messages-') === true;
  const unreadMessages = useUnreadMessages();
  const notificationCount = useNotificationCount();
  return (
    <>
      {icons.map((item) => {
        if (item.to === 'messages' || item.icon === 'mail') {
          // The messages dropdown is not offered on the messages page itself.
          if (!profile || onMessages) return null;
          return (
            <CountDropdown
              key={itemKey(item)}
              label={t('nav.messages')}
              count={unreadMessages}
              icon={<MessageIcon />}
              testId="messages-dropdown"
              content={(close) => <MessagesMenuContent onNavigate={close} />}
            />
          );
        }
        if (item.to === 'newactivity' || item.icon === 'bell') {
          if (!profile) return null;
          return (
            <CountDropdown
              key={itemKey(item)}
              label={t('nav.notifications')}
              count={notificationCount}
              icon={<BellIcon />}
              testId="notifications-dropdown"
              content={(close) => <NotificationsMenuContent onNavigate={close} />}
            />
          );
        }
        // The guest's log-in icon duplicates the bar's Log in button from 768 px up.
        const hiddenOnDesktop = item.to === 'login';
        const Icon = ICONS[item.icon ?? ''] ?? DotIcon;
        return (
          <ActionIcon
            key={itemKey(item)}
            component={SmartLink}
            href={item.href}
            target={item.target}
            nofollow={item.nofollow}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={item.text}
            title={item.text}
            hiddenFrom={hiddenOnDesktop ? 'sm' : undefined}
            data-testid={`bar-icon-${item.icon ?? 'link'}`}
          >
            <Icon />
          </ActionIcon>
        );
      })}
    </>
  );
}

export { DarkModeControl } from './DarkModeControl';

function UserMenu() {
  const t = useT();
  const flags = useSiteFlags();
  const { profile } = useAuth();
  const logout = useLogout();
  const [opened, setOpened] = useState(false);
  if (!profile) return null;
  const { member } = profile;
  // SPEC 2: the coin balance shows in the user menu on the stories site only.
  const showCoins = isStoriesSite(flags);
  const trigger = (onClick?: () => void) => (
    <UnstyledButton aria-label={t('shell.userMenu')} className={classes.userButton} data-testid="topbar-member" onClick={onClick}>
      <Group gap={8} wrap="nowrap">
        <Avatar
          src={member.avatar.medium ?? member.avatar.small ?? undefined}
          alt=""
          name={member.name}
          color={AVATAR_COLOURS[member.avatar.colour as keyof typeof AVATAR_COLOURS] ?? 'gray'}
          size={32}
          radius="xl"
        />
        <Stack gap={0} visibleFrom="md" miw={0}>
          <Text fw={600} size="sm" truncate="end" maw={140}>
            {member.name}
          </Text>
          {showCoins ? (
            <Text size="xs" c="dimmed" data-testid="coin-balance">
              {profile.coinBalanceText}
            </Text>
          ) : null}
        </Stack>
        <ChevronIcon />
      </Group>
    </UnstyledButton>
  );
  const entries = {
    name: member.name,
    profileHref: routeTo('profile-name', { name: member.name }),
    coins: showCoins ? profile.coinBalanceText : null,
    logout: () => logout.mutate(),
    loggingOut: logout.isPending,
  };
  return (
    <AfterHydration fallback={trigger(() => setOpened(true))}>
      <UserMenuView trigger={trigger()} entries={entries} opened={opened} onChange={setOpened} />
    </AfterHydration>
  );
}

/** The desktop navbar, and below 768 px the mobile navbar with its slide-in side menu (SPEC 2). */
export function Navbar() {
  const t = useT();
  const site = useSite();
  const flags = useSiteFlags();
  const { profile } = useAuth();
  const location = useLocation();
  const shrunk = useHeaderShrink();
  const menus = useMenus();
  const [sideOpen, side] = useDisclosure(false);
  // Following a link closes the side menu.
  const closeSide = useRef(side.close);
  useEffect(() => {
    closeSide.current = side.close;
  });
  useEffect(() => closeSide.current(), [location.pathname]);

  const icons = menus.icons ?? defaultIcons(t);
  // Below 768 px a guest logs in through the layout's log-in icon, when it has one.
  const loginIcon = icons.some((item) => item.to === 'login');
  // SPEC 2 Home link: guests and the stories site go to index, members to their landing page.
  const home = homePathFor(profile ? { landingPage: profile.member.landingPage } : null, flags);

  return (
    <Box component="header" className={classes.header} data-shrunk={shrunk || undefined} data-testid="site-header">
      <Container size="xl" className={classes.bar} px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
            {menus.mobile.length > 0 ? (
              <Burger opened={sideOpen} onClick={side.toggle} hiddenFrom="sm" size="sm" aria-label={t('common.openMenu')} data-testid="mobile-burger" />
            ) : null}
            <Link to={home} className={classes.logoLink} data-testid="home-link" aria-label={`${site.brand.name}, ${t('nav.home')}`}>
              <BrandLogo src={site.brand.logo} src2x={site.brand.logo2x} alt={site.brand.alt} height={shrunk ? 28 : 36} />
            </Link>
            <DesktopNav items={menus.desktop} />
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <BarIcons icons={icons} />
            {profile ? (
              <UserMenu />
            ) : (
              <Group gap="xs" wrap="nowrap">
                <Button component={Link} to={routeTo('login')} variant="subtle" size="compact-md" visibleFrom={loginIcon ? 'sm' : undefined}>
                  {t('nav.login')}
                </Button>
                <Button component={Link} to={routeTo('register')} size="compact-md">
                  {t('nav.register')}
                </Button>
              </Group>
            )}
          </Group>
        </Group>
      </Container>
      <SideMenu items={menus.mobile} opened={sideOpen} onClose={side.close} />
    </Box>
  );
}
