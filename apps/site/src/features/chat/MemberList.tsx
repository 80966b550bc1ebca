import type { ChatMember, ModerationRequest } from '@community/contracts';
import { canModerate, type ChatModAction, type ChatRank } from '@community/domain';
import { Badge, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';

const RANK_COLOUR: Record<ChatRank, string> = { staff: 'red', owner: 'violet', moderator: 'blue', member: 'gray' };

/** The moderation choices a rank has over another (libs/domain canModerate). */
export const MOD_CHOICES: ReadonlyArray<{ key: 'kick' | 'silence10' | 'unsilence' | 'ban60' | 'banDay' | 'banForGood' | 'moderator' | 'unmoderator'; action: ChatModAction; minutes?: number }> = [
  { key: 'kick', action: 'kick' },
  { key: 'silence10', action: 'silence', minutes: 10 },
  { key: 'unsilence', action: 'unsilence' },
  { key: 'ban60', action: 'ban', minutes: 60 },
  { key: 'banDay', action: 'ban', minutes: 1440 },
  { key: 'banForGood', action: 'ban' },
  { key: 'moderator', action: 'moderator', minutes: 1440 },
  { key: 'unmoderator', action: 'unmoderator' },
];

/** Who is in the room: nick and rank; each opens a menu (private chat, profile, and moderation for those above them). */
export function MemberList({
  members,
  meId,
  myRank,
  blocked,
  hideBlocked,
  onPrivate,
  onModerate,
}: {
  members: readonly ChatMember[];
  meId: string;
  myRank: ChatRank;
  blocked: ReadonlySet<string>;
  hideBlocked: boolean;
  onPrivate: (m: ChatMember) => void;
  onModerate: (m: ChatMember, req: Omit<ModerationRequest, 'memberId'>) => void;
}) {
  const t = useT();
  const shown = members.filter((m) => !(hideBlocked && blocked.has(m.id)));
  return (
    <Stack gap={4} data-testid="member-list">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('chat.members', { count: shown.length })}
      </Text>
      {shown.map((m) => {
        const self = m.id === meId;
        const mods = MOD_CHOICES.filter((c) => canModerate(myRank, m.rank, c.action, self));
        return (
          <Menu key={m.id} position="left-start" withinPortal disabled={self}>
            <Menu.Target>
              <UnstyledButton px={6} py={3} style={{ borderRadius: 4 }} aria-label={m.nick} data-testid="member-row">
                <Text component="span" display="block" size="sm" fw={self ? 700 : 500} c={blocked.has(m.id) ? 'dimmed' : undefined} truncate>
                  {m.nick}
                  {m.rank !== 'member' ? (
                    <Badge component="span" ml={6} size="xs" variant="light" color={RANK_COLOUR[m.rank]}>
                      {t(`chat.rank.${m.rank}`)}
                    </Badge>
                  ) : null}
                </Text>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onPrivate(m)} disabled={blocked.has(m.id)}>
                {t('chat.privateChat')}
              </Menu.Item>
              <Menu.Item component={Link} to={routeTo('profile-name', { name: m.name })}>
                {t('chat.viewProfile')}
              </Menu.Item>
              {mods.length ? <Menu.Divider /> : null}
              {mods.map((c) => (
                <Menu.Item key={c.key} color={c.action === 'ban' || c.action === 'kick' ? 'red' : undefined} onClick={() => onModerate(m, { action: c.action, minutes: c.minutes ?? null })}>
                  {t(`chat.mod.${c.key}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Stack>
  );
}
