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
  Menu,
  NavLink,
  Popover,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../app/auth/useAuth';
import { useLogout } from '../../app/auth/useLogout';
import { useBoot, useSite } from '../../app/boot-context';
import { useT } from '../../app/i18n/useT';
import { BellIcon, ChevronIcon, MessageIcon, SearchIcon } from './icons';
import classes from './shell.module.css';
import { useHeaderShrink } from './useHeaderShrink';
import { useRouteName } from './useRouteName';
import { visibleNavItems, type ShellNavItem } from './nav-items';
import { useNavViewer, useSiteFlags } from './viewer';

/** Random avatar colour variants 1–4 (SPEC 9) as theme colours. */
const AVATAR_COLOURS = { 1: 'grape', 2: 'teal', 3: 'orange', 4: 'indigo' } as const;

function useMenus() {
  const { layout } = useBoot();
  const viewer = useNavViewer();
  return useMemo(() => {
    const nav = layout.layout?.nav ?? [];
    const mobile = layout.layout?.mobileNav.length ? layout.layout.mobileNav : nav;
    // The bar's own Log in and Join buttons stand for the layout's log-in and join items on desktop.
    const ownButtons = new Set([routeTo('login'), routeTo('register')]);
    const desktop = visibleNavItems(nav, viewer).filter((item) => viewer !== null || !ownButtons.has(item.href));
    return { desktop, mobile: visibleNavItems(mobile, viewer) };
  }, [layout.layout, viewer]);
}

function DesktopNav({ items }: { items: ShellNavItem[] }) {
  const t = useT();
  return (
    <Box component="nav" aria-label={t('shell.mainMenu')} visibleFrom="sm" className={classes.desktopNav}>
      <Group gap={2} wrap="nowrap">
        {items.map((item) =>
          item.children.length > 0 ? (
            <Menu key={item.text} trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start" withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.navLink}>
                  {item.text} <ChevronIcon />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={SmartLink} href={item.href} target={item.target} nofollow={item.nofollow} fw={600}>
                  {item.text}
                </Menu.Item>
                {item.children.map((child) => (
                  <Menu.Item key={child.text} component={SmartLink} href={child.href} target={child.target} nofollow={child.nofollow}>
                    {child.text}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : (
            <SmartLink key={item.text} href={item.href} target={item.target} nofollow={item.nofollow} className={classes.navLink}>
              {item.text}
            </SmartLink>
          ),
        )}
      </Group>
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
            <NavLink key={item.text} label={item.text} childrenOffset="md">
              <NavLink component={SmartLink} href={item.href} label={item.text} fw={600} onClick={onClose} />
              {item.children.map((child) => (
                <NavLink key={child.text} component={SmartLink} href={child.href} label={child.text} onClick={onClose} />
              ))}
            </NavLink>
          ) : (
            <NavLink key={item.text} component={SmartLink} href={item.href} label={item.text} onClick={onClose} />
          ),
        )}
      </Box>
    </Drawer>
  );
}

/** A dropdown with a count and an honest empty state until the feature behind it is built. */
function EmptyDropdown({ label, count, icon, empty, testId }: { label: string; count: number; icon: ReactNode; empty: string; testId: string }) {
  return (
    <Popover position="bottom-end" width={300} shadow="md" withinPortal>
      <Popover.Target>
        <Indicator label={formatCount(count)} disabled={count <= 0} size={16} offset={4}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} data-testid={testId}>
            {icon}
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} mb={4}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

export function DarkModeControl() {
  const t = useT();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const value = colorScheme === 'dark' ? 'on' : colorScheme === 'light' ? 'off' : 'auto';
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" id="dark-mode-label">
        {t('shell.darkMode')}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby="dark-mode-label"
        value={value}
        onChange={(next) => setColorScheme(next === 'on' ? 'dark' : next === 'off' ? 'light' : 'auto')}
        data={[
          { value: 'on', label: t('shell.darkMode.on') },
          { value: 'off', label: t('shell.darkMode.off') },
          { value: 'auto', label: t('shell.darkMode.auto') },
        ]}
      />
    </Stack>
  );
}

function UserMenu() {
  const t = useT();
  const flags = useSiteFlags();
  const { profile } = useAuth();
  const logout = useLogout();
  if (!profile) return null;
  const { member } = profile;
  const showCoins = isStoriesSite(flags);
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.userMenu')} className={classes.userButton} data-testid="topbar-member">
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={member.avatar.small ?? undefined}
              alt=""
              name={member.name}
              color={AVATAR_COLOURS[member.avatar.colour as keyof typeof AVATAR_COLOURS] ?? 'gray'}
              size={32}
              radius="xl"
            />
            <Stack gap={0} visibleFrom="xs" miw={0}>
              <Text fw={600} size="sm" truncate="end" maw={160}>
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
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{member.name}</Menu.Label>
        {showCoins ? <Menu.Label>{profile.coinBalanceText}</Menu.Label> : null}
        <Menu.Item component={Link} to={routeTo('profile-name', { name: member.name })}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to={routeTo('settings')}>
          {t('nav.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to={routeTo('settings-security')}>
          {t('nav.security')}
        </Menu.Item>
        <Menu.Divider />
        <Box px="sm" py={6}>
          <DarkModeControl />
        </Box>
        <Menu.Divider />
        <Menu.Item onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The desktop navbar, and below 768 px the mobile navbar with its slide-in side menu (SPEC 2). */
export function Navbar() {
  const t = useT();
  const site = useSite();
  const flags = useSiteFlags();
  const { profile } = useAuth();
  const routeName = useRouteName();
  const location = useLocation();
  const shrunk = useHeaderShrink();
  const menus = useMenus();
  const [sideOpen, side] = useDisclosure(false);
  // Following a link closes the side menu.
  const closeSide = useRef(side.close);
  closeSide.current = side.close;
  useEffect(() => closeSide.current(), [location.pathname]);

  const home = homePathFor(profile ? { landingPage: profile.member.landingPage } : null, flags);
  const onMessages = routeName === 'messages' || routeName?.startsWith('messages-') === true;

  return (
    <Box component="header" className={classes.header} data-shrunk={shrunk || undefined}>
      <Container size="xl" className={classes.bar} px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
            {menus.mobile.length > 0 ? (
              <Burger opened={sideOpen} onClick={side.toggle} hiddenFrom="sm" size="sm" aria-label={t('common.openMenu')} data-testid="mobile-burger" />
            ) : null}
            <Link to={home} className={classes.logoLink} data-testid="home-link">
              <BrandLogo src={site.brand.logo} src2x={site.brand.logo2x} alt={site.brand.alt} height={shrunk ? 28 : 36} />
            </Link>
            <DesktopNav items={menus.desktop} />
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <ActionIcon component={Link} to={routeTo('search')} variant="subtle" color="gray" size="lg" aria-label={t('nav.search')}>
              <SearchIcon />
            </ActionIcon>
            {profile ? (
              <>
                {onMessages ? null : (
                  <EmptyDropdown label={t('nav.messages')} count={profile.messageCount} icon={<MessageIcon />} empty={t('shell.messages.empty')} testId="messages-dropdown" />
                )}
                <EmptyDropdown
                  label={t('nav.notifications')}
                  count={profile.notificationCount}
                  icon={<BellIcon />}
                  empty={t('shell.notifications.empty')}
                  testId="notifications-dropdown"
                />
                <UserMenu />
              </>
            ) : (
              <Group gap="xs" wrap="nowrap">
                <Button component={Link} to={routeTo('login')} variant="subtle" size="compact-md">
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
