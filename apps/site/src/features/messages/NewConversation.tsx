import { Alert, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { addToThread, messagingApi, messagingKeys } from './api';
import { Composer, type ComposerMessage } from './Composer';
import { MemberAvatar } from './MemberAvatar';

/** `/messages?to=<member id>`: our conversation if there is one, else the first message (or why it cannot be sent). */
export function NewConversation({ memberId, sendOnEnter, onOpen }: { memberId: string; sendOnEnter: boolean; onOpen: (conversationId: string) => void }) {
  const t = useT();
  const client = useQueryClient();
  const myName = useAuth().profile?.member.name;
  const target = useQuery({ queryKey: messagingKeys.with(memberId), queryFn: ({ signal }) => messagingApi.with(memberId, signal) });
  const existing = target.data?.conversationId ?? null;
  useEffect(() => {
    if (existing) onOpen(existing);
  }, [existing, onOpen]);
  const start = useMutation({
    mutationFn: (body: ComposerMessage) => messagingApi.start({ ...body, recipientIds: [memberId] }),
    onSuccess: (result) => {
      client.setQueryData(messagingKeys.conversation(result.conversation.id), result.conversation);
      addToThread(client, result.conversation.id, [result.message]);
      void client.invalidateQueries({ queryKey: ['messaging', 'list'] });
      onOpen(result.conversation.id);
    },
  });
  if (target.isPending || existing) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (!target.data) return null;
  const { member, canStart, reason } = target.data;
  const why =
    reason === 'upgrade'
      ? t('messaging.cannotStart.upgrade')
      : reason === 'privacy'
        ? t('messaging.cannotStart.privacy')
        : reason === 'unconfirmed'
          ? t('messaging.cannotStart.unconfirmed')
          : t('messaging.cannotStart.other');
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack>
        <Group gap="sm">
          <MemberAvatar member={member} />
          <Title order={2} fz="lg">
            {t('messaging.newConversation', { name: member.name })}
          </Title>
        </Group>
        {canStart ? (
          <Composer sendOnEnter={sendOnEnter} albumOwner={myName} onSend={(body) => start.mutateAsync(body)} />
        ) : (
          <Alert color="yellow" variant="light" data-testid="cannot-start">
            {why}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
