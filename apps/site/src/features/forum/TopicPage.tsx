import { FORUM_LIMITS, type ForumPost, type ForumTopicDetail, type ForumVoteValue } from '@community/contracts';
import { RichContent, toast, useConfirm } from '@community/ui';
import { Alert, Anchor, Badge, Blockquote, Button, Divider, Group, Pagination, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useSiteFlags } from '../../shared/auth/viewer';
import { useDates } from '../../shared/dates';
import { useT } from '../../shared/i18n/useT';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';
import { openReport } from '../overlays';
import { RichTextEditor } from '../stories';
import { forumApi, useForumMutation, usePostHistory, useTopic, type TopicAddress } from './api';
import { Author, VoteButtons, WatchMenu, topicHref, useAskReason, useFailToast } from './parts';

/** How often at most the page tells the API how far the member has read. */
export const READ_THROTTLE_MS = 2000;

const postAnchor = (id: string) => `post-${id}`;

function readAddress(category: string, slug: string, params: URLSearchParams): TopicAddress {
  const page = Number(params.get('page'));
  const post = params.get('post') ?? undefined;
  return { category, slug, ...(post ? { post } : {}), ...(Number.isInteger(page) && page > 0 ? { page } : {}) };
}

/**
 * Tells the API the highest post number seen on screen, at most every READ_THROTTLE_MS (and once more when the
 * page closes), never moving back.
 */
function useReadTracking(topic: ForumTopicDetail | undefined, enabled: boolean) {
  const sent = useRef(0);
  const seen = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const topicId = topic?.id;
  const lastRead = topic?.viewer.lastReadNumber ?? 0;
  const postsKey = topic?.posts.map((p) => p.id).join() ?? '';
  useEffect(() => {
    if (!topicId || !enabled || typeof IntersectionObserver === 'undefined') return;
    sent.current = Math.max(sent.current, lastRead);
    const flush = () => {
      timer.current = null;
      if (seen.current <= sent.current) return;
      const number = seen.current;
      sent.current = number;
      forumApi.read(topicId, number).catch(() => {
        sent.current = Math.min(sent.current, number - 1);
      });
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const n = Number((entry.target as HTMLElement).dataset.number);
        if (n > seen.current) seen.current = n;
      }
      if (seen.current > sent.current && !timer.current) timer.current = setTimeout(flush, READ_THROTTLE_MS);
    });
    for (const el of document.querySelectorAll<HTMLElement>('[data-forum-post]')) observer.observe(el);
    return () => {
      observer.disconnect();
      if (timer.current) {
        clearTimeout(timer.current);
        flush();
      }
    };
  }, [topicId, enabled, lastRead, postsKey]);
}

/** The text a reply box starts from and the post it quotes. */
interface ReplyState {
  quote: ForumPost | null;
  key: number;
}

function PostBody({ post }: { post: ForumPost }) {
  const t = useT();
  const site = useSiteFlags();
  if (post.state === 'deleted' && !post.html) return <Text c="dimmed" fs="italic">{t('forum.post.deleted')}</Text>;
  if (post.state === 'hidden' && !post.html) return <Text c="dimmed" fs="italic">{t('forum.post.hidden')}</Text>;
  return (
    <Stack gap="xs">
      {post.state !== 'visible' ? <Badge color="red" variant="light">{t(`forum.post.state.${post.state}`)}</Badge> : null}
      <RichContent html={post.html} site={site} />
    </Stack>
  );
}

