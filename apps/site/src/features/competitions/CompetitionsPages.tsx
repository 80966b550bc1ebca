import {
  COMPETITION_ENTRY_TYPES,
  CompetitionInput,
  ForumMemberTopicPage,
  StoryCardPage,
  type CompetitionDetail,
  type CompetitionEntryType,
  type CompetitionItem,
} from '@community/contracts';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Badge, Button, Card, Checkbox, Group, Image, NumberInput, Paper, Select, SimpleGrid, Stack, Tabs, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { api } from '../../shared/api/client';
import { isApiRequestError } from '../../shared/api/errors';
import { useAuth } from '../../shared/auth/useAuth';
import { useSite } from '../../shared/boot/boot-context';
import { useDates } from '../../shared/dates';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';
import { pickMedia } from '../media';
import { MemberAvatar } from '../members';
import { competitionsApi, useCompetition, useCompetitions, useCompetitionsMutation } from './api';

type T = ReturnType<typeof useT>;
const STAFF_ROLES = ['moderator', 'admin', 'global', 'super'];

function failureText(t: T, error: unknown): string {
  if (isApiRequestError(error) && error.kind === 'http' && error.error.statusCode < 500 && error.error.message) return error.error.message;
  return t('competitions.failed');
}

function useIsStaff(): boolean {
  const { profile } = useAuth();
  return profile !== null && STAFF_ROLES.includes(profile.member.role);
}

function StateBadge({ item }: { item: CompetitionItem }) {
  const t = useT();
  const colour = { unannounced: 'gray', announced: 'blue', active: 'green', finished: 'dark' }[item.state];
  const label = item.state === 'active' ? (item.votingOpen ? t('competitions.phase.voting') : item.entriesOpen ? t('competitions.phase.entries') : t('competitions.state.active')) : t(`competitions.state.${item.state}`);
  return (
    <Badge color={colour} variant="light" data-testid="competition-state">
      {label}
    </Badge>
  );
}

function Prizes({ item }: { item: CompetitionItem }) {
  const t = useT();
  if (!item.prizeCoins.length && !item.prizeBadge) return null;
  return (
    <Group gap={6}>
      {item.prizeCoins.map((c, i) => (
        <Badge key={i} variant="outline" color="yellow">
          {t('competitions.prize.place', { place: i + 1, coins: c })}
        </Badge>
      ))}
      {item.prizeBadge ? <Badge variant="outline">{t('competitions.prize.badge', { badge: item.prizeBadge })}</Badge> : null}
    </Group>
  );
}

function CompetitionCard({ item }: { item: CompetitionItem }) {
  const t = useT();
  const { dateTime } = useDates();
  return (
    <Paper withBorder radius="md" p="md" data-testid="competition-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to={routeTo('competitions-slug', { slug: item.slug })} fw={700} size="lg">
            {item.title}
          </Anchor>
          <StateBadge item={item} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`competitions.type.${item.entryType}`)} · {t('competitions.entries.count', { count: item.entryCount })}
        </Text>
        <Text size="sm">
          {item.state === 'announced'
            ? t('competitions.when.entriesOpen', { when: dateTime(item.entriesOpenAt) })
            : item.state === 'finished'
              ? t('competitions.when.ended', { when: dateTime(item.votingCloseAt) })
              : item.votingOpen
                ? t('competitions.when.votingCloses', { when: dateTime(item.votingCloseAt) })
                : t('competitions.when.entriesClose', { when: dateTime(item.entriesCloseAt) })}
        </Text>
        <Prizes item={item} />
      </Stack>
    </Paper>
  );
}

function Actions() {
  const t = useT();
  const staff = useIsStaff();
  return (
    <Group gap="xs">
      <Button component={Link} to={routeTo('competitions-rules')} variant="default" size="xs">
        {t('competitions.rules.title')}
      </Button>
      {staff ? (
        <Button component={Link} to={routeTo('competitions-create')} size="xs">
          {t('competitions.create.title')}
        </Button>
      ) : null}
    </Group>
  );
}

