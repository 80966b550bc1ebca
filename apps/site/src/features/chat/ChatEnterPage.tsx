import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { routeTo } from '../../shared/routes';
import { roomsQuery } from './api';

/**
 * `/chat/enter?room=` (the footer's "Get chatting" and the nav's chat link): open chat redirects to the
 * chat URL with the room (SPEC 2). A room id or a room name of this site is kept; without one, the first
 * room of the list (the lobby) is chosen.
 */
export function ChatEnterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const rooms = useQuery(roomsQuery());
  const asked = params.get('room');
  useEffect(() => {
    if (!rooms.data && !rooms.isError) return;
    const items = rooms.data?.items ?? [];
    const room = items.find((r) => r.id === asked) ?? items.find((r) => asked !== null && r.name.toLowerCase() === asked.toLowerCase()) ?? items[0];
    void navigate(room ? `${routeTo('chat')}?room=${encodeURIComponent(room.id)}` : routeTo('chat'), { replace: true });
  }, [rooms.data, rooms.isError, asked, navigate]);
  return (
    <Stack align="center" p="xl" data-testid="chat-enter">
      <Loader />
    </Stack>
  );
}
