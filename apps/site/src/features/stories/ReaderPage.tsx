import type { StoryDetail } from '@community/contracts';
import { RichContent, toast } from '@community/ui';
import { Alert, Anchor, Badge, Box, Button, Divider, Group, Menu, NativeSelect, Paper, Popover, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
import { authKeys } from '../../shared/auth/queries';
import { useAuth } from '../../shared/auth/useAuth';
import { useSite } from '../../shared/boot/boot-context';
import { siteFlagsOf } from '../../shared/boot/site-view';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { SitePage } from '../../shared/layout/SitePage';
import { chapterQuery, detailQuery, storiesApi, storiesKeys } from './api';
import { Comments } from './Comments';
import { CoverImage } from './CoverField';
import { editPath, printPath, storyPath } from './paths';
import { ReaderSettingsButton, readerStyle, useReaderSettings } from './ReaderSettings';

/** How long the reader stays on a paragraph before we remember it (ms). */
export const PROGRESS_SAVE_DELAY_MS = 1500;

/** The top-level blocks of the rendered chapter: the paragraphs reading progress points at. */
function paragraphsOf(root: HTMLElement | null): HTMLElement[] {
  const content = root?.querySelector('[data-rich-content]');
  return content ? (Array.from(content.children) as HTMLElement[]) : [];
}

/**
 * Remembers the first paragraph in view (members only), after the reader has stayed a moment; scrolls to
 * `startAt` once the chapter is there.
 */
function useParagraphTracking(root: React.RefObject<HTMLDivElement | null>, opts: { enabled: boolean; html: string | undefined; startAt: number; save: (p: number) => void }) {
  const { enabled, html, startAt, save } = opts;
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (html === undefined) return;
    const blocks = paragraphsOf(root.current);
    if (startAt > 0) blocks[Math.min(startAt, blocks.length - 1)]?.scrollIntoView?.({ block: 'start' });
    if (!enabled || typeof IntersectionObserver === 'undefined' || !blocks.length) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = -1;
    const visible = new Set<number>();
    const observer = new IntersectionObserver((entries) => {
      for (const e of entries) {
        const index = blocks.indexOf(e.target as HTMLElement);
        if (e.isIntersecting) visible.add(index);
        else visible.delete(index);
      }
      const first = visible.size ? Math.min(...visible) : -1;
      if (first < 0 || first === last) return;
      last = first;
      clearTimeout(timer);
      timer = setTimeout(() => saveRef.current(first), PROGRESS_SAVE_DELAY_MS);
    });
    blocks.forEach((b) => observer.observe(b));
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [root, html, enabled, startAt]);
}

/** Coins a reader can tip in one click (stories sites). */
export const TIP_AMOUNTS = [10, 25, 50, 100] as const;