function PostCard({
  post,
  topic,
  category,
  firstUnread,
  onQuote,
  asAccepted,
}: {
  post: ForumPost;
  topic: ForumTopicDetail;
  category: string;
  firstUnread: boolean;
  onQuote: (p: ForumPost) => void;
  asAccepted?: boolean;
}) {
  const t = useT();
  const { dateTime } = useDates();
  const { profile } = useAuth();
  const fail = useFailToast();
  const confirm = useConfirm();
  const askReason = useAskReason();
  const [shown, setShown] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(post.html);
  const vote = useForumMutation((value: ForumVoteValue) => forumApi.votePost(post.id, value));
  const edit = useForumMutation((body: string) => forumApi.editPost(post.id, { body }), () => setEditing(false));
  const remove = useForumMutation((reason: string | undefined) => forumApi.deletePost(post.id, reason ? { reason } : {}));
  const accept = useForumMutation((postId: string | null) => forumApi.accept(topic.id, { postId }));
  const review = useForumMutation((v: { decision: 'restore' | 'delete'; reason: string }) => forumApi.review(post.id, v.decision, v.reason));
  const mine = profile !== null && post.author?.id === profile.member.id;
  const live = post.state === 'visible';

  const anchorProps = asAccepted ? { 'data-testid': 'accepted-answer' } : { id: postAnchor(post.id), 'data-forum-post': '', 'data-number': post.number };
  if (post.viewer.collapsed && !shown)
    return (
      <Paper withBorder radius="md" p="sm" {...anchorProps} data-collapsed="true" data-testid={asAccepted ? 'accepted-answer' : 'forum-post'}>
        <Group justify="space-between">
          <Text c="dimmed" size="sm">{t('forum.post.collapsed')}</Text>
          <Button size="xs" variant="subtle" onClick={() => setShown(true)}>
            {t('forum.post.showAnyway')}
          </Button>
        </Group>
      </Paper>
    );

  const deletePost = async () => {
    let reason: string | undefined;
    if (!mine) {
      const given = await askReason(t('forum.post.delete'), true);
      if (given === null) return;
      reason = given;
    } else if (!(await confirm({ title: t('forum.post.deleteConfirm'), confirmLabel: t('forum.post.delete'), danger: true }))) return;
    remove.mutate(reason, { onError: fail, onSuccess: () => toast.success(t('forum.post.deletedToast')) });
  };
  const reviewPost = async (decision: 'restore' | 'delete') => {
    const reason = await askReason(t(`forum.mod.${decision}`), decision === 'delete');
    if (reason !== null) review.mutate({ decision, reason }, { onError: fail });
  };

  return (
    <>
      {firstUnread ? <UnreadMarker /> : null}
      <Paper
        withBorder
        radius="md"
        p="md"
        {...anchorProps}
        data-testid={asAccepted ? 'accepted-answer' : 'forum-post'}
        style={post.accepted ? { borderColor: 'var(--mantine-color-green-6)' } : undefined}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Author member={post.author} />
              <Text size="xs" c="dimmed">{dateTime(post.createdAt)}</Text>
              {post.editedAt ? (
                <Tooltip label={dateTime(post.editedAt)}>
                  <Text size="xs" c="dimmed" fs="italic" data-testid="edited-mark">
                    {t('forum.post.edited')}
                  </Text>
                </Tooltip>
              ) : null}
              {post.accepted ? <Badge color="green" size="sm">{t('forum.post.accepted')}</Badge> : null}
            </Group>
            <Anchor component={Link} to={topicHref(category, topic.slug, { post: post.id, page: pageOf(post, topic) })} size="xs" c="dimmed">
              #{post.number}
            </Anchor>
          </Group>
          {post.quote ? (
            <Blockquote p="xs" data-testid="post-quote">
              <Text size="xs" c="dimmed">
                {t('forum.post.quoteOf', { name: post.quote.author?.name ?? t('forum.author.gone') })}{' '}
                <Anchor component={Link} to={topicHref(category, topic.slug, { post: post.quote.postId, page: post.quote.page })} size="xs">
                  {t('forum.post.quoteLink')}
                </Anchor>
              </Text>
              <Text size="sm">{post.quote.excerpt || t('forum.post.quoteGone')}</Text>
            </Blockquote>
          ) : null}
          {editing ? (
            <Stack gap="xs">
              <RichTextEditor initialHtml={post.html} label={t('forum.post.editLabel')} onChange={(c) => setDraft(c.html)} />
              <Group gap="xs">
                <Button size="xs" loading={edit.isPending} onClick={() => edit.mutate(draft, { onError: fail })}>
                  {t('forum.form.save')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                  {t('common.cancel')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <PostBody post={post} />
          )}
          {topic.viewer.canModerate && post.editedAt ? <PostHistory post={post} /> : null}
          <Group justify="space-between" wrap="wrap">
            <VoteButtons
              value={post.viewer.vote}
              score={post.score}
              disabled={!profile || mine || !live || vote.isPending}
              onVote={(v) => vote.mutate(v, { onError: fail })}
              label={t('forum.vote.post')}
            />
            <Group gap={4}>
              {topic.viewer.canReply && live ? (
                <Button size="xs" variant="subtle" onClick={() => onQuote(post)}>
                  {t('forum.post.quote')}
                </Button>
              ) : null}
              {topic.viewer.canAccept && post.number > 1 && live ? (
                <Button size="xs" variant="subtle" color="green" loading={accept.isPending} onClick={() => accept.mutate(post.accepted ? null : post.id, { onError: fail })}>
                  {post.accepted ? t('forum.post.unaccept') : t('forum.post.accept')}
                </Button>
              ) : null}
              {post.viewer.canEdit && live && !editing ? (
                <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
                  {t('forum.post.edit')}
                </Button>
              ) : null}
              {post.viewer.canDelete && post.state !== 'deleted' ? (
                <Button size="xs" variant="subtle" color="red" onClick={() => void deletePost()}>
                  {t('forum.post.delete')}
                </Button>
              ) : null}
              {topic.viewer.canModerate && post.state === 'hidden' ? (
                <>
                  <Button size="xs" variant="subtle" onClick={() => void reviewPost('restore')}>
                    {t('forum.mod.restore')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => void reviewPost('delete')}>
                    {t('forum.mod.delete')}
                  </Button>
                </>
              ) : null}
              {post.viewer.canReport ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => openReport({ subjectType: 'forum-post', subjectId: post.id, label: t('forum.post.reportLabel', { name: post.author?.name ?? t('forum.author.gone') }) })}
                >
                  {t('forum.post.report')}
                </Button>
              ) : null}
            </Group>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}

function UnreadMarker() {
  const t = useT();
  return <Divider color="red" label={t('forum.topic.unreadMarker')} labelPosition="center" data-testid="first-unread" />;
}

/** Where the accepted answer falls in time order: a short line (it is shown in full above), still marking read position. */
function AcceptedInOrder({ post, firstUnread }: { post: ForumPost; firstUnread: boolean }) {
  const t = useT();
  return (
    <>
      {firstUnread ? <UnreadMarker /> : null}
      <Paper withBorder radius="md" p="sm" id={postAnchor(post.id)} data-forum-post="" data-number={post.number} data-testid="forum-post">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('forum.post.acceptedAbove', { name: post.author?.name ?? t('forum.author.gone') })}
          </Text>
          <Text size="xs" c="dimmed">
            #{post.number}
          </Text>
        </Group>
      </Paper>
    </>
  );
}

