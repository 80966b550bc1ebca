import { MEET_CATEGORIES, MeetCategory, MeetWriteRequest, type MeetDetail, type MeetItem } from '@community/contracts';
import { toast, useConfirm } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
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
import { PlaceField, useEventTime } from '../parties';
import { meetsApi, useMeet, useMeetCategories, useMeetList, useMeetMutation } from './api';

type Form = z.input<typeof MeetWriteRequest>;
type Values = z.output<typeof MeetWriteRequest>;
const FIELDS = ['category', 'title', 'description', 'startsAt', 'endsAt', 'placeId', 'venue'] as const;

const meetHref = (m: Pick<MeetItem, 'category' | 'slug'>) =>
  routeTo('meets-category-slug', { category: m.category, slug: m.slug });
const fail = (t: ReturnType<typeof useT>) => (error: unknown) =>
  void toast.error(
    isApiRequestError(error) && error.kind === 'http' && error.error.statusCode < 500
      ? error.error.message
      : t('meets.failed'),
  );

function MeetCard({ meet }: { meet: MeetItem }) {
  const t = useT();
  const when = useEventTime();
  return (
    <Paper withBorder radius="md" p="md" data-testid="meet-card">
      <Group justify="space-between" wrap="wrap" align="flex-start">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Anchor component={Link} to={meetHref(meet)} fw={700}>
            {meet.title}
          </Anchor>
          <Text size="sm">{when(meet.startsAt, meet.endsAt, meet.timeZone)}</Text>
          <Text size="sm" c="dimmed">
            {[meet.venue, meet.place].filter(Boolean).join(', ')}
            {meet.distanceKm !== null ? ` · ${t('parties.km', { km: meet.distanceKm })}` : ''}
          </Text>
        </Stack>
        <Group gap={6}>
          <Badge variant="light">{t(`meets.category.${meet.category}`)}</Badge>
          <Badge variant="outline">{t('meets.counts', { going: meet.going, interested: meet.interested })}</Badge>
        </Group>
      </Group>
    </Paper>
  );
}

function MeetList({ category }: { category?: MeetCategory }) {
  const t = useT();
  const { loggedIn } = useAuth();
  const [near, setNear] = useState<string | undefined>(undefined);
  const list = useMeetList(category, near);
  const nearFailed =
    near && isApiRequestError(list.error) && list.error.kind === 'http' && list.error.error.statusCode === 422;
  return (
    <Stack gap="sm">
      {loggedIn ? (
        <SegmentedControl
          w="fit-content"
          value={near ? 'near' : 'all'}
          onChange={(v) => setNear(v === 'near' ? 'me' : undefined)}
          data={[
            { value: 'all', label: t('meets.all') },
            { value: 'near', label: t('parties.view.near') },
          ]}
        />
      ) : null}
      {nearFailed ? (
        <Alert color="yellow">{isApiRequestError(list.error) ? list.error.error.message : ''}</Alert>
      ) : (
        <KeysetListStates list={list} failed={t('meets.loadFailed')} empty={t('meets.empty')} emptyTestId="meets-empty">
          {(items) => (
            <Stack gap="sm" data-testid="meet-list">
              {items.map((m) => (
                <MeetCard key={m.id} meet={m} />
              ))}
            </Stack>
          )}
        </KeysetListStates>
      )}
      <MoreButton list={list} w="fit-content">
        {t('parties.more')}
      </MoreButton>
    </Stack>
  );
}

function CreateButton() {
  const t = useT();
  const { loggedIn } = useAuth();
  return loggedIn ? (
    <Button component={Link} to={routeTo('meets-create')} size="xs">
      {t('meets.create')}
    </Button>
  ) : null;
}