/** `/competitions`: what is open now, what is coming, what has finished (staff: also what is not announced). */
export function CompetitionsIndexPage() {
  const t = useT();
  const list = useCompetitions();
  const staff = useIsStaff();
  const by = (s: CompetitionItem['state']) => list.data?.items.filter((c) => c.state === s) ?? [];
  const section = (s: CompetitionItem['state']) => {
    const items = by(s);
    return items.length ? (
      <Stack gap="sm">{items.map((c) => <CompetitionCard key={c.id} item={c} />)}</Stack>
    ) : (
      <Text c="dimmed">{t(`competitions.empty.${s}`)}</Text>
    );
  };
  return (
    <SitePage title={t('competitions.title')} text={t('competitions.text')} actions={<Actions />} query={list}>
      {() => (
        <Tabs defaultValue="active" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="active">{t('competitions.state.active')}</Tabs.Tab>
            <Tabs.Tab value="announced">{t('competitions.state.announced')}</Tabs.Tab>
            <Tabs.Tab value="finished">{t('competitions.state.finished')}</Tabs.Tab>
            {staff ? <Tabs.Tab value="unannounced">{t('competitions.state.unannounced')}</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="active">{section('active')}</Tabs.Panel>
          <Tabs.Panel value="announced">{section('announced')}</Tabs.Panel>
          <Tabs.Panel value="finished">{section('finished')}</Tabs.Panel>
          {staff ? <Tabs.Panel value="unannounced">{section('unannounced')}</Tabs.Panel> : null}
        </Tabs>
      )}
    </SitePage>
  );
}

const RULES = ['competitions.rules.1', 'competitions.rules.2', 'competitions.rules.3', 'competitions.rules.4', 'competitions.rules.5'] as const;

/** `/competitions/rules`: how competitions work on this site. */
export function CompetitionsRulesPage() {
  const t = useT();
  const site = useSite();
  return (
    <SitePage title={t('competitions.rules.title')} text={t('competitions.rules.text', { brand: site.brand.name })} breadcrumbs={[{ label: t('competitions.title'), href: routeTo('competitions') }]}>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm" component="ol" style={{ paddingInlineStart: '1.25rem', margin: 0 }}>
          {RULES.map((k) => (
            <Text component="li" key={k}>
              {t(k)}
            </Text>
          ))}
        </Stack>
      </Paper>
    </SitePage>
  );
}

/** Lets the member pick one of their own things of the competition's kind and enter it. */
function EnterBox({ c }: { c: CompetitionDetail }) {
  const t = useT();
  const { profile } = useAuth();
  const [choice, setChoice] = useState<string | null>(null);
  const enter = useCompetitionsMutation((subjectId: string) => competitionsApi.enter(c.id, subjectId), () => toast.success(t('competitions.enter.done')));
  const fail = (e: unknown) => void toast.error(failureText(t, e));
  const stories = useQuery({
    queryKey: ['competitions', 'my-stories'],
    queryFn: ({ signal }) => api.get('stories/mine', { query: { status: 'published' }, schema: StoryCardPage, signal }),
    enabled: c.entryType === 'story',
  });
  const topics = useQuery({
    queryKey: ['competitions', 'my-topics', profile?.member.name],
    queryFn: ({ signal }) => api.get(`forum/members/${encodeURIComponent(profile!.member.name)}/topics`, { schema: ForumMemberTopicPage, signal }),
    enabled: c.entryType === 'forum-topic' && Boolean(profile),
  });
  if (c.entryType === 'photo') {
    return (
      <Button
        data-testid="competition-enter"
        style={{ alignSelf: 'flex-start' }}
        loading={enter.isPending}
        onClick={async () => {
          const picked = (await pickMedia({ type: 'image', showAdult: false, emitSelectedOnClick: true }))?.[0];
          if (picked?.kind === 'media') enter.mutate(picked.item.id, { onError: fail });
        }}
      >
        {t('competitions.enter.photo')}
      </Button>
    );
  }
  const options = c.entryType === 'story' ? (stories.data?.items ?? []).map((s) => ({ value: s.id, label: s.title })) : (topics.data?.items ?? []).map((x) => ({ value: x.id, label: x.title }));
  return (
    <Group align="flex-end" wrap="wrap">
      <Select label={t(`competitions.enter.pick.${c.entryType}`)} data={options} value={choice} onChange={setChoice} w={320} nothingFoundMessage={t('competitions.enter.none')} searchable />
      <Button data-testid="competition-enter" disabled={!choice} loading={enter.isPending} onClick={() => choice && enter.mutate(choice, { onError: fail })}>
        {t('competitions.enter.button')}
      </Button>
    </Group>
  );
}

/** `/competitions/{slug}`: rules, dates, prizes, the entries (vote here), the winners once out. */
export function CompetitionPage() {
  const t = useT();
  const { slug } = useParams();
  const { dateTime } = useDates();
  const query = useCompetition(slug);
  const c = query.data;
  const vote = useCompetitionsMutation((entryId: string) => competitionsApi.vote(c!.id, entryId), () => toast.success(t('competitions.vote.done')));
  const withdraw = useCompetitionsMutation((entryId: string) => competitionsApi.withdraw(entryId));
  const fail = (e: unknown) => void toast.error(failureText(t, e));
  return (
    <SitePage
      title={c?.title ?? t('competitions.title')}
      breadcrumbs={[{ label: t('competitions.title'), href: routeTo('competitions') }]}
      actions={c?.viewer.staff ? <Button component={Link} to={routeTo('competitions-edit-slug', { slug: c.slug })} size="xs" variant="default">{t('competitions.edit.title')}</Button> : undefined}
      query={query}
      resetKey={slug}
    >
      {() =>
        c ? (
          <Stack gap="lg" data-testid="competition-page">
            <Group gap="xs">
              <StateBadge item={c} />
              <Badge variant="light">{t(`competitions.type.${c.entryType}`)}</Badge>
              {c.verifiedVotersOnly ? <Badge variant="light" color="grape">{t('competitions.verifiedOnly')}</Badge> : null}
            </Group>
            <Prizes item={c} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Text size="sm">{t('competitions.dates.entries', { from: dateTime(c.entriesOpenAt), to: dateTime(c.entriesCloseAt) })}</Text>
              <Text size="sm">{t('competitions.dates.voting', { from: dateTime(c.votingOpenAt), to: dateTime(c.votingCloseAt) })}</Text>
            </SimpleGrid>
            <Paper withBorder radius="md" p="md">
              <Text style={{ whiteSpace: 'pre-wrap' }}>{c.rules}</Text>
            </Paper>
            {c.winners.length ? (
              <Stack gap="xs" data-testid="competition-winners">
                <Title order={2} size="h3">{t('competitions.winners')}</Title>
                {c.winners.map((w) => (
                  <Group key={w.place} gap="sm">
                    <Badge color="yellow">{w.place}</Badge>
                    {w.member ? <MemberAvatar member={w.member} size={24} /> : null}
                    <Text fw={600}>{w.member?.name ?? '—'}</Text>
                    <Text size="sm">{w.title}</Text>
                    <Text size="sm" c="dimmed">{t('competitions.votes', { count: w.votes })}{w.coins ? ` · ${t('competitions.coins', { coins: w.coins })}` : ''}</Text>
                  </Group>
                ))}
              </Stack>
            ) : c.state === 'finished' ? (
              <Alert color="gray">{t('competitions.resultsSoon')}</Alert>
            ) : null}
            {c.viewer.canEnter ? <EnterBox c={c} /> : null}
            {c.viewer.voteRefusal === 'verified' ? <Alert color="grape">{t('competitions.vote.verified')}</Alert> : null}
            {c.viewer.voteRefusal === 'voted' ? <Text size="sm" c="dimmed">{t('competitions.vote.voted')}</Text> : null}
            <Title order={2} size="h3">{t('competitions.entries.title', { count: c.entries.length })}</Title>
            {c.entries.length ? (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="competition-entries">
                {c.entries.map((e) => (
                  <Card key={e.id} withBorder radius="md" padding="sm" data-testid="competition-entry">
                    {e.image ? (
                      <Card.Section>
                        <Image src={e.image} alt={e.title || t('competitions.entry.photoBy', { name: e.member?.name ?? '' })} h={180} fit="cover" />
                      </Card.Section>
                    ) : null}
                    <Stack gap={4} mt="xs">
                      {e.url && c.entryType !== 'photo' ? <Anchor component={Link} to={e.url} fw={600}>{e.title}</Anchor> : e.title ? <Text fw={600}>{e.title}</Text> : null}
                      <Group gap={6}>
                        {e.member ? <MemberAvatar member={e.member} size={20} /> : null}
                        <Text size="sm">{e.member?.name ?? '—'}</Text>
                      </Group>
                      {e.votes !== null ? <Text size="sm" c="dimmed">{t('competitions.votes', { count: e.votes })}</Text> : null}
                      <Group gap="xs">
                        {c.viewer.canVote && !e.mine ? (
                          <Button size="xs" onClick={() => vote.mutate(e.id, { onError: fail })} loading={vote.isPending} data-testid="competition-vote">
                            {t('competitions.vote.button')}
                          </Button>
                        ) : null}
                        {c.viewer.votedEntryId === e.id ? <Badge color="green">{t('competitions.vote.mine')}</Badge> : null}
                        {e.mine && c.entriesOpen && !c.votingOpen ? (
                          <Button size="xs" variant="subtle" color="red" onClick={() => withdraw.mutate(e.id, { onError: fail })}>
                            {t('competitions.entry.withdraw')}
                          </Button>
                        ) : null}
                      </Group>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            ) : (
              <Text c="dimmed">{t('competitions.entries.none')}</Text>
            )}
          </Stack>
        ) : null
      }
    </SitePage>
  );
}

type Form = z.input<typeof CompetitionInput>;
type Values = z.output<typeof CompetitionInput>;
const FIELDS = ['title', 'rules', 'entryType', 'entriesOpenAt', 'entriesCloseAt', 'votingOpenAt', 'votingCloseAt', 'maxEntriesPerMember', 'prizeCoins', 'prizeBadge'] as const;

/** A date input's local value ("2026-11-27T20:00") for an ISO time, and back. */
const toLocal = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};
const fromLocal = (s: string) => (s ? new Date(s).toISOString() : '');

function CompetitionForm({ initial, onSave }: { initial: Form; onSave: (v: Values) => Promise<CompetitionDetail> }) {
  const t = useT();
  const navigate = useNavigate();
  const form = useForm<Form, unknown, Values>({ resolver: zodResolver(CompetitionInput), defaultValues: initial });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const save = useCompetitionsMutation(onSave, (c) => navigate(routeTo('competitions-slug', { slug: c.slug })));
  const dateField = (name: 'entriesOpenAt' | 'entriesCloseAt' | 'votingOpenAt' | 'votingCloseAt') => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <TextInput type="datetime-local" label={t(`competitions.form.${name}`)} required value={field.value ? toLocal(field.value) : ''} onChange={(e) => field.onChange(fromLocal(e.currentTarget.value))} error={errors[name]?.message} />
      )}
    />
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        data-testid="competition-form"
        onSubmit={form.handleSubmit((values) =>
          save.mutate(values, {
            onError: (error) => {
              if (isApiRequestError(error) && error.error.errors?.length) showServerErrors(error);
              else toast.error(failureText(t, error));
            },
          }),
        )}
      >
        <Stack gap="md">
          <FormAlert errors={errors} />
          <TextInput label={t('competitions.form.title')} required error={errors.title?.message} {...form.register('title')} />
          <Textarea label={t('competitions.form.rules')} required autosize minRows={4} error={errors.rules?.message} {...form.register('rules')} />
          <Controller
            name="entryType"
            control={form.control}
            render={({ field }) => (
              <Select label={t('competitions.form.entryType')} data={COMPETITION_ENTRY_TYPES.map((v) => ({ value: v, label: t(`competitions.type.${v}`) }))} value={field.value} onChange={(v) => field.onChange((v ?? 'photo') as CompetitionEntryType)} allowDeselect={false} />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {dateField('entriesOpenAt')}
            {dateField('entriesCloseAt')}
            {dateField('votingOpenAt')}
            {dateField('votingCloseAt')}
          </SimpleGrid>
          <Controller
            name="prizeCoins"
            control={form.control}
            render={({ field }) => (
              <SimpleGrid cols={3}>
                {[0, 1, 2].map((i) => (
                  <NumberInput
                    key={i}
                    label={t('competitions.form.prize', { place: i + 1 })}
                    min={0}
                    value={field.value?.[i] ?? ''}
                    onChange={(v) => {
                      const next = [...(field.value ?? [])];
                      next[i] = typeof v === 'number' ? v : 0;
                      field.onChange(next.map((x) => x ?? 0));
                    }}
                  />
                ))}
              </SimpleGrid>
            )}
          />
          <TextInput label={t('competitions.form.badge')} error={errors.prizeBadge?.message} {...form.register('prizeBadge')} />
          <Controller
            name="maxEntriesPerMember"
            control={form.control}
            render={({ field }) => <NumberInput label={t('competitions.form.maxEntries')} min={1} max={10} value={field.value ?? 1} onChange={(v) => field.onChange(typeof v === 'number' ? v : 1)} w={200} />}
          />
          <Checkbox label={t('competitions.form.announced')} {...form.register('announced')} />
          <Checkbox label={t('competitions.form.verifiedOnly')} {...form.register('verifiedVotersOnly')} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('competitions.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

const DAY = 86_400_000;
const blank = (): Form => ({
  title: '',
  rules: '',
  entryType: 'photo',
  entriesOpenAt: new Date(Date.now() + DAY).toISOString(),
  entriesCloseAt: new Date(Date.now() + 8 * DAY).toISOString(),
  votingOpenAt: new Date(Date.now() + 8 * DAY).toISOString(),
  votingCloseAt: new Date(Date.now() + 15 * DAY).toISOString(),
  announced: false,
  verifiedVotersOnly: false,
  maxEntriesPerMember: 1,
  prizeCoins: [],
  prizeBadge: '',
});

/** `/competitions/create` (staff). */
export function CompetitionCreatePage() {
  const t = useT();
  const staff = useIsStaff();
  return (
    <SitePage title={t('competitions.create.title')} breadcrumbs={[{ label: t('competitions.title'), href: routeTo('competitions') }]} size="md">
      {staff ? <CompetitionForm initial={blank()} onSave={(v) => competitionsApi.create(v)} /> : <Text>{t('competitions.staffOnly')}</Text>}
    </SitePage>
  );
}

/** `/competitions/edit/{slug}` (staff). */
export function CompetitionEditPage() {
  const t = useT();
  const { slug } = useParams();
  const query = useCompetition(slug);
  const c = query.data;
  return (
    <SitePage title={t('competitions.edit.title')} breadcrumbs={[{ label: t('competitions.title'), href: routeTo('competitions') }]} query={query} resetKey={slug} size="md">
      {() =>
        c && c.viewer.staff ? (
          <CompetitionForm
            initial={{ title: c.title, rules: c.rules, entryType: c.entryType, entriesOpenAt: c.entriesOpenAt, entriesCloseAt: c.entriesCloseAt, votingOpenAt: c.votingOpenAt, votingCloseAt: c.votingCloseAt, announced: c.announced, verifiedVotersOnly: c.verifiedVotersOnly, maxEntriesPerMember: c.maxEntriesPerMember, prizeCoins: c.prizeCoins, prizeBadge: c.prizeBadge ?? '' }}
            onSave={(v) => competitionsApi.edit(c.id, v)}
          />
        ) : (
          <Text>{t('competitions.staffOnly')}</Text>
        )
      }
    </SitePage>
  );
}
