import type { BadgeSettings, HideableBadge } from '@community/contracts';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { toast } from '@community/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '../../shared/api/errors';
import { useAuth } from '../../shared/auth/useAuth';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { SitePage } from '../../shared/layout/SitePage';
import { useSiteFlags } from '../../shared/auth/viewer';
import { badgeSettingsQuery, membersApi, membersKeys } from './api';
import { SectionHeading } from '../../shared/layout/SectionHeading';

/** SPEC 6's marks on a member: ID verified, the tier badges (star, crown; paid sites only) and staff. */
const BADGES = ['verified', 'star', 'crown', 'staff'] as const;
type BadgeName = (typeof BADGES)[number];
const isBadge = (s: string | undefined): s is BadgeName => BADGES.includes(s as BadgeName);

function Mark({ badge }: { badge: BadgeName }) {
  const t = useT();
  if (badge === 'verified') {
    return (
      <Badge color="teal" variant="light" size="lg">
        ✓ {t('members.verifiedShort')}
      </Badge>
    );
  }
  if (badge === 'staff') {
    return (
      <Badge color="red" variant="outline" size="lg">
        {t('members.staff')}
      </Badge>
    );
  }
  return (
    <Badge color={badge === 'crown' ? 'yellow' : 'gray'} variant="light" size="lg" aria-label={t(`members.badge.${badge}`)}>
      {badge === 'crown' ? '♛' : '★'}
    </Badge>
  );
}

function BadgeCard({ badge, full = false }: { badge: BadgeName; full?: boolean }) {
  const t = useT();
  const flags = useSiteFlags();
  const tierBadge = badge === 'star' || badge === 'crown';
  const shownHere = !tierBadge || (flags.paid && !flags.storiesMode);
  return (
    <Paper withBorder radius="md" p="lg" data-testid={`badge-${badge}`}>
      <Stack gap="sm">
        <Group gap="sm">
          <Mark badge={badge} />
          <Title order={2} size="h4">
            {full ? (
              t(`members.badges.${badge}.name`)
            ) : (
              <Anchor component={Link} to={routeTo('badges-badge', { badge })}>
                {t(`members.badges.${badge}.name`)}
              </Anchor>
            )}
          </Title>
        </Group>
        <Text size="sm">{t(`members.badges.${badge}.how`)}</Text>
        {!shownHere ? (
          <Text size="sm" c="dimmed">
            {t('members.badges.notHere')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The logged-in member's switches (`PUT me/badges`): show or hide each badge they may hide. A badge they do not
 * have can be switched too: the choice waits for it (a crown that comes back with a renewed Platinum).
 */
function MyBadges() {
  const t = useT();
  const queryClient = useQueryClient();
  const settings = useQuery(badgeSettingsQuery());
  const save = useMutation({
    mutationFn: (hidden: HideableBadge[]) => membersApi.setBadges(hidden),
    onSuccess: async (saved) => {
      queryClient.setQueryData(membersKeys.badges, saved);
      toast.success(t('discover.badges.saved'));
      // Profiles and lists show my badges: fetch them again (the switches already hold the saved answer).
      await queryClient.invalidateQueries({ queryKey: membersKeys.all, predicate: (q) => q.queryKey[1] !== 'badges' });
    },
    onError: (err) => toast.error(isApiRequestError(err) ? err.error.message : t('errors.unexpected')),
  });
  const data: BadgeSettings | undefined = settings.data;
  if (!data) return null;
  const toggle = (badge: HideableBadge, show: boolean) =>
    save.mutate(show ? data.hidden.filter((b) => b !== badge) : [...data.hidden, badge]);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="my-badges">
      <Stack gap="sm">
        <SectionHeading title={t('discover.badges.mine.title')} text={t('discover.badges.mine.text')} />
        {data.badges.map((b) => (
          <Switch
            key={b.badge}
            checked={!data.hidden.includes(b.badge)}
            onChange={(e) => toggle(b.badge, e.currentTarget.checked)}
            disabled={save.isPending}
            label={t('discover.badges.show', { badge: t(`members.badges.${b.badge}.name`) })}
            description={b.have ? undefined : t('discover.badges.notHeld')}
            data-testid={`my-badge-${b.badge}`}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/** `/badges` and `/badges/{badge}`: what each mark beside a member's name means and how a member gets it. */
export function BadgesPage() {
  const t = useT();
  const { badge } = useParams();
  const { loggedIn } = useAuth();
  if (badge !== undefined && !isBadge(badge)) return <Navigate to={routeTo('badges')} replace />;
  const one = isBadge(badge) ? badge : null;
  return (
    <SitePage
      title={one ? t(`members.badges.${one}.name`) : t('members.badges.title')}
      text={one ? undefined : t('members.badges.text')}
      breadcrumbs={one ? [{ label: t('members.badges.title'), href: routeTo('badges') }] : []}
      size={900}
      data-testid="badges-page"
    >
      {() =>
        one ? (
          <BadgeCard badge={one} full />
        ) : (
          <Stack gap="md">
            {loggedIn ? <MyBadges /> : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {BADGES.map((b) => (
                <BadgeCard key={b} badge={b} />
              ))}
            </SimpleGrid>
          </Stack>
        )
      }
    </SitePage>
  );
}