export function MeetsIndexPage() {
  const t = useT();
  const categories = useMeetCategories();
  return (
    <SitePage title={t('meets.title')} text={t('meets.text')} actions={<CreateButton />} data-testid="meets-page">
      <Stack gap="md">
        <Group gap="xs">
          {(categories.data?.items ?? []).map((c) => (
            <Button
              key={c.slug}
              component={Link}
              to={routeTo('meets-category', { category: c.slug })}
              variant="default"
              size="xs"
              rightSection={<Badge size="xs">{c.upcoming}</Badge>}
            >
              {t(`meets.category.${c.slug}`)}
            </Button>
          ))}
        </Group>
        <MeetList />
      </Stack>
    </SitePage>
  );
}

export function MeetCategoryPage() {
  const t = useT();
  const { category = '' } = useParams();
  const parsed = MeetCategory.safeParse(category);
  return (
    <SitePage
      title={parsed.success ? t(`meets.category.${parsed.data}`) : t('meets.title')}
      error={!parsed.success}
      actions={<CreateButton />}
      breadcrumbs={[{ label: t('meets.title'), href: routeTo('meets') }]}
    >
      {() => <MeetList category={parsed.data} />}
    </SitePage>
  );
}

function MeetForm({
  initial,
  placeLabel,
  submitLabel,
  onSave,
}: {
  initial: Form;
  placeLabel?: string;
  submitLabel: string;
  onSave: (v: Values) => Promise<MeetDetail>;
}) {
  const t = useT();
  const navigate = useNavigate();
  const form = useForm<Form, unknown, Values>({ resolver: zodResolver(MeetWriteRequest), defaultValues: initial });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const save = useMeetMutation(onSave, (m) => navigate(meetHref(m)));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        data-testid="meet-form"
        onSubmit={form.handleSubmit((v) =>
          save.mutate(v, {
            onError: (error) => {
              if (
                isApiRequestError(error) &&
                error.error.errors?.some((e) => (FIELDS as readonly string[]).includes(e.field))
              )
                showServerErrors(error);
              else fail(t)(error);
            },
          }),
        )}
      >
        <Stack gap="md">
          <FormAlert errors={errors} />
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select
                label={t('meets.form.category')}
                data={MEET_CATEGORIES.map((c) => ({ value: c, label: t(`meets.category.${c}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                error={errors.category?.message}
                allowDeselect={false}
              />
            )}
          />
          <TextInput
            label={t('parties.form.title')}
            {...form.register('title')}
            error={errors.title?.message}
            required
          />
          <Textarea
            label={t('parties.form.description')}
            autosize
            minRows={3}
            {...form.register('description')}
            error={errors.description?.message}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={t('parties.form.startsAt')}
              {...form.register('startsAt')}
              error={errors.startsAt?.message}
              required
            />
            <Controller
              control={form.control}
              name="endsAt"
              render={({ field }) => (
                <TextInput
                  type="datetime-local"
                  label={t('meets.form.endsAt')}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.currentTarget.value || null)}
                  error={errors.endsAt?.message}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="placeId"
            render={({ field }) => (
              <PlaceField
                label={t('parties.form.place')}
                value={field.value}
                initialLabel={placeLabel}
                error={errors.placeId?.message}
                onChange={field.onChange}
              />
            )}
          />
          <TextInput label={t('meets.form.venue')} {...form.register('venue')} error={errors.venue?.message} />
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

const inDays = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00`;
};

export function CreateMeetPage() {
  const t = useT();
  const { loggedIn, pending } = useAuth();
  return (
    <SitePage title={t('meets.create')} breadcrumbs={[{ label: t('meets.title'), href: routeTo('meets') }]}>
      {!loggedIn && !pending ? (
        <Alert color="gray">
          {t('meets.loginToCreate')}{' '}
          <Anchor component={Link} to={routeTo('login')}>
            {t('parties.login')}
          </Anchor>
        </Alert>
      ) : (
        <MeetForm
          initial={{
            category: 'drinks',
            title: '',
            description: '',
            startsAt: inDays(3, 19),
            endsAt: null,
            placeId: '',
            venue: '',
          }}
          submitLabel={t('meets.form.create')}
          onSave={(v) => meetsApi.create(v)}
        />
      )}
    </SitePage>
  );
}

export function EditMeetPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const meet = useMeet(slug);
  return (
    <SitePage title={t('meets.edit')} query={meet} breadcrumbs={[{ label: t('meets.title'), href: routeTo('meets') }]}>
      {() => {
        const m = meet.data!;
        if (!m.viewer.canEdit) return <Alert color="yellow">{t('parties.hostOnly')}</Alert>;
        return (
          <MeetForm
            initial={{
              category: m.category,
              title: m.title,
              description: m.description,
              startsAt: m.startsLocal,
              endsAt: m.endsLocal,
              placeId: m.placeId,
              venue: m.venue,
            }}
            placeLabel={m.place}
            submitLabel={t('parties.form.save')}
            onSave={(v) => meetsApi.update(m.id, v)}
          />
        );
      }}
    </SitePage>
  );
}

export function MeetPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const meet = useMeet(slug);
  const when = useEventTime();
  const { loggedIn } = useAuth();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const respond = useMeetMutation((r: 'interested' | 'going' | null) => meetsApi.respond(slug, r));
  const remove = useMeetMutation(
    () => meetsApi.remove(slug),
    () => navigate(routeTo('meets')),
  );
  return (
    <SitePage
      title={meet.data?.title ?? t('meets.title')}
      query={meet}
      resetKey={slug}
      breadcrumbs={[{ label: t('meets.title'), href: routeTo('meets') }]}
      data-testid="meet-page"
    >
      {() => {
        const m = meet.data!;
        return (
          <Stack gap="md">
            {m.past ? <Alert color="gray">{t('meets.past')}</Alert> : null}
            <Paper withBorder p="md" radius="md">
              <Stack gap={6}>
                <Text fw={600}>{when(m.startsAt, m.endsAt, m.timeZone)}</Text>
                <Text>{[m.venue, m.place].filter(Boolean).join(', ')}</Text>
                {m.host ? (
                  <Text size="sm">
                    {t('parties.host')}{' '}
                    <Anchor component={Link} to={routeTo('profile-name', { name: m.host.name })}>
                      {m.host.name}
                    </Anchor>
                  </Text>
                ) : null}
                <Group gap={6}>
                  <Badge variant="light">{t(`meets.category.${m.category}`)}</Badge>
                  <Badge variant="outline" data-testid="meet-counts">
                    {t('meets.counts', { going: m.going, interested: m.interested })}
                  </Badge>
                </Group>
              </Stack>
            </Paper>
            {m.description ? <Text style={{ whiteSpace: 'pre-wrap' }}>{m.description}</Text> : null}
            {loggedIn && !m.past ? (
              <SegmentedControl
                w="fit-content"
                value={m.viewer.response ?? 'none'}
                onChange={(v) =>
                  respond.mutate(v === 'none' ? null : (v as 'interested' | 'going'), { onError: fail(t) })
                }
                data={[
                  { value: 'none', label: t('meets.notGoing') },
                  { value: 'interested', label: t('meets.interested') },
                  { value: 'going', label: t('meets.going') },
                ]}
              />
            ) : null}
            {m.goingMembers.length ? (
              <Text size="sm">
                {t('meets.whoGoes')} {m.goingMembers.map((p) => p.name).join(', ')}
              </Text>
            ) : null}
            {m.viewer.canEdit ? (
              <Group gap="xs">
                <Button
                  component={Link}
                  to={routeTo('meets-category-slug-edit', { category: m.category, slug: m.slug })}
                  size="xs"
                  variant="default"
                >
                  {t('meets.edit')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={async () => {
                    if (
                      await confirm({
                        title: t('meets.delete'),
                        message: t('meets.deleteConfirm'),
                        confirmLabel: t('meets.delete'),
                      })
                    )
                      remove.mutate(undefined, { onError: fail(t) });
                  }}
                >
                  {t('meets.delete')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        );
      }}
    </SitePage>
  );
}
