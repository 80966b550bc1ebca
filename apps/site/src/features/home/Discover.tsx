import type { ExplorePage, MediaItem, MemberCard, PublicSiteStats } from '@community/contracts';
import type { ReactNode } from 'react';
import { Anchor, Button, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { ActivityCard } from '../members';
import { useOpenViewer } from '../media';
import { MemberAvatar } from '../members';
import { MemberMarks } from '../members';
import { useLayoutLocale } from '../../shared/i18n/useLayoutLocale';
import { exploreQuery, siteStatsQuery, streamQuery } from './api';
import classes from './home.module.css';

/** The public figures (`site-stats`): members, online now, joined today and, on stories sites, stories. */
export function SiteStatsStrip() {
  const t = useT();
  const locale = useLayoutLocale();
  const stats = useQuery(siteStatsQuery());
  if (stats.isError) return null;
  const s: PublicSiteStats | undefined = stats.data;
  const format = (n: number) => new Intl.NumberFormat(locale.replace('_', '-')).format(n);
  const cells: Array<[string, number | null | undefined, string]> = [
    [t('discover.stats.members'), s?.members, 'members'],
    [t('discover.stats.online'), s?.onlineNow, 'online'],
    [t('discover.stats.joinedToday'), s?.joinedToday, 'joined-today'],
  ];
  if (!s || s.stories !== null) cells.push([t('discover.stats.stories'), s?.stories, 'stories']);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="site-stats" aria-label={t('discover.stats.title')}>
      <SimpleGrid cols={{ base: cells.length > 3 ? 2 : 3, sm: cells.length }} spacing="sm">
        {cells.map(([label, n, key]) => (
          <Stack key={key} gap={0} align="center" data-testid={`site-stats-${key}`}>
            {n === undefined ? <Skeleton h={30} w={60} /> : <Text className={classes.statNumber}>{format(n ?? 0)}</Text>}
            <Text size="sm" c="dimmed" ta="center">
              {label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function Person({ member, extra }: { member: MemberCard; extra?: string }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="explore-member">
      <Stack gap={6} align="center">
        <Link to={routeTo('profile-name', { name: member.name })} aria-label={member.name} style={{ textDecoration: 'none' }}>
          <MemberAvatar member={member} size="lg" />
        </Link>
        <Anchor component={Link} to={routeTo('profile-name', { name: member.name })} fw={600} size="sm" ta="center" className={classes.name}>
          {member.name}
        </Anchor>
        <Group gap={4} justify="center">
          <MemberMarks member={member} />
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          {[
            member.online ? t('members.online') : null,
            member.location?.town ?? null,
            member.distance ? t.count(`members.distance.${member.distance.unit}`, member.distance.value, { value: member.distance.value }) : null,
            extra ?? null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Paper>
  );
}

function Section({ title, testId, empty, children }: { title: string; testId: string; empty?: string | null; children?: ReactNode }) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

function People({ members, extra }: { members: Array<MemberCard & { newFollowers?: number }>; extra?: (m: MemberCard & { newFollowers?: number }) => string }) {
  return (
    <div className={classes.row}>
      {members.map((m) => (
        <Person key={m.id} member={m} extra={extra?.(m)} />
      ))}
    </div>
  );
}

function Photos({ items }: { items: MediaItem[] }) {
  const t = useT();
  const open = useOpenViewer();
  return (
    <div className={classes.row}>
      {items.map((p, i) => (
        <UnstyledButton key={p.id} onClick={() => open(items, i)} aria-label={t('discover.explore.openPhoto', { name: p.ownerName })} data-testid="explore-photo">
          <Image src={p.sizes['large-thumbnail']} alt="" radius="md" className={classes.photo} />
          <Text size="xs" c="dimmed" truncate>
            {p.ownerName}
          </Text>
        </UnstyledButton>
      ))}
    </div>
  );
}

/** `explore`: new members near me, newest, online now, most followed this week, newest public photos. */
export function ExploreSections() {
  const t = useT();
  const { profile } = useAuth();
  const q = useQuery(exploreQuery(profile?.member.id ?? 'guest'));
  if (q.isError) return <Text c="red">{t('errors.unexpected')}</Text>;
  const e: ExplorePage | undefined = q.data;
  if (!e) return <Skeleton h={240} radius="md" />;
  const none = t('discover.explore.empty');
  if (!profile && !e.onlineNow.length && !e.mostFollowed.length && !e.newest.length && !e.photos.length) {
    // Most profiles are for members only: a guest may see nobody, so say why instead of four empty lists.
    return (
      <Paper withBorder radius="md" p="lg" data-testid="explore-guest">
        <Group justify="space-between" gap="sm">
          <Text>{t('discover.explore.guestEmpty')}</Text>
          <Button component={Link} to={routeTo('register')}>
            {t('home.hero.join')}
          </Button>
        </Group>
      </Paper>
    );
  }
  // Guests see the sections that have someone in them; members also see honest empty ones.
  const empty = (n: number) => (n ? null : none);
  const shown = (n: number) => Boolean(profile) || n > 0;
  return (
    <Stack gap="xl" data-testid="explore">
      {profile ? (
        <Section
          title={t('discover.explore.nearMe')}
          testId="explore-near"
          empty={!e.hasLocation ? t('discover.explore.nearMe.noPlace') : e.nearMe && e.nearMe.length === 0 ? none : null}
        >
          {e.nearMe ? <People members={e.nearMe} /> : null}
        </Section>
      ) : null}
      {shown(e.onlineNow.length) ? (
        <Section title={t('discover.explore.online')} testId="explore-online" empty={empty(e.onlineNow.length)}>
          <People members={e.onlineNow} />
        </Section>
      ) : null}
      {shown(e.mostFollowed.length) ? (
        <Section title={t('discover.explore.mostFollowed')} testId="explore-followed" empty={empty(e.mostFollowed.length)}>
          <People members={e.mostFollowed} extra={(m) => t('discover.explore.newFollowers', { count: m.newFollowers ?? 0 })} />
        </Section>
      ) : null}
      {shown(e.newest.length) ? (
        <Section title={t('discover.explore.newest')} testId="explore-newest" empty={empty(e.newest.length)}>
          <People members={e.newest} />
        </Section>
      ) : null}
      {shown(e.photos.length) ? (
        <Section title={t('discover.explore.photos')} testId="explore-photos" empty={empty(e.photos.length)}>
          <Photos items={e.photos} />
        </Section>
      ) : null}
      {profile && !e.hasLocation ? (
        <Button component={Link} to={routeTo('setup-position', { position: 'location' })} variant="light" w="fit-content">
          {t('discover.explore.setPlace')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** `stream`: recent public activity across the site, newest first. */
export function StreamList() {
  const t = useT();
  const { profile } = useAuth();
  const q = useInfiniteQuery(streamQuery(profile?.member.id ?? 'guest'));
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  // A guest's stream holds only what guests may open (stories, profile photos of public profiles): often nothing.
  if (!profile && !items.length) return null;
  return (
    <Section title={t('discover.stream.title')} testId="stream" empty={q.data && !items.length ? t('discover.stream.empty') : null}>
      <Stack gap="sm">
        {items.map((i) => (
          <ActivityCard key={i.id} item={i} />
        ))}
        {q.hasNextPage ? (
          <Button variant="default" w="fit-content" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
            {t('discover.stream.more')}
          </Button>
        ) : null}
      </Stack>
    </Section>
  );
}
