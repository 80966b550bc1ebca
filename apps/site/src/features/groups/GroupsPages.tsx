import { GROUP_CATEGORIES, GROUP_JOIN_POLICIES, GROUP_VISIBILITIES, GroupForm, type GroupCategory, type GroupDetail, type GroupItem } from '@community/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Autocomplete, Badge, Button, Card, Group, Image, Paper, Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { useAuth } from '../../shared/auth/useAuth';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { KeysetListStates } from '../../shared/layout/KeysetListStates';
import { MoreButton } from '../../shared/layout/MoreButton';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';
import { pickMedia } from '../media';
import { groupsApi, groupsKeys, useGroup, useGroupList, useGroupsMutation, type GroupSort } from './api';
import { useFailToast } from './CommunityWall';

type FormIn = z.input<typeof GroupForm>;
type FormOut = z.output<typeof GroupForm>;
const FIELDS = ['name', 'slug', 'description', 'category', 'visibility', 'joinPolicy', 'coverMediaId', 'placeId'] as const;

/** A group in a list: cover, name, category, visibility, members and place. */
export function GroupCard({ group }: { group: GroupItem }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="md" data-testid="group-card">
      {group.cover && (
        <Card.Section>
          <Image src={group.cover.url} alt="" h={120} fit="cover" />
        </Card.Section>
      )}
      <Stack gap={6} mt={group.cover ? 'sm' : 0}>
        <Anchor component={Link} to={routeTo('groups-slug', { slug: group.slug })} fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </Anchor>
        <Group gap={6}>
          <Badge variant="light">{t(`groups.category.${group.category}`)}</Badge>
          <Badge variant="outline" color={group.visibility === 'public' ? 'green' : group.visibility === 'private' ? 'yellow' : 'gray'}>
            {t(`groups.visibility.${group.visibility}`)}
          </Badge>
        </Group>
        {group.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {group.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t.count('groups.members', group.membersCount)}
          {group.place ? ` · ${group.place}` : ''}
          {group.distance !== null ? ` · ${t('groups.distance', { km: group.distance })}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}

/** `/groups`: discovery — most active, newest, most members, near me; by category; search by name. */
export function GroupsPage() {
  const t = useT();
  const { loggedIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const sort = (['active', 'newest', 'members', 'near'].includes(params.get('sort') ?? '') ? params.get('sort') : 'active') as GroupSort;
  const category = (GROUP_CATEGORIES as readonly string[]).includes(params.get('category') ?? '') ? (params.get('category') as GroupCategory) : undefined;
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const own = useQuery({ queryKey: groupsKeys.own, queryFn: ({ signal }) => groupsApi.own(signal), enabled: loggedIn && sort === 'near' });
  const placeId = sort === 'near' ? own.data?.location?.placeId : undefined;
  const list = useGroupList({ sort, category, q: q || undefined, placeId });
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const nearNeedsPlace = sort === 'near' && (!loggedIn || (own.data !== undefined && !own.data.location));
  return (
    <SitePage
      title={t('groups.title')}
      text={t('groups.text')}
      actions={
        loggedIn && (
          <Button component={Link} to={routeTo('groups-create')}>
            {t('groups.create')}
          </Button>
        )
      }
    >
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('groups.sort.label')}
            w={180}
            allowDeselect={false}
            value={sort}
            onChange={(v) => set({ sort: !v || v === 'active' ? undefined : v })}
            data={[
              { value: 'active', label: t('groups.sort.active') },
              { value: 'newest', label: t('groups.sort.newest') },
              { value: 'members', label: t('groups.sort.members') },
              { value: 'near', label: t('groups.sort.near') },
            ]}
          />
          <Select
            label={t('groups.form.category')}
            clearable
            w={200}
            value={category ?? null}
            onChange={(v) => set({ category: v ?? undefined })}
            data={GROUP_CATEGORIES.map((c) => ({ value: c, label: t(`groups.category.${c}`) }))}
          />
          <form
            onSubmit={(e) => {
              e.preventDefault();
              set({ q: text.trim() || undefined });
            }}
          >
            <Group gap="xs" align="flex-end">
              <TextInput label={t('groups.search')} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={80} />
              <Button type="submit" variant="default">
                {t('groups.search.submit')}
              </Button>
            </Group>
          </form>
        </Group>
        {nearNeedsPlace ? (
          <Alert color="blue" data-testid="groups-near-needs-place">
            {loggedIn ? (
              <>
                {t('groups.near.noLocation')}{' '}
                <Anchor component={Link} to={routeTo('setup-position', { position: 'location' })}>
                  {t('groups.near.setLocation')}
                </Anchor>
              </>
            ) : (
              t('groups.near.login')
            )}
          </Alert>
        ) : (
          <>
            <KeysetListStates list={list} failed={t('groups.failed')} empty={q ? t('groups.list.noMatch') : t('groups.list.empty')} emptyTestId="groups-empty">
              {(items) => (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                  {items.map((g) => (
                    <GroupCard key={g.id} group={g} />
                  ))}
                </SimpleGrid>
              )}
            </KeysetListStates>
            <MoreButton list={list}>{t('groups.more')}</MoreButton>
          </>
        )}
      </Stack>
    </SitePage>
  );
}

/** Place field: type a town, pick one of the gazetteer's suggestions (its id is what is saved). */
function PlaceField({ value, label, onChange, error }: { value: string | null; label: string | null; onChange: (id: string | null) => void; error?: string }) {
  const t = useT();
  const [text, setText] = useState(label ?? '');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const places = useQuery({ queryKey: ['groups', 'places', debounced], queryFn: ({ signal }) => groupsApi.places(debounced, signal), enabled: debounced.length >= 2 && debounced !== label, retry: false });
  const options = places.data ?? [];
  return (
    <Autocomplete
      label={t('groups.form.place')}
      description={t('groups.form.placeHint')}
      value={text}
      error={error ?? (places.isError ? t('groups.form.placeUnavailable') : undefined)}
      data={options.map((p) => ({ value: p.id, label: p.label }))}
      onChange={(v) => {
        const picked = options.find((p) => p.id === v);
        if (picked) {
          setText(picked.label);
          onChange(picked.id);
        } else {
          setText(v);
          if (!v.trim()) onChange(null);
          else if (value) onChange(null);
        }
      }}
      filter={({ options: o }) => o}
    />
  );
}

/** The create and edit form, checked by the contracts' schema (the one the API applies). */
function GroupFormBody({ initial, current, submitLabel, onSave }: { initial: FormIn; current?: GroupDetail; submitLabel: string; onSave: (v: FormOut) => Promise<GroupDetail> }) {
  const t = useT();
  const navigate = useNavigate();
  const fail = useFailToast();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(GroupForm), defaultValues: initial });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const save = useGroupsMutation(onSave, (g) => navigate(routeTo('groups-slug', { slug: g.slug })));
  const [coverUrl, setCoverUrl] = useState<string | null>(current?.cover?.url ?? null);
  const choice = <K extends string>(values: readonly K[], prefix: string) => values.map((v) => ({ value: v, label: t(`${prefix}.${v}` as never) }));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        data-testid="group-form"
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
          <TextInput label={t('groups.form.name')} required maxLength={80} error={errors.name?.message} {...form.register('name')} />
          <TextInput label={t('groups.form.slug')} description={t('groups.form.slugHint')} maxLength={60} error={errors.slug?.message} {...form.register('slug', { setValueAs: (v: string) => (v?.trim() ? v : undefined) })} />
          <Textarea label={t('groups.form.description')} autosize minRows={3} maxLength={4000} error={errors.description?.message} {...form.register('description')} />
          <Controller name="category" control={form.control} render={({ field }) => <Select label={t('groups.form.category')} required data={choice(GROUP_CATEGORIES, 'groups.category')} value={field.value ?? null} onChange={(v) => field.onChange(v)} error={errors.category?.message} />} />
          <Controller
            name="visibility"
            control={form.control}
            render={({ field }) => (
              <Radio.Group label={t('groups.form.visibility')} value={field.value} onChange={field.onChange} error={errors.visibility?.message}>
                <Stack gap={6} mt={6}>
                  {GROUP_VISIBILITIES.map((v) => (
                    <Radio key={v} value={v} label={t(`groups.visibility.${v}`)} description={t(`groups.visibility.${v}.hint`)} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Controller
            name="joinPolicy"
            control={form.control}
            render={({ field }) => (
              <Radio.Group label={t('groups.form.joinPolicy')} value={field.value} onChange={field.onChange} error={errors.joinPolicy?.message}>
                <Stack gap={6} mt={6}>
                  {GROUP_JOIN_POLICIES.map((v) => (
                    <Radio key={v} value={v} label={t(`groups.join.${v}`)} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Controller
            name="coverMediaId"
            control={form.control}
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('groups.form.cover')}
                </Text>
                {coverUrl && <Image src={coverUrl} alt="" h={120} w={240} fit="cover" radius="md" />}
                <Group gap="xs">
                  <Button
                    variant="default"
                    onClick={async () => {
                      const picked = await pickMedia({ type: 'image', showAdult: false, showPrivate: false, emitSelectedOnClick: true, title: t('groups.form.coverPick') });
                      const first = picked?.[0];
                      if (first?.kind !== 'media') return;
                      field.onChange(first.item.id);
                      setCoverUrl(first.item.sizes['large-thumbnail']);
                    }}
                  >
                    {t('groups.form.coverPick')}
                  </Button>
                  {coverUrl && (
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => {
                        field.onChange(null);
                        setCoverUrl(null);
                      }}
                    >
                      {t('groups.form.coverRemove')}
                    </Button>
                  )}
                </Group>
                {errors.coverMediaId?.message && (
                  <Text size="xs" c="red">
                    {errors.coverMediaId.message}
                  </Text>
                )}
              </Stack>
            )}
          />
          <Controller name="placeId" control={form.control} render={({ field }) => <PlaceField value={field.value ?? null} label={current?.place ?? null} onChange={field.onChange} error={errors.placeId?.message} />} />
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

/** `/groups/create`. */
export function CreateGroupPage() {
  const t = useT();
  return (
    <SitePage title={t('groups.create')} breadcrumbs={[{ label: t('groups.title'), href: routeTo('groups') }]}>
      <GroupFormBody initial={{ name: '', description: '', category: 'social', visibility: 'public', joinPolicy: 'open' }} submitLabel={t('groups.form.create')} onSave={(v) => groupsApi.create(v)} />
    </SitePage>
  );
}

/** `/groups/{slug}/edit` (owner and moderators). */
export function EditGroupPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const group = useGroup(slug);
  const g = group.data;
  return (
    <SitePage
      title={t('groups.edit')}
      breadcrumbs={[{ label: t('groups.title'), href: routeTo('groups') }, ...(g ? [{ label: g.name, href: routeTo('groups-slug', { slug }) }] : [])]}
      query={group}
      resetKey={slug}
    >
      {() =>
        g && !g.viewer.canEdit ? (
          <Text c="dimmed">{t('groups.edit.refused')}</Text>
        ) : (
          g && (
            <GroupFormBody
              current={g}
              initial={{ name: g.name, slug: g.slug, description: g.description, category: g.category, visibility: g.visibility, joinPolicy: g.joinPolicy, coverMediaId: g.coverMediaId, placeId: g.placeId }}
              submitLabel={t('groups.form.save')}
              onSave={(v) => groupsApi.update(slug, v)}
            />
          )
        )
      }
    </SitePage>
  );
}
