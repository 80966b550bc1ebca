import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useT } from '../../app/i18n/useT';
import { routeTo } from '../../app/routes';
import { SitePage } from '../shell/SitePage';
import { useSiteFlags } from '../shell/viewer';

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

/** `/badges` and `/badges/{badge}`: what each mark beside a member's name means and how a member gets it. */
export function BadgesPage() {
  const t = useT();
  const { badge } = useParams();
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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {BADGES.map((b) => (
              <BadgeCard key={b} badge={b} />
            ))}
          </SimpleGrid>
        )
      }
    </SitePage>
  );
}
