import { Avatar, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ExploreSections, SiteStatsStrip, StreamList } from './Discover';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useSite } from '../../shared/boot/boot-context';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import classes from './home.module.css';

function Welcome() {
  const t = useT();
  const site = useSite();
  return (
    <Box className={classes.hero} px={{ base: 'lg', sm: 56 }} py={{ base: 40, sm: 72 }}>
      <Stack gap="lg" maw={620}>
        <Title order={1} className={classes.heroTitle} fz={{ base: 30, sm: 44 }} lh={1.1}>
          {t('home.hero.title')}
        </Title>
        <Text className={classes.heroText} fz={{ base: 'md', sm: 'lg' }}>
          {site.brand.text ?? t('home.hero.text')}
        </Text>
        <Group gap="sm" mt="xs">
          <Button component={Link} to={routeTo('register')} size="lg" className={classes.heroPrimary}>
            {t('home.hero.join')}
          </Button>
          <Button component={Link} to={routeTo('login')} size="lg" variant="outline" className={classes.heroSecondary}>
            {t('home.hero.login')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

function MemberHome({ name, avatar, landingPage }: { name: string; avatar: string | null; landingPage: 'activity' | 'newactivity' }) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
      <Group gap="lg" align="flex-start" wrap="nowrap">
        <Avatar src={avatar ?? undefined} alt="" name={name} color="initials" size={64} radius="xl" visibleFrom="xs" />
        <Stack gap="md" miw={0}>
          <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {t.rich('home.member.signedInAs', { name: <span data-testid="member-name">{name}</span> })}
          </Title>
          <Text c="dimmed">{t('home.member.intro')}</Text>
          <Group gap="sm">
            <Button component={Link} to={routeTo(landingPage)}>
              {t(landingPage === 'newactivity' ? 'members.newactivity.title' : 'nav.activity')}
            </Button>
            <Button component={Link} to={routeTo('messages')} variant="light">
              {t('nav.messages')}
            </Button>
            <Button component={Link} to={routeTo('profile-name', { name })} variant="default">
              {t('nav.profile')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * `/` — a welcome for guests (for members, who they are signed in as), the site's public figures, then
 * discovery: the explore sections and the stream of recent public activity (the SPEC has no /explore route).
 */
export function HomePage() {
  const { profile } = useAuth();
  usePageTitle(null);
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 40 }}>
      <Stack gap="xl">
        {profile ? (
          <MemberHome name={profile.member.name} avatar={profile.member.avatar.medium} landingPage={profile.member.landingPage === 'newactivity' ? 'newactivity' : 'activity'} />
        ) : (
          <Welcome />
        )}
        <SiteStatsStrip />
        <ExploreSections />
        <StreamList />
      </Stack>
    </Container>
  );
}
