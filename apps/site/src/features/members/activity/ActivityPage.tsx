import type { ActivityItem, ActivityStats } from '@community/contracts';
import { ACTIVITY_KINDS, type ActivityKind } from '@community/domain';
import { Anchor, Button, Chip, CloseButton, Grid, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { isKnownPath } from '@community/contracts';
import { useT } from '../../../shared/i18n/useT';
import { routeTo } from '../../../shared/routes';
import { relativeTime } from '../../../shared/format';
import { MemberAvatar } from '../MemberAvatar';
import { useLayoutLocale } from '../../../shared/i18n/useLayoutLocale';
import { SitePage } from '../../../shared/layout/SitePage';
import { useRouteName } from '../../../shared/hooks/useRouteName';
import { activityFeedQuery, activityStatsQuery } from './api';
import { MoreButton } from '../../../shared/layout/MoreButton';

const isKind = (s: string | undefined): s is ActivityKind => ACTIVITY_KINDS.includes(s as ActivityKind);

function MemberLink({ name }: { name: string }) {
  return (
    <Anchor component={Link} to={routeTo('profile-name', { name })} fw={600}>
      {name}
    </Anchor>
  );
}

/** The photo of a "new photo" card, at its own proportions (space kept before it loads), opening the owner's photos. */
function CardPhoto({ item, photo }: { item: ActivityItem; photo: NonNullable<ActivityItem['photo']> }) {
  const width = 240;
  const height = photo.width && photo.height ? Math.round((width * photo.height) / photo.width) : width;
  const image = <Image src={photo.sizes.medium} alt={item.title ?? item.actor.name} width={width} height={height} w={width} h="auto" maw="100%" fit="cover" radius="md" loading="lazy" />;
  return item.url && isKnownPath(item.url) ? (
    <Link to={item.url} aria-label={item.title ?? item.actor.name} data-testid="activity-photo">
      {image}
    </Link>
  ) : (
    image
  );
}

/** One card: who did what, when, and what it links to. */
export function ActivityCard({ item, onHide }: { item: ActivityItem; onHide?: (item: ActivityItem) => void }) {
  const t = useT();
  const locale = useLayoutLocale();
  const [before, after] = t(`members.activity.card.${item.kind}`, { actor: '\u0000', subject: '\u0001' }).split('\u0000') as [string, string?];
  const [mid, end] = (after ?? '').split('\u0001') as [string, string?];
  return (
    <Paper withBorder radius="md" p="md" data-testid="activity-card" data-kind={item.kind}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Link to={routeTo('profile-name', { name: item.actor.name })} aria-label={item.actor.name} style={{ textDecoration: 'none' }}>
          <MemberAvatar member={item.actor} size="md" />
        </Link>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm">
            {before}
            <MemberLink name={item.actor.name} />
            {end !== undefined && item.subject ? (
              <>
                {mid}
                <MemberLink name={item.subject.name} />
                {end}
              </>
            ) : (
              mid
            )}
          </Text>
          {item.kind === 'avatar' && item.actor.avatar['large-thumbnail'] ? (
            <Image src={item.actor.avatar['large-thumbnail']} alt={item.actor.name} w={160} h={160} radius="md" />
          ) : null}
          {item.kind === 'photo' && item.photo ? <CardPhoto item={item} photo={item.photo} /> : null}
          {item.title ? (
            item.url && isKnownPath(item.url) ? (
              <Anchor component={Link} to={item.url} size="sm">
                {item.title}
              </Anchor>
            ) : (
              <Text size="sm" fw={500}>
                {item.title}
              </Text>
            )
          ) : null}
          {/* Relative to now: the server's "now" and the browser's differ by the time the page took to arrive. */}
          <Text size="xs" c="dimmed" suppressHydrationWarning>
            {relativeTime(item.at, locale)}
          </Text>
        </Stack>
        {item.subject ? (
          <Link to={routeTo('profile-name', { name: item.subject.name })} aria-label={item.subject.name} style={{ textDecoration: 'none' }}>
            <MemberAvatar member={item.subject} size="md" />
          </Link>
        ) : null}
        {onHide ? (
          <CloseButton size="sm" onClick={() => onHide(item)} aria-label={t('discover.newsfeed.hide')} title={t('discover.newsfeed.hide')} data-testid="hide-card" />
        ) : null}
      </Group>
    </Paper>
  );
}

/** What a card list needs of an infinite query (the activity feed and the newsfeed both page the same cards). */
interface CardPages {
  data?: { pages: Array<{ items: ActivityItem[] }> };
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Activity cards page by page, with an honest empty state that points to search, and "more" while there is more. */
export function CardFeed({
  query,
  empty,
  testId,
  emptyTestId,
  onHide,
}: {
  query: CardPages;
  empty: string;
  testId: string;
  emptyTestId: string;
  onHide?: (item: ActivityItem) => void;
}) {
  const t = useT();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isError) return <Text c="red">{t('errors.unexpected')}</Text>;
  if (query.data && !items.length) {
    return (
      <Paper withBorder radius="md" p="lg" data-testid={emptyTestId}>
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">{empty}</Text>
          <Button component={Link} to={routeTo('search')} variant="light">
            {t('members.activity.findPeople')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" data-testid={testId}>
      {items.map((i) => (
        <ActivityCard key={i.id} item={i} onHide={onHide} />
      ))}
      <MoreButton list={query} w="fit-content">
        {t('members.activity.more')}
      </MoreButton>
    </Stack>
  );
}

function Feed({ kind }: { kind: ActivityKind | null }) {
  const t = useT();
  const query = useInfiniteQuery(activityFeedQuery(kind));
  const empty = kind ? t('members.activity.emptyType') : t('members.activity.empty');
  return <CardFeed query={query} empty={empty} testId="activity-feed" emptyTestId="activity-empty" />;
}

function Stats() {
  const stats = useQuery(activityStatsQuery());
  return stats.data ? <StatsPanel stats={stats.data} /> : null;
}

/** My numbers (friends, follows, views and winks in 30 days, pending requests), linking to where they list. */
export function StatsPanel({ stats: s }: { stats: ActivityStats }) {
  const t = useT();
  const rows: Array<[string, number, string]> = [
    [t('members.activity.stats.friends'), s.friends, ''],
    [t('members.activity.stats.following'), s.following, ''],
    [t('members.activity.stats.followers'), s.followers, ''],
    [t('members.activity.stats.views'), s.profileViews, routeTo('interactions-tab', { tab: 'views' })],
    [t('members.activity.stats.winks'), s.winksReceived, routeTo('interactions-tab', { tab: 'winks-received' })],
    [t('members.activity.stats.requests'), s.pendingRequests, ''],
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="activity-stats">
      <Title order={2} size="h5" mb="sm">
        {t('members.activity.stats.title')}
      </Title>
      <SimpleGrid cols={2} spacing="xs">
        {rows.map(([label, n, href]) => (
          <Stack key={label} gap={0}>
            <Text fw={700} size="lg">
              {n}
            </Text>
            {href ? (
              <Anchor component={Link} to={href} size="xs">
                {label}
              </Anchor>
            ) : (
              <Text size="xs" c="dimmed">
                {label}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * `/activity`, `/activity/card` and `/activity/card/{type}`: what my friends and the members I follow did
 * (new friends, new profile photos, wall posts, photos and stories), newest first, with my numbers beside it.
 */
export function ActivityPage() {
  const t = useT();
  const route = useRouteName();
  const { type } = useParams();
  const navigate = useNavigate();
  if (route === 'activity-card-type' && !isKind(type)) return <Navigate to={routeTo('activity')} replace />;
  const kind = isKind(type) ? type : null;
  return (
    <SitePage title={t('members.activity.title')} text={t('members.activity.text')} data-testid="activity-page">
      {() => (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Chip.Group multiple={false} value={kind ?? 'all'} onChange={(v) => void navigate(v === 'all' ? routeTo('activity') : routeTo('activity-card-type', { type: v }))}>
                <Group gap="xs" role="group" aria-label={t('members.activity.title')}>
                  {['all', ...ACTIVITY_KINDS].map((k) => (
                    <Chip key={k} value={k} variant="light">
                      {k === 'all' ? t('members.activity.all') : t(`members.activity.kind.${k as ActivityKind}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              <Feed kind={kind} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stats />
          </Grid.Col>
        </Grid>
      )}
    </SitePage>
  );
}
