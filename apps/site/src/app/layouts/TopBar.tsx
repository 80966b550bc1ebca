import { BrandLogo } from '@community/ui';
import { Avatar, Box, Button, Container, Group, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/useAuth';
import { useLogout } from '../auth/useLogout';
import { useSite } from '../boot-context';
import { useT } from '../i18n/useT';
import { routeTo } from '../routes';
import classes from './layout.module.css';

/** The first pixels of the navbar: the brand logo home, and the member's name with log out, or log in and join. */
export function TopBar() {
  const t = useT();
  const site = useSite();
  const { profile } = useAuth();
  const logout = useLogout();

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h={64} px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link to={routeTo('index')} className={classes.logoLink}>
            <BrandLogo src={site.brand.logo} src2x={site.brand.logo2x} alt={site.brand.alt} height={36} />
          </Link>
          {profile ? (
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Group gap={8} wrap="nowrap" miw={0} data-testid="topbar-member">
                <Avatar
                  src={profile.member.avatar.small ?? undefined}
                  alt=""
                  name={profile.member.name}
                  color="initials"
                  size={32}
                  radius="xl"
                />
                {/* On a phone the avatar's initials stand for the name, leaving room for the logo and Log out. */}
                <Text fw={600} size="sm" truncate="end" maw={200} visibleFrom="xs">
                  {profile.member.name}
                </Text>
                <VisuallyHidden hiddenFrom="xs">{profile.member.name}</VisuallyHidden>
              </Group>
              <Button
                variant="default"
                size="compact-md"
                onClick={() => logout.mutate()}
                loading={logout.isPending}
                style={{ flexShrink: 0 }}
              >
                {t('nav.logout')}
              </Button>
            </Group>
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
      </Container>
    </Box>
  );
}