/** Staff: a post's earlier texts, newest first, opened on demand. */
function PostHistory({ post }: { post: ForumPost }) {
  const t = useT();
  const site = useSiteFlags();
  const { dateTime } = useDates();
  const [open, setOpen] = useState(false);
  const history = usePostHistory(post.id, open);
  return (
    <Stack gap="xs" data-testid="post-history">
      <Button size="xs" variant="subtle" color="gray" w="fit-content" onClick={() => setOpen(!open)} aria-expanded={open}>
        {t('forum.post.history')}
      </Button>
      {open && history.data ? (
        history.data.items.length ? (
          history.data.items.map((rev) => (
            <Paper key={rev.editedAt} withBorder radius="sm" p="xs" bg="var(--mantine-color-gray-light)">
              <Text size="xs" c="dimmed">
                {t('forum.post.historyBy', { when: dateTime(rev.editedAt), name: rev.editor?.name ?? t('forum.author.gone') })}
              </Text>
              <RichContent html={rev.html} site={site} />
            </Paper>
          ))
        ) : (
          <Text size="xs" c="dimmed">
            {t('forum.post.historyEmpty')}
          </Text>
        )
      ) : null}
      {open && history.isError ? <Text size="xs" c="red">{t('forum.loadFailed')}</Text> : null}
    </Stack>
  );
}

/** The page a post is on (the topic's page for the posts shown; the accepted answer may sit elsewhere). */
function pageOf(post: ForumPost, topic: ForumTopicDetail): number {
  if (topic.posts.some((p) => p.id === post.id)) return topic.page;
  return Math.floor((post.number - 1) / FORUM_LIMITS.pageSize) + 1;
}

