import type { MemberCard } from '@community/contracts';
import { Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { useLayoutLocale } from '../../shared/i18n/useLayoutLocale';
import { agesText, locationText } from '../../shared/format';
import { MemberAvatar } from './MemberAvatar';

/** Verified mark, tier badge (star or crown) and staff role, as the profile and every list show them. */
export function MemberMarks({ member }: { member: Pick<MemberCard, 'isVerified' | 'badge' | 'role'> }) {
  const t = useT();
  return (
    <>
      {member.isVerified ? (
        <Tooltip label={t('members.verified')}>
          <Badge color="teal" variant="light" size="sm" aria-label={t('members.verified')}>
            ✓ {t('members.verifiedShort')}
          </Badge>
        </Tooltip>
      ) : null}
      {member.badge ? (
        <Badge color={member.badge === 'crown' ? 'yellow' : 'gray'} variant="light" size="sm" aria-label={t(`members.badge.${member.badge}`)}>
          {member.badge === 'crown' ? '♛' : '★'}
        </Badge>
      ) : null}
      {member.role !== 'member' ? (
        <Badge color="red" variant="outline" size="sm">
          {t('members.staff')}
        </Badge>
      ) : null}
    </>
  );
}

/** One line: "Couple · 34 & 31 · Brighton, England, United Kingdom". */
export function useMemberLine() {
  const t = useT();
  const locale = useLayoutLocale();
  return (m: Pick<MemberCard, 'kind' | 'ages' | 'location'>) =>
    [t(`members.kind.${m.kind}`), agesText(m.ages), locationText(m.location, locale)].filter(Boolean).join(' · ');
}

/** A member in a list or search result. */
export function MemberCardView({ member, extra, actions }: { member: MemberCard; extra?: ReactNode; actions?: ReactNode }) {
  const t = useT();
  const line = useMemberLine();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="member-card">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <MemberAvatar member={member} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Anchor component={Link} to={routeTo('profile-name', { name: member.name })} fw={600}>
              {member.name}
            </Anchor>
            {member.online ? (
              <Badge color="green" variant="dot" size="sm">
                {t('members.online')}
              </Badge>
            ) : null}
            <MemberMarks member={member} />
          </Group>
          <Text size="sm" c="dimmed">
            {line(member)}
          </Text>
          {member.distance ? (
            <Text size="sm">{t.count(`members.distance.${member.distance.unit}`, member.distance.value, { value: member.distance.value })}</Text>
          ) : null}
          {extra}
        </Stack>
        {actions}
      </Group>
    </Paper>
  );
}
