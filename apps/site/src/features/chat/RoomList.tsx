import type { ChatRoom } from '@community/contracts';
import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../shared/i18n/useT';
import { roomsQuery } from './api';
import classes from './chat.module.css';

function Lock({ room }: { room: ChatRoom }) {
  const t = useT();
  const marks = [
    room.detail.protected ? t('chat.room.protected') : null,
    room.detail.only ? t('chat.room.only') : null,
    room.verifiedOnly ? t('chat.room.verified') : null,
    room.minTier ? t('chat.room.tier', { tier: t(`chat.tier.${room.minTier}`) }) : null,
  ].filter(Boolean);
  return marks.length ? (
    <Text span size="xs" c="dimmed">
      {marks.join(' · ')}
    </Text>
  ) : null;
}

/** The room list (SPEC 2): system rooms by priority, then members' rooms, each with its live count. */
export function RoomList({ activeIds, onOpen, onCreate }: { activeIds: ReadonlySet<string>; onOpen: (room: ChatRoom) => void; onCreate: () => void }) {
  const t = useT();
  const rooms = useQuery(roomsQuery());
  const items = rooms.data?.items ?? [];
  const system = items.filter((r) => r.kind === 'system');
  const members = items.filter((r) => r.kind === 'member');
  const row = (r: ChatRoom) => (
    <button key={r.id} type="button" className={classes.roomRow} data-active={activeIds.has(r.id) || undefined} onClick={() => onOpen(r)} data-testid="room-row">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {r.name}
        </Text>
        {r.subject ? (
          <Text size="xs" c="dimmed" truncate>
            {r.subject}
          </Text>
        ) : null}
        <Lock room={r} />
      </Stack>
      <Badge variant={r.count > 0 ? 'filled' : 'light'} color={r.count > 0 ? 'teal' : 'gray'} aria-label={t('chat.room.count', { count: r.count })}>
        {r.count}
      </Badge>
    </button>
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h5">
          {t('chat.rooms')}
        </Title>
        <Button size="compact-xs" variant="light" onClick={onCreate}>
          {t('chat.create')}
        </Button>
      </Group>
      {rooms.isPending ? <Loader size="sm" /> : null}
      {rooms.isError ? (
        <Text size="sm" c="red">
          {t('chat.roomsFailed')}
        </Text>
      ) : null}
      <Stack gap={2}>{system.map(row)}</Stack>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('chat.memberRooms')}
      </Text>
      {members.length ? (
        <Stack gap={2}>{members.map(row)}</Stack>
      ) : (
        <Text size="xs" c="dimmed">
          {t('chat.noMemberRooms')}
        </Text>
      )}
    </Stack>
  );
}