function ReplyBox({ topic, reply, setReply }: { topic: ForumTopicDetail; reply: ReplyState; setReply: (r: ReplyState) => void }) {
  const t = useT();
  const fail = useFailToast();
  const [, setParams] = useSearchParams();
  const [body, setBody] = useState('');
  const send = useForumMutation(
    (html: string) => forumApi.reply({ topicId: topic.id, body: html, ...(reply.quote ? { quotePostId: reply.quote.id } : {}) }),
    (at) => {
      setBody('');
      setReply({ quote: null, key: reply.key + 1 });
      setParams({ post: at.postId, page: String(at.page) });
    },
  );
  const refusal = topic.viewer.replyRefusal;
  if (!topic.viewer.canReply)
    return (
      <Alert variant="light" color={refusal === 'locked' ? 'gray' : 'blue'} data-testid="reply-refusal">
        {refusal === 'guest' ? (
          <Anchor component={Link} to={routeTo('login')}>
            {t('forum.reply.refusal.guest')}
          </Anchor>
        ) : (
          t(`forum.reply.refusal.${refusal ?? 'locked'}`)
        )}
      </Alert>
    );
  return (
    <Paper withBorder radius="md" p="md" id="reply" data-testid="reply-box">
      <Stack gap="xs">
        {reply.quote ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('forum.post.quoteOf', { name: reply.quote.author?.name ?? t('forum.author.gone') })}
            </Text>
            <Button size="xs" variant="subtle" onClick={() => setReply({ quote: null, key: reply.key })}>
              {t('forum.reply.dropQuote')}
            </Button>
          </Group>
        ) : null}
        <RichTextEditor key={reply.key} initialHtml="" label={t('forum.reply.label')} onChange={(c) => setBody(c.html)} />
        <Button w="fit-content" loading={send.isPending} onClick={() => send.mutate(body, { onError: fail })}>
          {t('forum.reply.send')}
        </Button>
      </Stack>
    </Paper>
  );
}

function ModerationBar({ topic }: { topic: ForumTopicDetail }) {
  const t = useT();
  const fail = useFailToast();
  const askReason = useAskReason();
  const moderate = useForumMutation((v: { pinned?: boolean; locked?: boolean; reason: string }) => forumApi.moderate(topic.id, v));
  const act = async (change: { pinned?: boolean; locked?: boolean }, title: string) => {
    const reason = await askReason(title);
    if (reason !== null) moderate.mutate({ ...change, reason }, { onError: fail });
  };
  return (
    <Group gap="xs" data-testid="forum-moderation">
      <Button size="xs" variant="default" onClick={() => void act({ pinned: !topic.pinned }, t(topic.pinned ? 'forum.mod.unpin' : 'forum.mod.pin'))}>
        {t(topic.pinned ? 'forum.mod.unpin' : 'forum.mod.pin')}
      </Button>
      <Button size="xs" variant="default" onClick={() => void act({ locked: !topic.locked }, t(topic.locked ? 'forum.mod.unlock' : 'forum.mod.lock'))}>
        {t(topic.locked ? 'forum.mod.unlock' : 'forum.mod.lock')}
      </Button>
    </Group>
  );
}

/** Scrolls to the post the address names, else (no page asked for) to the first unread post. */
function useScrollToPost(topic: ForumTopicDetail | undefined, address: TopicAddress) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!topic) return;
    const target = address.post ?? (address.page === undefined ? topic.viewer.firstUnreadPostId : null);
    const key = `${topic.id}:${topic.page}:${target ?? ''}`;
    if (!target || done.current === key) return;
    const el = document.getElementById(postAnchor(target));
    if (!el) return;
    done.current = key;
    el.scrollIntoView?.({ block: 'start' });
  }, [topic, address.post, address.page]);
}