function TipButton({ story }: { story: StoryDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState<string>(String(TIP_AMOUNTS[0]));
  const [opened, setOpened] = useState(false);
  // One key per tip the reader means: a retry of the same click never pays twice.
  const key = useRef(globalThis.crypto.randomUUID());
  const tip = useMutation({
    mutationFn: () => storiesApi.tip(story.id, Number(amount), key.current),
    onSuccess: async () => {
      key.current = globalThis.crypto.randomUUID();
      setOpened(false);
      toast.success(t('stories.reader.tipped', { name: story.author.name, count: amount }));
      await Promise.all([queryClient.invalidateQueries({ queryKey: authKeys.profile }), queryClient.invalidateQueries({ queryKey: ['coins'] })]);
    },
    onError: (error: unknown) => toast.error(isApiRequestError(error) ? error.error.message : t('errors.unexpected')),
  });
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom" shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" onClick={() => setOpened((o) => !o)} data-testid="tip">
          {t('stories.reader.tip')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600} id="tip-amount">
            {t('stories.reader.tipAmount', { name: story.author.name })}
          </Text>
          <SegmentedControl aria-labelledby="tip-amount" value={amount} onChange={setAmount} data={TIP_AMOUNTS.map((n) => ({ value: String(n), label: String(n) }))} />
          <Button onClick={() => tip.mutate()} loading={tip.isPending}>
            {t.count('stories.reader.tipSend', Number(amount), { count: amount })}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function ReaderActions({ story }: { story: StoryDetail }) {
  const t = useT();
  const site = useSite();
  const { loggedIn } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: storiesKeys.detail(story.slug) });
  const onError = (error: unknown) => toast.error(isApiRequestError(error) ? error.error.message : t('errors.unexpected'));
  const like = useMutation({ mutationFn: () => storiesApi.like(story.id, !story.viewer.liked), onSuccess: refresh, onError });
  const favourite = useMutation({ mutationFn: () => storiesApi.favourite(story.id, !story.viewer.favourite), onSuccess: refresh, onError });
  const hide = useMutation({
    mutationFn: (a: { kind: 'tag' | 'author'; value: string }) => (a.kind === 'tag' ? storiesApi.blockTag(a.value, true) : storiesApi.blockAuthor(a.value, true)),
    onSuccess: async () => {
      toast.success(t('stories.reader.hidden'));
      await queryClient.invalidateQueries({ queryKey: storiesKeys.all });
      void navigate(routeTo('stories'));
    },
    onError,
  });
  if (story.viewer.canEdit) {
    return (
      <Group gap="xs">
        <Button component={Link} to={editPath(story)} variant="default">
          {t('stories.reader.edit')}
        </Button>
      </Group>
    );
  }
  if (!loggedIn) {
    return (
      <Anchor component={Link} to={routeTo('login')} size="sm">
        {t('stories.reader.loginToLike')}
      </Anchor>
    );
  }
  return (
    <Group gap="xs">
      <Button variant={story.viewer.liked ? 'filled' : 'default'} aria-pressed={story.viewer.liked} onClick={() => like.mutate()} loading={like.isPending}>
        {t(story.viewer.liked ? 'stories.reader.liked' : 'stories.reader.like')} · {story.likeCount.toLocaleString()}
      </Button>
      <Button variant={story.viewer.favourite ? 'filled' : 'default'} aria-pressed={story.viewer.favourite} onClick={() => favourite.mutate()} loading={favourite.isPending}>
        {t(story.viewer.favourite ? 'stories.reader.favourited' : 'stories.reader.favourite')}
      </Button>
      {siteFlagsOf(site).storiesMode && story.status === 'published' ? <TipButton story={story} /> : null}
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="subtle" aria-label={t('stories.blocks.title')}>
            …
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {story.tags.map((tag) => (
            <Menu.Item key={tag} onClick={() => hide.mutate({ kind: 'tag', value: tag })}>
              {t('stories.reader.hideTag', { tag })}
            </Menu.Item>
          ))}
          <Menu.Item onClick={() => hide.mutate({ kind: 'author', value: story.author.name })}>{t('stories.reader.hideAuthor', { name: story.author.name })}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** "Part 2 of 3 in …" with links to the previous and next parts the reader may read. */
function SeriesNav({ story }: { story: StoryDetail }) {
  const t = useT();
  const series = story.series;
  if (!series) return null;
  const link = (p: NonNullable<typeof series.previous>) => storyPath({ id: p.id, slug: p.slug, genre: p.genre as StoryDetail['genre'] });
  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-label={t('stories.series.title')} data-testid="series-nav">
      <Group justify="space-between" gap="xs">
        {series.previous ? (
          <Button component={Link} to={link(series.previous)} variant="default" size="xs" title={series.previous.title}>
            ← {t('stories.series.previous')}
          </Button>
        ) : (
          <span />
        )}
        <Anchor component={Link} to={routeTo('profile-name-stories-series-slug', { name: series.authorName, slug: series.slug })} size="sm" ta="center">
          {t('stories.series.part', { n: series.position, count: series.count, title: series.title })}
        </Anchor>
        {series.next ? (
          <Button component={Link} to={link(series.next)} size="xs" title={series.next.title}>
            {t('stories.series.next')} →
          </Button>
        ) : (
          <span />
        )}
      </Group>
    </Paper>
  );
}

function Reader({ story }: { story: StoryDetail }) {
  const t = useT();
  const site = useSite();
  const { loggedIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = Number(params.get('chapter') ?? '1');
  const position = Number.isInteger(requested) && requested >= 1 && requested <= story.chapters.length ? requested : 1;
  const startAt = Math.max(0, Number(params.get('p') ?? '0') || 0);
  const chapter = useQuery(chapterQuery(story.id, position));
  const root = useRef<HTMLDivElement>(null);
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (counted.current === story.id) return;
    counted.current = story.id;
    storiesApi.read(story.id).catch(() => undefined);
  }, [story.id]);

  const reader = useReaderSettings();
  const chapterId = chapter.data?.id;
  useParagraphTracking(root, {
    enabled: loggedIn,
    html: chapter.data?.html,
    startAt,
    save: (paragraph) => {
      if (chapterId) storiesApi.progress(story.id, chapterId, paragraph).catch(() => undefined);
    },
  });
  // Opening a chapter is progress too (paragraph 0 unless we were sent to one).
  useEffect(() => {
    if (loggedIn && chapterId && !story.viewer.canEdit) storiesApi.progress(story.id, chapterId, startAt).catch(() => undefined);
  }, [loggedIn, chapterId, story.id, story.viewer.canEdit, startAt]);

  const progress = story.viewer.progress;
  const showResume = progress && !params.get('chapter') && (progress.chapterPosition > 1 || progress.paragraph > 0);
  const published = story.publishedAt ? new Date(story.publishedAt).toLocaleDateString(site.locale.replace('_', '-')) : null;
  const go = (n: number) => void navigate(storyPath(story, n));

  return (
    <Stack gap="lg">
      {story.status === 'draft' ? <Alert color="yellow">{t('stories.reader.draft')}</Alert> : null}
      <SeriesNav story={story} />
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {story.cover ? (
          <Box visibleFrom="xs">
            <CoverImage cover={story.cover} size="medium" alt={t('stories.cover.alt', { title: story.title })} width={140} />
          </Box>
        ) : null}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to={routeTo('profile-name', { name: story.author.name })} inherit>
            {t('stories.card.by', { name: story.author.name })}
          </Anchor>
          {published ? ` · ${t('stories.reader.published', { date: published })}` : null}
          {` · ${t.count('stories.card.words', story.wordCount, { count: story.wordCount.toLocaleString() })} · ${t.count('stories.card.minutes', story.readingMinutes)}`}
        </Text>
        {story.summary ? <Text>{story.summary}</Text> : null}
        {story.warnings.length ? (
          <Group gap={4}>
            <Text size="sm" fw={600}>
              {t('stories.reader.warnings')}:
            </Text>
            {story.warnings.map((w) => (
              <Badge key={w} color="orange" variant="outline">
                {t(`stories.warning.${w}`)}
              </Badge>
            ))}
          </Group>
        ) : null}
        {story.tags.length ? (
          <Group gap={4}>
            {story.tags.map((tag) => (
              <Badge key={tag} component={Link} to={routeTo('stories-genre-slug', { genre: 'tag', slug: tag })} variant="light" style={{ cursor: 'pointer' }}>
                {tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        <ReaderActions story={story} />
        <Group gap="sm">
          <Anchor href={storiesApi.epubUrl(story.id)} size="sm" download data-testid="epub-link">
            {t('stories.reader.epub')}
          </Anchor>
          {story.status === 'published' && story.genre ? (
            // A page the server renders for printing (not a route of this app): a plain link in a new tab.
            <Anchor href={printPath(story)} target="_blank" rel="noopener" size="sm" data-testid="print-link">
              {t('stories.reader.printLink')}
            </Anchor>
          ) : null}
          <ReaderSettingsButton settings={reader.settings} change={reader.change} />
        </Group>
        </Stack>
      </Group>
      {showResume ? (
        <Button component={Link} to={storyPath(story, progress.chapterPosition, progress.paragraph)} variant="light" data-testid="resume">
          {t('stories.reader.resume', { n: progress.chapterPosition })}
        </Button>
      ) : null}
      {story.chapters.length > 1 ? (
        <NativeSelect
          label={t('stories.reader.contents')}
          value={String(position)}
          onChange={(e) => go(Number(e.currentTarget.value))}
          data={story.chapters.map((c) => ({ value: String(c.position), label: c.title ? `${c.position}. ${c.title}` : t('stories.reader.chapter', { n: c.position }) }))}
        />
      ) : null}
      <Divider />
      <article ref={root} lang={story.language} data-testid="chapter" data-theme={reader.settings.theme} style={readerStyle(reader.settings)}>
        {story.chapters.length > 1 || chapter.data?.title ? (
          <Title order={2} mb="md">
            {chapter.data?.title || t('stories.reader.chapter', { n: position })}
          </Title>
        ) : null}
        {chapter.data ? <RichContent html={chapter.data.html} site={siteFlagsOf(site)} /> : <Text c="dimmed">{t('common.loading')}</Text>}
      </article>
      {chapter.data && (chapter.data.previous || chapter.data.next) ? (
        <Group justify="space-between">
          {chapter.data.previous ? (
            <Button component={Link} to={storyPath(story, chapter.data.previous)} variant="default" onClick={() => window.scrollTo?.(0, 0)}>
              ← {t('stories.reader.previous')}
            </Button>
          ) : (
            <span />
          )}
          {chapter.data.next ? (
            <Button component={Link} to={storyPath(story, chapter.data.next)} onClick={() => window.scrollTo?.(0, 0)}>
              {t('stories.reader.next')} →
            </Button>
          ) : null}
        </Group>
      ) : null}
      {chapter.data && !chapter.data.next ? <SeriesNav story={story} /> : null}
      <Divider />
      <Comments story={story} />
    </Stack>
  );
}

/** `/stories/{genre}/{slug}`: the story, chapter by chapter, with where-I-left-off, likes and comments. */
export function ReaderPage() {
  const t = useT();
  const { genre = '', slug = '' } = useParams();
  const story = useQuery(detailQuery(slug));
  const notFound = story.isError && isApiRequestError(story.error) && story.error.error.statusCode === 404;
  if (story.data && story.data.genre && story.data.genre !== genre) {
    return <Navigate to={storyPath(story.data)} replace />;
  }
  return (
    <SitePage
      title={story.data?.title ?? t('stories.notFound')}
      ready={story.isSuccess}
      error={story.isError || notFound}
      resetKey={slug}
      size="md"
      breadcrumbs={
        story.data?.genre
          ? [
              { label: t('stories.title'), href: routeTo('stories') },
              { label: t(`stories.genre.${story.data.genre}`), href: routeTo('stories-genre', { genre: story.data.genre }) },
            ]
          : [{ label: t('stories.title'), href: routeTo('stories') }]
      }
      data-testid="reader"
    >
      {() => <Reader story={story.data!} />}
    </SitePage>
  );
}
