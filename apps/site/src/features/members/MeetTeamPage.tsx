import { TeamMember } from '@community/contracts';
import type { Role } from '@community/domain';
import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { typed } from '../../shared/api/paths';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { SitePage } from '../../shared/layout/SitePage';
import { MemberAvatar } from './MemberAvatar';

/** `GET /api/meet-team`: public, the same for everyone (staff cannot be blocked), most senior role first. */
export const meetTeamQuery = () =>
  queryOptions({
    queryKey: ['members', 'meet-team'] as const,
    queryFn: ({ signal }) => typed.get('/meet-team', { schema: z.array(TeamMember), signal }),
    retry: false,
  });

/** The role's public label; the API lists staff only, so `member` never reaches the page (labelled "Staff" if it did). */
const roleKey = (role: Role) => (role === 'member' ? ('members.staff' as const) : (`members.team.role.${role}` as const));

function TeamCard({ member }: { member: TeamMember }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="lg" component="li" data-testid="team-member">
      <Stack gap="xs" align="center">
        <MemberAvatar member={member} size={96} />
        <Anchor component={Link} to={routeTo('profile-name', { name: member.name })} fw={600} ta="center">
          {member.name}
        </Anchor>
        <Text size="sm" c="dimmed" ta="center" data-testid="team-role">
          {t(roleKey(member.role))}
        </Text>
      </Stack>
    </Paper>
  );
}

/** `/meet-team` (SPEC "Meet the team"): the staff as anyone may see them, name, avatar and role, as the API orders them. */
export function MeetTeamPage() {
  const t = useT();
  const team = useQuery(meetTeamQuery());
  return (
    <SitePage
      title={t('members.team.title')}
      text={t('members.team.intro')}
      query={team}
      size="lg"
      data-testid="meet-team-page"
    >
      {() =>
        team.data && team.data.length > 0 ? (
          <SimpleGrid component="ul" cols={{ base: 1, xs: 2, sm: 3, md: 4 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('members.team.title')}>
            {team.data.map((m) => (
              <TeamCard key={m.id} member={m} />
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed" data-testid="meet-team-empty">
            {t('members.team.empty')}
          </Text>
        )
      }
    </SitePage>
  );
}
