import { FORUM_SEARCH_ORDERS, ForumSearchForm, type ForumSearchHit } from '@community/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Badge, Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDates } from '../../shared/dates';
import { useT } from '../../shared/i18n/useT';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';
import { useCategories, useSearchResults } from './api';
import { Author, PagedItems, topicHref } from './parts';

const KEYS = ['q', 'category', 'author', 'from', 'to', 'accepted', 'order'] as const;
type FormValues = Record<(typeof KEYS)[number], string>;

/** The filters the address bar holds (unknown keys dropped). */
function readFilters(params: URLSearchParams): ForumSearchForm {
  return Object.fromEntries(KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])));
}

// The contracts' form schema checks the strings as the address bar holds them (empty ones left out).
const resolver = zodResolver(ForumSearchForm as never) as unknown as Resolver<FormValues>;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (m) => ENTITIES[m] ?? m);

/** The API's headline: escaped text with the matched words between <mark> tags, drawn without raw HTML. */
export function Headline({ html }: { html: string }) {
  const parts = html.split(/<mark>|<\/mark>/);
  return (
    <Text size="sm">
      {parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{unescape(part)}</mark> : <Fragment key={i}>{unescape(part)}</Fragment>))}
    </Text>
  );
}

function SearchForm({ applied }: { applied: ForumSearchForm }) {
  const t = useT();
  const navigate = useNavigate();
  const categories = useCategories();
  // The address leaves the default order out; the box still shows it.
  const values = useMemo(() => ({ ...(Object.fromEntries(KEYS.map((k) => [k, ''])) as FormValues), order: 'relevance', ...applied }), [applied]);
  const form = useForm<FormValues>({ resolver, values });
  const { errors } = form.formState;
  const submit = form.handleSubmit(() => {
    const query = Object.fromEntries(Object.entries(form.getValues()).filter(([k, v]) => v && !(k === 'order' && v === 'relevance')));
    void navigate(`${routeTo('forum-search-results')}?${new URLSearchParams(query).toString()}`);
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate onSubmit={submit} data-testid="forum-search-form">
        <Stack gap="sm">
          <TextInput label={t('forum.search.q')} error={errors.q?.message} {...form.register('q')} />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <NativeSelect
              label={t('forum.search.category')}
              data={[{ value: '', label: t('forum.search.any') }, ...(categories.data?.items ?? []).map((c) => ({ value: c.slug, label: c.name }))]}
              error={errors.category?.message}
              {...form.register('category')}
            />
            <TextInput label={t('forum.search.author')} error={errors.author?.message} {...form.register('author')} />
            <NativeSelect
              label={t('forum.search.order')}
              data={FORUM_SEARCH_ORDERS.map((o) => ({ value: o, label: t(`forum.search.order.${o}`) }))}
              error={errors.order?.message}
              {...form.register('order')}
            />
            <TextInput type="date" label={t('forum.search.from')} error={errors.from?.message} {...form.register('from')} />
            <TextInput type="date" label={t('forum.search.to')} error={errors.to?.message} {...form.register('to')} />
          </SimpleGrid>
          <Checkbox
            label={t('forum.search.accepted')}
            checked={form.watch('accepted') === 'true'}
            onChange={(e) => form.setValue('accepted', e.currentTarget.checked ? 'true' : '')}
          />
          <Button type="submit" w="fit-content">
            {t('forum.search.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function Hit({ hit }: { hit: ForumSearchHit }) {
  const t = useT();
  const { dateTime } = useDates();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="forum-hit">
      <Stack gap={4}>
        <Group gap="xs">
          <Anchor component={Link} to={topicHref(hit.categorySlug, hit.topicSlug, { post: hit.postId, page: hit.page })} fw={600}>
            {hit.topicTitle}
          </Anchor>
          {hit.hasAcceptedAnswer ? <Badge size="xs" color="green">{t('forum.topic.answered')}</Badge> : null}
          {!hit.isTopic ? <Badge size="xs" variant="light">{t('forum.search.reply', { number: hit.number })}</Badge> : null}
        </Group>
        <Headline html={hit.headline} />
        <Group gap="xs">
          <Author member={hit.author} size={18} />
          <Anchor component={Link} to={routeTo('forum-category', { category: hit.categorySlug })} size="xs">
            {hit.categoryName}
          </Anchor>
          <Text size="xs" c="dimmed">{dateTime(hit.createdAt)}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function Results({ filters }: { filters: ForumSearchForm }) {
  const t = useT();
  const list = useSearchResults(filters);
  return (
    <Stack gap="sm">
      <PagedItems list={list} empty={t('forum.search.empty')} emptyTestId="forum-search-empty" testId="forum-hits" render={(hit) => <Hit key={hit.postId} hit={hit} />} />
    </Stack>
  );
}

/** `/forum/search` (the form) and `/forum/search/results` (the form as the address holds it, and its hits in keyset pages). */
function ForumSearch({ results }: { results: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  const applied = useMemo(() => readFilters(params), [params]);
  const valid = ForumSearchForm.safeParse(applied).success;
  return (
    <SitePage title={t('forum.search.title')} breadcrumbs={[{ label: t('forum.title'), href: routeTo('forum') }]} data-testid="forum-search-page">
      <Stack gap="lg">
        <SearchForm applied={applied} />
        {results && valid ? <Results filters={applied} /> : null}
        {results && !valid ? <Text c="dimmed">{t('forum.search.needQuery')}</Text> : null}
      </Stack>
    </SitePage>
  );
}

export const ForumSearchPage = () => <ForumSearch results={false} />;
export const ForumSearchResultsPage = () => <ForumSearch results />;
