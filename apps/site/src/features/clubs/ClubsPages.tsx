import { CLUB_FACILITIES, ClubForm, type ClubDetail, type ClubItem, type ClubReview } from '@community/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Badge, Button, Card, Chip, Group, Paper, Rating, Select, SimpleGrid, Stack, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { useAuth } from '../../shared/auth/useAuth';
import { useDates } from '../../shared/dates';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useRouteName } from '../../shared/hooks/useRouteName';
import { useT } from '../../shared/i18n/useT';
import { KeysetListStates } from '../../shared/layout/KeysetListStates';
import { MoreButton } from '../../shared/layout/MoreButton';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';
import { CommunityWall, groupsApi, groupsKeys, MemberLine, useFailToast, useGroupsMutation, WallPostCard } from '../groups';
import { openReport } from '../overlays';
import { clubsApi, useClub, useClubList, useReviews, type ClubSort } from './api';

type FormIn = z.input<typeof ClubForm>;
type FormOut = z.output<typeof ClubForm>;
const FIELDS = ['name', 'slug', 'description', 'address', 'placeId', 'openingHours', 'facilities', 'links'] as const;

function Stars({ rating, count }: { rating: number | null; count: number }) {
  const t = useT();
  if (rating === null) return <Text size="sm" c="dimmed">{t('clubs.noReviews')}</Text>;
  return (
    <Group gap={6}>
      <Rating value={rating} fractions={2} readOnly size="sm" />
      <Text size="sm" fw={600} data-testid="club-rating">
        {rating.toFixed(1)}
      </Text>
      <Text size="sm" c="dimmed">
        ({t.count('clubs.reviews', count)})
      </Text>
    </Group>
  );
}

