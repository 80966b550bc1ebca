import { SmartLink } from '@community/ui';
import { Box, Group, Loader, Menu, Popover } from '@mantine/core';
import { Fragment, Suspense, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routeTo } from '@community/contracts';
import { useT } from '../../shared/i18n/useT';
import { DarkModeControl } from './DarkModeControl';
import type { ShellNavItem } from './nav-items';

/**
 * The navbar's dropdowns (Mantine Menu and Popover, and Floating UI under them): a chunk of their own that loads
 * right after the first paint (issue 18, bundle budget). Navbar.tsx draws the same triggers until it has loaded
 * and keeps each dropdown's open state, so a click on a trigger before then opens the dropdown once it is here.
 */

export interface DropdownState {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

const itemKey = (item: ShellNavItem): string => `${item.text}\u0000${item.href}`;

/** An item with sub-items: a menu whose first entry is the item's own page. */
export function NavItemMenuView({ item, trigger, opened, onChange }: { item: ShellNavItem; trigger: ReactElement } & DropdownState) {
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={SmartLink} href={item.href} target={item.target} nofollow={item.nofollow} fw={600}>
          {item.text}
        </Menu.Item>
        {item.children.map((child) => (
          <Menu.Item key={itemKey(child)} component={SmartLink} href={child.href} target={child.target} nofollow={child.nofollow}>
            {child.text}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The items that do not fit in the bar, with their sub-items under their name (priority+). */
export function MoreMenuView({ items, trigger, opened, onChange }: { items: ShellNavItem[]; trigger: ReactElement } & DropdownState) {
  return (
    <Menu position="bottom-end" withinPortal width={240} opened={opened} onChange={onChange}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown data-testid="nav-more-menu" mah="calc(100dvh - 80px)" style={{ overflowY: 'auto' }}>
        {items.map((item, index) => (
          <Fragment key={itemKey(item)}>
            {item.children.length > 0 && index > 0 ? <Menu.Divider /> : null}
            <Menu.Item component={SmartLink} href={item.href} target={item.target} nofollow={item.nofollow} fw={item.children.length > 0 ? 600 : undefined}>
              {item.text}
            </Menu.Item>
            {item.children.map((child) => (
              <Menu.Item key={itemKey(child)} component={SmartLink} href={child.href} target={child.target} nofollow={child.nofollow} pl="lg">
                {child.text}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A navbar icon's dropdown; its content loads with the first open (SPEC 2 navbar dropdowns). */
export function CountDropdownView({ trigger, content, opened, onChange }: { trigger: ReactElement; content: ReactNode } & DropdownState) {
  const t = useT();
  return (
    <Popover position="bottom-end" shadow="md" withinPortal opened={opened} onChange={onChange} trapFocus returnFocus>
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown p="xs" maw="calc(100vw - 16px)">
        {opened ? (
          <Suspense
            fallback={
              <Group justify="center" p="md">
                <Loader size="sm" aria-label={t('common.loading')} />
              </Group>
            }
          >
            {content}
          </Suspense>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}

export interface UserMenuEntries {
  name: string;
  profileHref: string;
  /** The coin balance line (stories site only). */
  coins: string | null;
  logout: () => void;
  loggingOut: boolean;
}

/** The member's menu: profile, settings, security, dark mode, log out. */
export function UserMenuView({ trigger, entries, opened, onChange }: { trigger: ReactElement; entries: UserMenuEntries } & DropdownState) {
  const t = useT();
  return (
    <Menu position="bottom-end" width={240} withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{entries.name}</Menu.Label>
        {entries.coins !== null ? (
          <Menu.Item component={Link} to={routeTo('coins')} data-testid="menu-coin-balance">
            {t('nav.coins')}: {entries.coins}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to={entries.profileHref}>
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
        <Menu.Item onClick={entries.logout} disabled={entries.loggingOut}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
