import { ForumTopicCreateRequest, type ForumPostLocation } from '@community/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';
import { RichTextEditor } from '../stories';
import { forumApi, useCategories, useEditable, useForumMutation, useTopic } from './api';
import { topicHref, useFailToast } from './parts';

type TopicForm = z.input<typeof ForumTopicCreateRequest>;
type TopicValues = z.output<typeof ForumTopicCreateRequest>;
const FIELDS = ['title', 'body'] as const;

/** Title and first post, checked by the contracts' schema (the same one the API applies). */
function TopicFormBody({ initial, submitLabel, onSave }: { initial: TopicForm; submitLabel: string; onSave: (v: TopicValues) => Promise<ForumPostLocation> }) {
  const t = useT();
  const navigate = useNavigate();
  const fail = useFailToast();
  const form = useForm<TopicForm, unknown, TopicValues>({ resolver: zodResolver(ForumTopicCreateRequest), defaultValues: initial });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const save = useForumMutation(onSave, (at) => navigate(topicHref(at.categorySlug, at.topicSlug, { post: at.postId, page: at.page })));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        data-testid="forum-topic-form"
        onSubmit={form.handleSubmit((values) =>
          save.mutate(values, {
            onError: (error) => {
              if (isApiRequestError(error) && error.error.errors?.some((e) => (FIELDS as readonly string[]).includes(e.field))) showServerErrors(error);
              else fail(error);
            },
          }),
        )}
      >
        <Stack gap="md">
          <FormAlert errors={errors} />
          <TextInput label={t('forum.form.title')} required error={errors.title?.message} {...form.register('title')} />
          <Controller
            name="body"
            control={form.control}
            render={({ field }) => (
              <RichTextEditor initialHtml={initial.body} label={t('forum.form.body')} error={errors.body?.message} onChange={(c) => field.onChange(c.html)} />
            )}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** `/forum/{category}/create`: start a topic. */
export function CreateTopicPage() {
  const t = useT();
  const { category: slug = '' } = useParams();
  const categories = useCategories();
  const category = categories.data?.items.find((c) => c.slug === slug);
  return (
    <SitePage
      title={t('forum.topic.new')}
      breadcrumbs={[{ label: t('forum.title'), href: routeTo('forum') }, ...(category ? [{ label: category.name, href: routeTo('forum-category', { category: slug }) }] : [])]}
      ready={categories.data !== undefined}
      error={categories.isError || (categories.data !== undefined && !category)}
    >
      {() =>
        category && !category.viewer.canPost ? (
          <Text c="dimmed">{t(`forum.category.refusal.${category.viewer.postingRefusal ?? 'staff'}`)}</Text>
        ) : (
          <TopicFormBody initial={{ title: '', body: '' }} submitLabel={t('forum.form.create')} onSave={(v) => forumApi.createTopic(slug, v)} />
        )
      }
    </SitePage>
  );
}

/** `/forum/{category}/{slug}/edit`: the topic's title and first post (author or staff). */
export function EditTopicPage() {
  const t = useT();
  const { category = '', slug = '' } = useParams();
  const topic = useTopic({ category, slug, page: 1 });
  const editable = useEditable(topic.data?.id);
  return (
    <SitePage
      title={t('forum.form.editTitle')}
      breadcrumbs={[
        { label: t('forum.title'), href: routeTo('forum') },
        ...(topic.data ? [{ label: topic.data.category.name, href: routeTo('forum-category', { category }) }, { label: topic.data.title, href: topicHref(category, slug) }] : []),
      ]}
      ready={editable.data !== undefined}
      error={topic.isError || editable.isError}
    >
      {() =>
        editable.data ? (
          <TopicFormBody
            key={editable.data.id}
            initial={{ title: editable.data.title, body: editable.data.body }}
            submitLabel={t('forum.form.save')}
            onSave={(v) => forumApi.editTopic(editable.data!.id, v)}
          />
        ) : null
      }
    </SitePage>
  );
}