function ClubCard({ club }: { club: ClubItem }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="club-card">
      <Stack gap={6}>
        <Anchor component={Link} to={routeTo('clubs-slug', { slug: club.slug })} fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {club.name}
        </Anchor>
        <Stars rating={club.rating} count={club.reviewsCount} />
        <Text size="sm" c="dimmed">
          {[club.address, club.place].filter(Boolean).join(' · ')}
        </Text>
        {club.description && (
          <Text size="sm" lineClamp={2}>
            {club.description}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** `/clubs`: venues, newest, best rated or by name; search by name. */
export function ClubsPage() {
  const t = useT();
  const { loggedIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const sort = (['newest', 'rating', 'name'].includes(params.get('sort') ?? '') ? params.get('sort') : 'newest') as ClubSort;
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const list = useClubList(sort, q);
  const set = (k: string, v: string | undefined) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next, { replace: true });
  };
  return (
    <SitePage
      title={t('clubs.title')}
      text={t('clubs.text')}
      actions={
        loggedIn && (
          <Button component={Link} to={routeTo('clubs-create')}>
            {t('clubs.create')}
          </Button>
        )
      }
    >
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('clubs.sort.label')}
            w={180}
            allowDeselect={false}
            value={sort}
            onChange={(v) => set('sort', !v || v === 'newest' ? undefined : v)}
            data={[
              { value: 'newest', label: t('clubs.sort.newest') },
              { value: 'rating', label: t('clubs.sort.rating') },
              { value: 'name', label: t('clubs.sort.name') },
            ]}
          />
          <form
            onSubmit={(e) => {
              e.preventDefault();
              set('q', text.trim() || undefined);
            }}
          >
            <Group gap="xs" align="flex-end">
              <TextInput label={t('clubs.search')} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={80} />
              <Button type="submit" variant="default">
                {t('clubs.search.submit')}
              </Button>
            </Group>
          </form>
        </Group>
        <KeysetListStates list={list} failed={t('clubs.failed')} empty={q ? t('clubs.list.noMatch') : t('clubs.list.empty')} emptyTestId="clubs-empty">
          {(items) => (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {items.map((c) => (
                <ClubCard key={c.id} club={c} />
              ))}
            </SimpleGrid>
          )}
        </KeysetListStates>
        <MoreButton list={list}>{t('clubs.more')}</MoreButton>
      </Stack>
    </SitePage>
  );
}

function ClubFormBody({ initial, submitLabel, onSave }: { initial: FormIn; submitLabel: string; onSave: (v: FormOut) => Promise<ClubDetail> }) {
  const t = useT();
  const navigate = useNavigate();
  const fail = useFailToast();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ClubForm), defaultValues: initial });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const save = useGroupsMutation(onSave, (c) => navigate(routeTo('clubs-slug', { slug: c.slug })));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        data-testid="club-form"
        onSubmit={form.handleSubmit((values) =>
          save.mutate(values, {
            onError: (error) => {
              if (isApiRequestError(error) && error.error.errors?.some((e) => (FIELDS as readonly string[]).includes(e.field.split('.')[0]!))) showServerErrors(error);
              else fail(error);
            },
          }),
        )}
      >
        <Stack gap="md">
          <FormAlert errors={errors} />
          <TextInput label={t('clubs.form.name')} required maxLength={80} error={errors.name?.message} {...form.register('name')} />
          <TextInput label={t('clubs.form.slug')} description={t('clubs.form.slugHint')} maxLength={60} error={errors.slug?.message} {...form.register('slug', { setValueAs: (v: string) => (v?.trim() ? v : undefined) })} />
          <Textarea label={t('clubs.form.description')} autosize minRows={3} maxLength={4000} error={errors.description?.message} {...form.register('description')} />
          <TextInput label={t('clubs.form.address')} maxLength={200} error={errors.address?.message} {...form.register('address')} />
          <Textarea label={t('clubs.form.hours')} autosize minRows={2} maxLength={500} error={errors.openingHours?.message} {...form.register('openingHours')} />
          <Controller
            name="facilities"
            control={form.control}
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('clubs.form.facilities')}
                </Text>
                <Chip.Group multiple value={field.value ?? []} onChange={field.onChange}>
                  <Group gap={6}>
                    {CLUB_FACILITIES.map((f) => (
                      <Chip key={f} value={f} size="sm">
                        {t(`clubs.facility.${f}`)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Stack>
            )}
          />
          <Controller
            name="links"
            control={form.control}
            render={({ field }) => (
              <Textarea
                label={t('clubs.form.links')}
                description={t('clubs.form.linksHint')}
                autosize
                minRows={2}
                value={(field.value ?? []).join('\n')}
                onChange={(e) => field.onChange(e.currentTarget.value.split('\n').map((s) => s.trim()).filter(Boolean))}
                error={errors.links ? (errors.links.message ?? (Array.isArray(errors.links) ? errors.links.find(Boolean)?.message : undefined)) : undefined}
              />
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

/** `/clubs/create`. */
export function CreateClubPage() {
  const t = useT();
  return (
    <SitePage title={t('clubs.create')} breadcrumbs={[{ label: t('clubs.title'), href: routeTo('clubs') }]}>
      <ClubFormBody initial={{ name: '', description: '', address: '', openingHours: '', facilities: [], links: [] }} submitLabel={t('clubs.form.create')} onSave={(v) => clubsApi.create(v)} />
    </SitePage>
  );
}

/** `/clubs/edit/{slug}` (the owner). */
export function EditClubPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const club = useClub(slug);
  const c = club.data;
  return (
    <SitePage title={t('clubs.edit')} breadcrumbs={[{ label: t('clubs.title'), href: routeTo('clubs') }, ...(c ? [{ label: c.name, href: routeTo('clubs-slug', { slug }) }] : [])]} query={club} error={club.isError || !slug} resetKey={slug}>
      {() =>
        c && !c.viewer.canEdit ? (
          <Text c="dimmed">{t('clubs.edit.refused')}</Text>
        ) : (
          c && (
            <ClubFormBody
              initial={{ name: c.name, slug: c.slug, description: c.description, address: c.address, openingHours: c.openingHours, facilities: c.facilities, links: c.links }}
              submitLabel={t('clubs.form.save')}
              onSave={(v) => clubsApi.update(slug, v)}
            />
          )
        )
      }
    </SitePage>
  );
}

function ReviewCard({ club, review }: { club: ClubDetail; review: ClubReview }) {
  const t = useT();
  const fail = useFailToast();
  const { date } = useDates();
  const { loggedIn } = useAuth();
  const [answer, setAnswer] = useState('');
  const send = useGroupsMutation((text: string) => clubsApi.answer(club.slug, review.id, text));
  return (
    <Paper withBorder radius="md" p="md" data-testid="club-review">
      <Group justify="space-between" wrap="nowrap">
        <MemberLine member={review.author} />
        <Rating value={review.rating} readOnly size="sm" />
      </Group>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {review.body}
      </Text>
      <Text size="xs" c="dimmed" mt={4} suppressHydrationWarning>
        {date(review.updatedAt)}
      </Text>
      {review.answer && (
        <Paper bg="var(--mantine-color-default-hover)" radius="sm" p="sm" mt="sm" data-testid="club-answer">
          <Text size="xs" fw={700}>
            {t('clubs.answer.from', { name: club.name })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.answer}
          </Text>
        </Paper>
      )}
      {review.canAnswer && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (answer.trim()) send.mutate(answer, { onError: fail });
          }}
        >
          <Group mt="sm" align="flex-end" wrap="nowrap">
            <Textarea style={{ flex: 1 }} autosize minRows={1} maxLength={2000} aria-label={t('clubs.answer')} placeholder={t('clubs.answer')} value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} />
            <Button type="submit" size="sm" disabled={!answer.trim()} loading={send.isPending}>
              {t('clubs.answer.send')}
            </Button>
          </Group>
        </form>
      )}
      {loggedIn && !review.mine && (
        <Button size="compact-xs" variant="subtle" color="gray" mt="xs" onClick={() => openReport({ subjectType: 'club-review', subjectId: review.id, label: t('clubs.review.label', { name: review.author.name }) })}>
          {t('clubs.report')}
        </Button>
      )}
    </Paper>
  );
}