/** `/forum/{category}/{slug}` (`?page=`, `?post=`): the topic's posts 20 a page, replying, voting, watching. */
export function TopicPage() {
  const t = useT();
  const { category = '', slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const address = readAddress(category, slug, params);
  const query = useTopic(address);
  const topic = query.data;
  const { loggedIn } = useAuth();
  const fail = useFailToast();
  const [reply, setReply] = useState<ReplyState>({ quote: null, key: 0 });
  const vote = useForumMutation((value: ForumVoteValue) => forumApi.voteTopic(topic?.id ?? '', value));
  const watch = useForumMutation((level: Parameters<typeof forumApi.watchTopic>[1]) => forumApi.watchTopic(topic?.id ?? '', level));
  useScrollToPost(topic, address);
  useReadTracking(topic, loggedIn);

  const quote = (post: ForumPost) => {
    setReply({ quote: post, key: reply.key });
    document.getElementById('reply')?.scrollIntoView?.({ block: 'center' });
  };

  return (
    <SitePage
      title={topic?.title ?? t('forum.title')}
      breadcrumbs={[{ label: t('forum.title'), href: routeTo('forum') }, ...(topic ? [{ label: topic.category.name, href: routeTo('forum-category', { category }) }] : [])]}
      ready={topic !== undefined}
      error={query.isError && !topic}
      resetKey={`${category}/${slug}`}
      data-testid="forum-topic-page"
    >
      {() => {
        if (!topic) return null;
        const accepted = topic.acceptedAnswer;
        const firstUnreadHere = topic.viewer.firstUnreadPostId && topic.posts.some((p) => p.id === topic.viewer.firstUnreadPostId) ? topic.viewer.firstUnreadPostId : null;
        const opening = topic.posts.filter((p) => p.number === 1);
        const rest = topic.posts.filter((p) => p.number !== 1);
        const card = (p: ForumPost) =>
          accepted && p.id === accepted.id ? (
            <AcceptedInOrder key={p.id} post={p} firstUnread={p.id === firstUnreadHere} />
          ) : (
            <PostCard key={p.id} post={p} topic={topic} category={category} firstUnread={p.id === firstUnreadHere} onQuote={quote} />
          );
        return (
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <Group gap="xs">
                {topic.pinned ? <Badge color="yellow">{t('forum.topic.pinned')}</Badge> : null}
                {topic.locked ? <Badge color="gray">{t('forum.topic.locked')}</Badge> : null}
                {topic.category.questions ? <Badge variant="light">{t('forum.category.questions')}</Badge> : null}
                <VoteButtons
                  value={topic.viewer.vote}
                  score={topic.score}
                  disabled={!loggedIn || vote.isPending}
                  onVote={(v) => vote.mutate(v, { onError: fail })}
                  label={t('forum.vote.topic')}
                />
                <Text size="sm" c="dimmed">
                  {t.count('forum.posts', topic.postCount)}
                </Text>
              </Group>
              <Group gap="xs">
                {topic.viewer.firstUnreadPostId ? (
                  <Button
                    size="xs"
                    variant="light"
                    component={Link}
                    to={topicHref(category, slug, { post: topic.viewer.firstUnreadPostId, page: topic.viewer.firstUnreadPage ?? undefined })}
                    data-testid="jump-last-read"
                  >
                    {t('forum.topic.jumpToLastRead')}
                  </Button>
                ) : null}
                {loggedIn ? <WatchMenu level={topic.viewer.watch} own={topic.viewer.watchOwn} onChange={(l) => watch.mutate(l, { onError: fail })} busy={watch.isPending} /> : null}
                {topic.posts.some((p) => p.number === 1 && p.viewer.canEdit) ? (
                  <Button size="xs" variant="default" component={Link} to={routeTo('forum-category-slug-edit', { category, slug })}>
                    {t('forum.topic.edit')}
                  </Button>
                ) : null}
              </Group>
            </Group>
            {topic.viewer.canModerate ? <ModerationBar topic={topic} /> : null}
            <Stack gap="sm" data-testid="forum-posts">
              {opening.map(card)}
              {accepted ? (
                <Stack gap={4}>
                  <Text size="sm" fw={700} c="green">
                    {t('forum.post.accepted')}
                  </Text>
                  <PostCard post={accepted} topic={topic} category={category} firstUnread={false} onQuote={quote} asAccepted />
                </Stack>
              ) : null}
              {rest.map(card)}
            </Stack>
            {topic.pageCount > 1 ? (
              <Pagination
                total={topic.pageCount}
                value={topic.page}
                onChange={(page) => setParams(page === 1 ? {} : { page: String(page) })}
                getControlProps={(control) => ({ 'aria-label': t(`forum.page.${control}`) })}
                getItemProps={(page) => ({ 'aria-label': t('forum.page.number', { page }) })}
                data-testid="forum-pages"
              />
            ) : null}
            <ReplyBox topic={topic} reply={reply} setReply={setReply} />
          </Stack>
        );
      }}
    </SitePage>
  );
}
