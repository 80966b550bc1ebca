import { StoryBlockTagForm } from '@community/contracts';
import { Badge, Button, CloseButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { blocksQuery, storiesApi, storiesKeys } from './api';

/** The reader's permanent block list: tags and writers whose stories never show for them. */
export function BlockListPanel() {
  const t = useT();
  const queryClient = useQueryClient();
  const blocks = useQuery(blocksQuery());
  const form = useForm<StoryBlockTagForm, unknown, z.output<typeof StoryBlockTagForm>>({ resolver: zodResolver(StoryBlockTagForm), defaultValues: { tag: '' } });
  const change = useMutation({
    mutationFn: (a: { kind: 'tag' | 'author'; value: string; on: boolean }) =>
      a.kind === 'tag' ? storiesApi.blockTag(a.value, a.on) : storiesApi.blockAuthor(a.value, a.on),
    onSuccess: async (data) => {
      queryClient.setQueryData(storiesKeys.blocks, data);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: storiesKeys.all });
    },
    onError: (error) => toast.error(isApiRequestError(error) ? error.error.message : t('errors.unexpected')),
  });
  if (!blocks.data) return null;
  const empty = !blocks.data.tags.length && !blocks.data.authors.length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="story-blocks-title" data-testid="story-blocks">
      <Stack gap="sm">
        <Title order={2} size="h4" id="story-blocks-title">
          {t('stories.blocks.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('stories.blocks.intro')}
        </Text>
        {empty ? <Text size="sm">{t('stories.blocks.none')}</Text> : null}
        <Group gap="xs">
          {blocks.data.tags.map((value) => (
            <Badge key={value} variant="outline" rightSection={<CloseButton size="xs" aria-label={t('stories.blocks.show', { name: value })} onClick={() => change.mutate({ kind: 'tag', value, on: false })} />}>
              {value}
            </Badge>
          ))}
          {blocks.data.authors.map((a) => (
            <Badge key={a.id} color="grape" variant="outline" rightSection={<CloseButton size="xs" aria-label={t('stories.blocks.show', { name: a.name })} onClick={() => change.mutate({ kind: 'author', value: a.name, on: false })} />}>
              {a.name}
            </Badge>
          ))}
        </Group>
        <Group
          component="form"
          align="flex-end"
          gap="sm"
          onSubmit={form.handleSubmit(({ tag }) => change.mutate({ kind: 'tag', value: tag, on: true }))}
        >
          <TextInput label={t('stories.blocks.addTag')} maxLength={40} error={form.formState.errors.tag?.message} {...form.register('tag')} />
          <Button type="submit" variant="default" loading={change.isPending}>
            {t('stories.blocks.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