function MyReview({ club, mine }: { club: ClubDetail; mine: ClubReview | null }) {
  const t = useT();
  const fail = useFailToast();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [body, setBody] = useState(mine?.body ?? '');
  const save = useGroupsMutation(() => clubsApi.review(club.slug, rating, body));
  const remove = useGroupsMutation(() => clubsApi.removeReview(club.slug));
  if (!club.viewer.canReview) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="club-my-review">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(undefined, { onError: fail });
        }}
      >
        <Stack gap="xs">
          <Text fw={600}>{club.viewer.myReviewId ? t('clubs.review.edit') : t('clubs.review.write')}</Text>
          <Rating value={rating} onChange={setRating} aria-label={t('clubs.review.rating')} />
          <Textarea autosize minRows={2} maxLength={2000} aria-label={t('clubs.review.body')} placeholder={t('clubs.review.body')} value={body} onChange={(e) => setBody(e.currentTarget.value)} />
          <Group gap="xs">
            <Button type="submit" disabled={rating < 1 || !body.trim()} loading={save.isPending}>
              {t('clubs.review.save')}
            </Button>
            {club.viewer.myReviewId && (
              <Button variant="subtle" color="red" onClick={() => remove.mutate(undefined, { onError: fail })}>
                {t('clubs.review.remove')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Reviews({ club }: { club: ClubDetail }) {
  const t = useT();
  const list = useReviews(club.slug);
  const mine = list.data?.pages.flatMap((p) => p.items).find((r) => r.mine) ?? null;
  return (
    <Stack gap="sm">
      {list.data && <MyReview key={mine ? `${mine.id}:${mine.updatedAt}` : 'new'} club={club} mine={mine} />}
      <KeysetListStates list={list} failed={t('clubs.failed')} empty={t('clubs.noReviews')} emptyTestId="club-reviews-empty">
        {(items) => items.map((r) => <ReviewCard key={r.id} club={club} review={r} />)}
      </KeysetListStates>
      <MoreButton list={list}>{t('clubs.more')}</MoreButton>
    </Stack>
  );
}

/** `/clubs/{slug}` and its children (reviews, parties, media): the club, its details and, by tab, wall, reviews, parties and photos. */
export function ClubPage() {
  const t = useT();
  const navigate = useNavigate();
  const route = useRouteName();
  const { slug = '' } = useParams();
  const { loggedIn } = useAuth();
  const club = useClub(slug);
  const c = club.data;
  const tab = route === 'clubs-slug-reviews' ? 'reviews' : route === 'clubs-slug-parties' ? 'parties' : route === 'clubs-slug-media' ? 'media' : 'wall';
  const hrefOf = (v: string) => (v === 'reviews' ? routeTo('clubs-slug-reviews', { slug }) : v === 'parties' ? routeTo('clubs-slug-parties', { slug }) : v === 'media' ? routeTo('clubs-slug-media', { slug }) : routeTo('clubs-slug', { slug }));
  return (
    <SitePage
      title={c?.name ?? t('clubs.title')}
      breadcrumbs={[{ label: t('clubs.title'), href: routeTo('clubs') }]}
      query={club}
      resetKey={slug}
      actions={
        c?.viewer.canEdit && (
          <Button component={Link} to={routeTo('clubs-edit-slug', { slug })} variant="default">
            {t('clubs.edit')}
          </Button>
        )
      }
      data-testid="club-page"
    >
      {() =>
        c && (
          <>
            <Stack gap="xs" mb="md">
              <Stars rating={c.rating} count={c.reviewsCount} />
              {c.description && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.description}</Text>}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {(c.address || c.place) && (
                  <Text size="sm">
                    <b>{t('clubs.form.address')}:</b> {[c.address, c.place].filter(Boolean).join(', ')}
                  </Text>
                )}
                {c.openingHours && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    <b>{t('clubs.form.hours')}:</b> {c.openingHours}
                  </Text>
                )}
              </SimpleGrid>
              {c.facilities.length > 0 && (
                <Group gap={6}>
                  {c.facilities.map((f) => (
                    <Badge key={f} variant="light">
                      {t(`clubs.facility.${f}`)}
                    </Badge>
                  ))}
                </Group>
              )}
              {c.links.map((l) => (
                <Anchor key={l} href={l} target="_blank" rel="noopener noreferrer nofollow ugc" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {l}
                </Anchor>
              ))}
              <Text size="xs" c="dimmed">
                {t('clubs.owner', { name: c.owner.name })}
              </Text>
            </Stack>
            <Tabs value={tab} onChange={(v) => v && navigate(hrefOf(v))} keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="wall">{t('clubs.tab.wall')}</Tabs.Tab>
                <Tabs.Tab value="reviews">{t('clubs.tab.reviews')}</Tabs.Tab>
                <Tabs.Tab value="parties">{t('clubs.tab.parties')}</Tabs.Tab>
                <Tabs.Tab value="media">{t('clubs.tab.media')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="wall">{loggedIn ? <CommunityWall kind="club" slug={slug} closedText="" /> : <Text c="dimmed">{t('clubs.wall.login')}</Text>}</Tabs.Panel>
              <Tabs.Panel value="reviews">
                <Reviews club={c} />
              </Tabs.Panel>
              <Tabs.Panel value="parties">
                <Text c="dimmed" data-testid="club-parties-soon">
                  {t('clubs.parties.soon')}
                </Text>
              </Tabs.Panel>
              <Tabs.Panel value="media">
                <Text c="dimmed" data-testid="club-media-soon">
                  {t('clubs.media.soon')}
                </Text>
              </Tabs.Panel>
            </Tabs>
          </>
        )
      }
    </SitePage>
  );
}

/** `/clubs/{slug}/post/{id}`: one post of the club's wall with its comments open. */
export function ClubPostPage() {
  const t = useT();
  const { slug = '', id = '' } = useParams();
  const club = useClub(slug);
  const post = useQuery({ queryKey: groupsKeys.post(id), queryFn: ({ signal }) => groupsApi.getPost(id, signal), enabled: id !== '', retry: false });
  const ok = post.data && post.data.place.kind === 'club' && post.data.place.slug === slug;
  return (
    <SitePage
      title={t('clubs.post.title')}
      breadcrumbs={[{ label: t('clubs.title'), href: routeTo('clubs') }, ...(club.data ? [{ label: club.data.name, href: routeTo('clubs-slug', { slug }) }] : [])]}
      ready={post.data !== undefined}
      error={post.isError || !id || (post.data !== undefined && !ok)}
      resetKey={id}
    >
      {() => post.data && <WallPostCard post={post.data} open />}
    </SitePage>
  );
}
