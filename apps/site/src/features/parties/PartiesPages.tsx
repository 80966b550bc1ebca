import { PARTY_AUDIENCES, PartyWriteRequest, type PartyDetail, type PartyListQuery } from '@community/contracts';
import { toast, useConfirm } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { useAuth } from '../../shared/auth/useAuth';
import { useSite } from '../../shared/boot/boot-context';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import type { SiteTranslationKey } from '../../shared/i18n/fallback';
import { useT } from '../../shared/i18n/useT';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';
import {
  partiesApi,
  useAttendees,
  useCalendar,
  useInvitations,
  useMyInvites,
  useMyParties as useMyPartiesList,
  usePartyList,
  usePartyMutation,
  usePartyQuery,
} from './api';
import { PartyList, PlaceField, partyHref, useEventTime, useFailToast } from './parts';

type Form = z.input<typeof PartyWriteRequest>;
type Values = z.output<typeof PartyWriteRequest>;
const REFUSAL_KEYS: Record<string, SiteTranslationKey> = {
  login: 'parties.refusal.login',
  verified: 'parties.refusal.verified',
  friends: 'parties.refusal.friends',
  invited: 'parties.refusal.invited',
  welcome: 'parties.refusal.welcome',
  past: 'parties.refusal.past',
  cancelled: 'parties.refusal.cancelled',
  host: 'parties.refusal.host',
};
const FIELDS = [
  'title',
  'description',
  'startsAt',
  'endsAt',
  'placeId',
  'address',
  'audience',
  'welcome',
  'approval',
  'capacity',
  'price',
] as const;

// ---------------------------------------------------------------------------------------------------------
// /parties
// ---------------------------------------------------------------------------------------------------------

function MyInvitations() {
  const t = useT();
  const invites = useMyInvites(true);
  const fail = useFailToast();
  const answer = usePartyMutation((v: { party: string; id: string; accept: boolean }) =>
    partiesApi.answer(v.party, v.id, v.accept),
  );
  const items = invites.data?.items ?? [];
  if (!items.length) return null;
  return (
    <Stack gap="xs" data-testid="party-invitations">
      <Title order={2} size="h4">
        {t('parties.invitations')}
      </Title>
      {items.map((inv) => (
        <Paper key={inv.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              {t('parties.invitedBy', { name: inv.inviter?.name ?? '—' })}{' '}
              <Anchor component={Link} to={partyHref(inv.party.slug)} fw={600}>
                {inv.party.title}
              </Anchor>
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                onClick={() => answer.mutate({ party: inv.party.id, id: inv.id, accept: true }, { onError: fail })}
              >
                {t('parties.accept')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => answer.mutate({ party: inv.party.id, id: inv.id, accept: false }, { onError: fail })}
              >
                {t('parties.decline')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function CalendarFeed() {
  const t = useT();
  const status = useCalendar(true);
  const fail = useFailToast();
  const [url, setUrl] = useState<string | null>(null);
  const renew = usePartyMutation(
    () => partiesApi.renewCalendar(),
    (r) => setUrl(r.url),
  );
  const revoke = usePartyMutation(
    () => partiesApi.revokeCalendar(),
    () => setUrl(null),
  );
  return (
    <Paper withBorder p="sm" radius="md" data-testid="party-calendar">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('parties.calendar.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('parties.calendar.text')}
        </Text>
        {url ? <Code block>{url}</Code> : null}
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={renew.isPending}
            onClick={() => renew.mutate(undefined, { onError: fail })}
          >
            {status.data?.active ? t('parties.calendar.renew') : t('parties.calendar.create')}
          </Button>
          {status.data?.active ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => revoke.mutate(undefined, { onError: fail })}>
              {t('parties.calendar.revoke')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** A month of parties as a calendar grid (Monday first), each day listing its parties. */
function MonthView({ month }: { month: string }) {
  const t = useT();
  const tag = useSite().locale.replace('_', '-');
  const list = usePartyList({ when: 'month', month, limit: 50 });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells = [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
  const byDay = new Map<number, typeof items>();
  for (const p of items) {
    const d = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: p.timeZone, day: 'numeric' }).format(new Date(p.startsAt)),
    );
    byDay.set(d, [...(byDay.get(d) ?? []), p]);
  }
  return (
    <SimpleGrid cols={7} spacing={4} data-testid="party-month">
      {[0, 1, 2, 3, 4, 5, 6].map((d) => (
        <Text key={`h${d}`} size="xs" fw={600} ta="center">
          {new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(
            new Date(Date.UTC(2024, 0, 1 + d)),
          )}
        </Text>
      ))}
      {cells.map((d, i) => (
        <Paper key={i} withBorder={d !== null} p={4} mih={64} radius="sm">
          {d !== null ? (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {d}
              </Text>
              {(byDay.get(d) ?? []).map((p) => (
                <Anchor key={p.id} component={Link} to={partyHref(p.slug)} size="xs" lineClamp={2}>
                  {p.title}
                </Anchor>
              ))}
            </Stack>
          ) : null}
        </Paper>
      ))}
      {list.isError ? <Text c="red">{t('parties.loadFailed')}</Text> : null}
    </SimpleGrid>
  );
}

export function PartiesIndexPage() {
  const t = useT();
  const tag = useSite().locale.replace('_', '-');
  const { loggedIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') ?? 'upcoming';
  const near = view === 'near';
  const q: PartyListQuery =
    view === 'weekend'
      ? { when: 'weekend' }
      : near
        ? { when: 'upcoming', near: 'me', km: Number(params.get('km') ?? 50) }
        : { when: 'upcoming' };
  const list = usePartyList(q);
  const now = new Date();
  const month = params.get('month') ?? `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const shift = (n: number) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const d = new Date(Date.UTC(y, m - 1 + n, 1));
    setParams({ view: 'month', month: `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}` });
  };
  const nearFailed =
    near && isApiRequestError(list.error) && list.error.kind === 'http' && list.error.error.statusCode === 422;
  return (
    <SitePage
      title={t('parties.title')}
      text={t('parties.text')}
      actions={
        loggedIn ? (
          <Button component={Link} to={routeTo('parties-create')} size="xs">
            {t('parties.create')}
          </Button>
        ) : null
      }
      data-testid="parties-page"
    >
      <Stack gap="md">
        {loggedIn ? <MyInvitations /> : null}
        <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
          <SegmentedControl
            value={view}
            onChange={(v) => setParams({ view: v })}
            data={[
              { value: 'upcoming', label: t('parties.view.upcoming') },
              ...(loggedIn ? [{ value: 'near', label: t('parties.view.near') }] : []),
              { value: 'weekend', label: t('parties.view.weekend') },
              { value: 'month', label: t('parties.view.month') },
              ...(loggedIn ? [{ value: 'mine', label: t('parties.view.mine') }] : []),
            ]}
          />
        </ScrollArea>
        {view === 'month' ? (
          <Stack gap="xs">
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => shift(-1)}>
                ‹
              </Button>
              <Text fw={600}>
                {new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
                  new Date(`${month}-01T12:00:00Z`),
                )}
              </Text>
              <Button size="xs" variant="default" onClick={() => shift(1)}>
                ›
              </Button>
            </Group>
            <MonthView month={month} />
          </Stack>
        ) : view === 'mine' ? (
          <MineList />
        ) : nearFailed ? (
          <Alert color="yellow">
            {list.error && isApiRequestError(list.error) ? list.error.error.message : ''}{' '}
            <Anchor component={Link} to={routeTo('setup-position', { position: 'location' })}>
              {t('parties.setTown')}
            </Anchor>
          </Alert>
        ) : (
          <PartyList list={list} empty={t('parties.empty')} />
        )}
        {loggedIn ? <CalendarFeed /> : null}
      </Stack>
    </SitePage>
  );
}

function MineList() {
  const t = useT();
  const [past, setPast] = useState(false);
  const list = useMyPartiesList(past);
  return (
    <Stack gap="sm">
      <Switch label={t('parties.showPast')} checked={past} onChange={(e) => setPast(e.currentTarget.checked)} />
      <PartyList list={list} empty={t('parties.mineEmpty')} />
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Create and edit
// ---------------------------------------------------------------------------------------------------------

function PartyForm({
  initial,
  placeLabel,
  submitLabel,
  onSave,
}: {
  initial: Form;
  placeLabel?: string;
  submitLabel: string;
  onSave: (v: Values) => Promise<PartyDetail>;
}) {
  const t = useT();
  const navigate = useNavigate();
  const fail = useFailToast();
  const form = useForm<Form, unknown, Values>({ resolver: zodResolver(PartyWriteRequest), defaultValues: initial });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const save = usePartyMutation(onSave, (p) => navigate(partyHref(p.slug)));
  const err = (e: { message?: string } | undefined) => e?.message;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        data-testid="party-form"
        onSubmit={form.handleSubmit((values) =>
          save.mutate(values, {
            onError: (error) => {
              if (
                isApiRequestError(error) &&
                error.error.errors?.some((e) => (FIELDS as readonly string[]).includes(e.field))
              )
                showServerErrors(error);
              else fail(error);
            },
          }),
        )}
      >
        <Stack gap="md">
          <FormAlert errors={errors} />
          <TextInput label={t('parties.form.title')} {...form.register('title')} error={err(errors.title)} required />
          <Textarea
            label={t('parties.form.description')}
            autosize
            minRows={4}
            {...form.register('description')}
            error={err(errors.description)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={t('parties.form.startsAt')}
              {...form.register('startsAt')}
              error={err(errors.startsAt)}
              required
            />
            <TextInput
              type="datetime-local"
              label={t('parties.form.endsAt')}
              {...form.register('endsAt')}
              error={err(errors.endsAt)}
              required
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
                error={err(errors.placeId)}
                onChange={field.onChange}
              />
            )}
          />
          <TextInput
            label={t('parties.form.address')}
            description={t('parties.form.addressHint')}
            {...form.register('address')}
            error={err(errors.address)}
            required
          />
          <Controller
            control={form.control}
            name="audience"
            render={({ field }) => (
              <Select
                label={t('parties.form.audience')}
                data={PARTY_AUDIENCES.map((a) => ({ value: a, label: t(`parties.audience.${a}`) }))}
                value={field.value ?? 'everyone'}
                onChange={(v) => field.onChange(v ?? 'everyone')}
                allowDeselect={false}
                error={err(errors.audience)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="welcome"
            render={({ field }) => {
              const w = field.value ?? { couples: true, women: true, men: true, others: true };
              return (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {t('parties.form.welcome')}
                  </Text>
                  <Group gap="md">
                    {(['couples', 'women', 'men', 'others'] as const).map((k) => (
                      <Checkbox
                        key={k}
                        label={t(`parties.welcome.${k}`)}
                        checked={w[k]}
                        onChange={(e) => field.onChange({ ...w, [k]: e.currentTarget.checked })}
                      />
                    ))}
                  </Group>
                  {errors.welcome ? (
                    <Text size="xs" c="red">
                      {err(errors.welcome as { message?: string })}
                    </Text>
                  ) : null}
                </Stack>
              );
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="capacity"
              render={({ field }) => (
                <NumberInput
                  label={t('parties.form.capacity')}
                  description={t('parties.form.capacityHint')}
                  min={1}
                  max={1000}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                  error={err(errors.capacity)}
                />
              )}
            />
            <TextInput label={t('parties.form.price')} {...form.register('price')} error={err(errors.price)} />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="approval"
            render={({ field }) => (
              <Switch
                label={t('parties.form.approval')}
                checked={field.value ?? true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
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

const tomorrowAt = (hour: number) => {
  const d = new Date(Date.now() + 7 * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00`;
};

export function CreatePartyPage() {
  const t = useT();
  const initial: Form = {
    title: '',
    description: '',
    startsAt: tomorrowAt(20),
    endsAt: tomorrowAt(23),
    placeId: '',
    address: '',
    audience: 'everyone',
    welcome: { couples: true, women: true, men: true, others: true },
    approval: true,
    capacity: null,
    price: '',
  };
  return (
    <SitePage title={t('parties.create')} breadcrumbs={[{ label: t('parties.title'), href: routeTo('parties') }]}>
      <PartyForm initial={initial} submitLabel={t('parties.form.create')} onSave={(v) => partiesApi.create(v)} />
    </SitePage>
  );
}

export function EditPartyPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const party = usePartyQuery(slug);
  return (
    <SitePage
      title={t('parties.edit')}
      query={party}
      breadcrumbs={[{ label: t('parties.title'), href: routeTo('parties') }]}
    >
      {() => {
        const p = party.data!;
        if (!p.viewer.isHost) return <Alert color="yellow">{t('parties.hostOnly')}</Alert>;
        const initial: Form = {
          title: p.title,
          description: p.description,
          startsAt: p.startsLocal,
          endsAt: p.endsLocal,
          placeId: p.placeId,
          address: p.address ?? '',
          audience: p.audience,
          welcome: p.welcome,
          approval: p.approval,
          capacity: p.capacity,
          price: p.price,
        };
        return (
          <PartyForm
            initial={initial}
            placeLabel={p.place}
            submitLabel={t('parties.form.save')}
            onSave={(v) => partiesApi.update(p.id, v)}
          />
        );
      }}
    </SitePage>
  );
}

// ---------------------------------------------------------------------------------------------------------
// The party page
// ---------------------------------------------------------------------------------------------------------

function AttendBox({ p }: { p: PartyDetail }) {
  const t = useT();
  const fail = useFailToast();
  const confirm = useConfirm();
  const [message, setMessage] = useState('');
  const [plusOnes, setPlusOnes] = useState(0);
  const attend = usePartyMutation(() => partiesApi.attend(p.id, { message, plusOnes }));
  const leave = usePartyMutation(() => partiesApi.leave(p.id));
  const answer = usePartyMutation((accept: boolean) => partiesApi.answer(p.id, p.viewer.invitationId!, accept));
  const v = p.viewer;
  if (v.isHost) return null;
  if (v.attendance) {
    return (
      <Paper withBorder p="md" radius="md" data-testid="party-attendance">
        <Stack gap="xs">
          <Text fw={600} data-testid="party-attendance-status">
            {t(`parties.status.${v.attendance}`)}
          </Text>
          {v.checkinCode ? (
            <Text size="sm">
              {t('parties.checkinCode')} <Code fz="lg">{v.checkinCode}</Code>
            </Text>
          ) : null}
          {v.attendance !== 'declined' ? (
            <Button
              size="xs"
              variant="default"
              w="fit-content"
              onClick={async () => {
                if (
                  await confirm({
                    title: t('parties.leave'),
                    message: t('parties.leaveConfirm'),
                    confirmLabel: t('parties.leave'),
                  })
                )
                  leave.mutate(undefined, { onError: fail });
              }}
            >
              {t('parties.leave')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
    );
  }
  if (v.invitationId) {
    return (
      <Paper withBorder p="md" radius="md">
        <Group>
          <Text>{t('parties.youAreInvited')}</Text>
          <Button size="xs" onClick={() => answer.mutate(true, { onError: fail })}>
            {t('parties.accept')}
          </Button>
          <Button size="xs" variant="default" onClick={() => answer.mutate(false, { onError: fail })}>
            {t('parties.decline')}
          </Button>
        </Group>
      </Paper>
    );
  }
  if (v.requestRefusal) {
    return (
      <Alert color="gray" data-testid="party-refusal">
        {t(REFUSAL_KEYS[v.requestRefusal] ?? 'parties.failed')}
        {v.requestRefusal === 'login' ? (
          <>
            {' '}
            <Anchor component={Link} to={routeTo('login')}>
              {t('parties.login')}
            </Anchor>
          </>
        ) : null}
      </Alert>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" data-testid="party-request">
      <Stack gap="xs">
        <Textarea
          label={t('parties.requestMessage')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        <NumberInput
          label={t('parties.plusOnes')}
          min={0}
          max={3}
          value={plusOnes}
          onChange={(n) => setPlusOnes(typeof n === 'number' ? n : 0)}
          w={160}
        />
        <Button w="fit-content" loading={attend.isPending} onClick={() => attend.mutate(undefined, { onError: fail })}>
          {p.approval ? t('parties.requestToCome') : t('parties.join')}
        </Button>
      </Stack>
    </Paper>
  );
}

function HostTools({ p }: { p: PartyDetail }) {
  const t = useT();
  const fail = useFailToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const invite = usePartyMutation(
    () => partiesApi.invite(p.id, { allFriends: true }),
    (r) => toast.success(t('parties.invited', { n: r.invited })),
  );
  const cancel = usePartyMutation(
    (reason: string) => partiesApi.cancel(p.id, reason),
    () => navigate(routeTo('parties')),
  );
  if (!p.viewer.isHost || p.cancelled) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="party-host-tools">
      <Stack gap="sm">
        <Group gap="xs">
          <Button component={Link} to={routeTo('parties-slug-attendees', { slug: p.slug })} size="xs">
            {t('parties.guestList')}
          </Button>
          <Button component={Link} to={routeTo('parties-slug-edit', { slug: p.slug })} size="xs" variant="default">
            {t('parties.edit')}
          </Button>
          <Button size="xs" variant="default" onClick={() => invite.mutate(undefined, { onError: fail })}>
            {t('parties.inviteFriends')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={async () => {
              if (
                await confirm({
                  title: t('parties.cancelParty'),
                  message: t('parties.cancelConfirm'),
                  confirmLabel: t('parties.cancelParty'),
                })
              )
                cancel.mutate('', { onError: fail });
            }}
          >
            {t('parties.cancelParty')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function PartyPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const party = usePartyQuery(slug);
  const when = useEventTime();
  return (
    <SitePage
      title={party.data?.title ?? t('parties.title')}
      query={party}
      resetKey={slug}
      breadcrumbs={[{ label: t('parties.title'), href: routeTo('parties') }]}
      data-testid="party-page"
    >
      {() => {
        const p = party.data!;
        return (
          <Stack gap="md">
            {p.cancelled ? (
              <Alert color="red" title={t('parties.cancelled')}>
                {p.cancelReason ?? ''}
              </Alert>
            ) : null}
            <Paper withBorder p="md" radius="md">
              <Stack gap={6}>
                <Text fw={600}>{when(p.startsAt, p.endsAt, p.timeZone)}</Text>
                <Text>
                  {p.place}
                  {p.address ? (
                    <>
                      {' · '}
                      <span data-testid="party-address">{p.address}</span>
                    </>
                  ) : (
                    <Text span c="dimmed" size="sm">
                      {' · '}
                      {t('parties.addressHidden')}
                    </Text>
                  )}
                </Text>
                {p.host ? (
                  <Text size="sm">
                    {t('parties.host')}{' '}
                    <Anchor component={Link} to={routeTo('profile-name', { name: p.host.name })}>
                      {p.host.name}
                    </Anchor>
                  </Text>
                ) : null}
                <Group gap={6}>
                  <Badge variant="light">{t(`parties.audience.${p.audience}`)}</Badge>
                  <Badge variant="outline" data-testid="party-going">
                    {p.capacity !== null
                      ? t('parties.goingOf', { going: p.going, capacity: p.capacity })
                      : t('parties.goingCount', { going: p.going })}
                  </Badge>
                  {p.waiting ? <Badge color="yellow">{t('parties.waitingCount', { n: p.waiting })}</Badge> : null}
                  {p.price ? <Badge color="gray">{p.price}</Badge> : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('parties.welcomeLine')}{' '}
                  {(['couples', 'women', 'men', 'others'] as const)
                    .filter((k) => p.welcome[k])
                    .map((k) => t(`parties.welcome.${k}`))
                    .join(', ')}
                </Text>
              </Stack>
            </Paper>
            {p.description ? <Text style={{ whiteSpace: 'pre-wrap' }}>{p.description}</Text> : null}
            <HostTools p={p} />
            {!p.cancelled ? <AttendBox p={p} /> : null}
            {p.viewer.attendance === 'approved' ? (
              <Anchor component={Link} to={routeTo('parties-slug-attendees', { slug: p.slug })}>
                {t('parties.whoComes')}
              </Anchor>
            ) : null}
          </Stack>
        );
      }}
    </SitePage>
  );
}

/** `/parties/view/{id}`: an old link by id goes to the party's page. */
export function PartyByIdPage() {
  const { id = '' } = useParams();
  const t = useT();
  const party = usePartyQuery(id);
  if (party.data) return <Navigate to={partyHref(party.data.slug)} replace />;
  return (
    <SitePage title={t('parties.title')} query={party}>
      {() => null}
    </SitePage>
  );
}

// ---------------------------------------------------------------------------------------------------------
// The guest list
// ---------------------------------------------------------------------------------------------------------

export function PartyAttendeesPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const party = usePartyQuery(slug);
  const isHost = party.data?.viewer.isHost ?? false;
  const list = useAttendees(slug, Boolean(party.data));
  const invitations = useInvitations(slug, isHost);
  const fail = useFailToast();
  const [code, setCode] = useState('');
  const approve = usePartyMutation((v: { member: string; approve: boolean }) =>
    partiesApi.approve(slug, v.member, v.approve),
  );
  const remove = usePartyMutation((member: string) => partiesApi.remove(slug, member));
  const checkIn = usePartyMutation(
    () => partiesApi.checkIn(slug, code),
    (a) => {
      toast.success(t('parties.checkedIn', { name: a.member.name }));
      setCode('');
    },
  );
  const failed = isApiRequestError(list.error);
  return (
    <SitePage
      title={t('parties.guestList')}
      text={party.data?.title}
      query={party}
      breadcrumbs={[
        { label: t('parties.title'), href: routeTo('parties') },
        ...(party.data ? [{ label: party.data.title, href: partyHref(party.data.slug) }] : []),
      ]}
    >
      {() => (
        <Stack gap="md">
          {failed ? <Alert color="yellow">{t('parties.guestListRefused')}</Alert> : null}
          {list.data ? (
            <Text fw={600}>
              {list.data.capacity !== null
                ? t('parties.goingOf', { going: list.data.going, capacity: list.data.capacity })
                : t('parties.goingCount', { going: list.data.going })}
            </Text>
          ) : null}
          {isHost ? (
            <Group align="flex-end">
              <TextInput
                label={t('parties.checkinLabel')}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
                maxLength={6}
                w={180}
              />
              <Button onClick={() => checkIn.mutate(undefined, { onError: fail })} disabled={code.length !== 6}>
                {t('parties.checkIn')}
              </Button>
            </Group>
          ) : null}
          {list.data && list.data.items.length === 0 ? <Text c="dimmed">{t('parties.noGuests')}</Text> : null}
          {list.data && list.data.items.length ? (
            <Table.ScrollContainer minWidth={480}>
              <Table data-testid="party-attendees">
                <Table.Tbody>
                  {list.data.items.map((a) => (
                    <Table.Tr key={a.member.id} data-testid="party-attendee">
                      <Table.Td>
                        <Anchor component={Link} to={routeTo('profile-name', { name: a.member.name })} fw={600}>
                          {a.member.name}
                        </Anchor>
                        {a.plusOnes ? ` +${a.plusOnes}` : ''}
                        {a.message ? (
                          <Text size="xs" c="dimmed">
                            {a.message}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          variant="light"
                          color={
                            a.status === 'approved'
                              ? 'green'
                              : a.status === 'waiting'
                                ? 'yellow'
                                : a.status === 'declined'
                                  ? 'red'
                                  : 'gray'
                          }
                        >
                          {t(`parties.badge.${a.status}`)}
                        </Badge>
                        {a.checkedIn ? <Badge ml={4}>{t('parties.checkedInBadge')}</Badge> : null}
                      </Table.Td>
                      {isHost ? (
                        <Table.Td>
                          <Group gap={4} justify="flex-end">
                            {a.status === 'pending' || a.status === 'waiting' ? (
                              <Button
                                size="compact-xs"
                                onClick={() =>
                                  approve.mutate({ member: a.member.id, approve: true }, { onError: fail })
                                }
                              >
                                {t('parties.approve')}
                              </Button>
                            ) : null}
                            {a.status === 'pending' ? (
                              <Button
                                size="compact-xs"
                                variant="default"
                                onClick={() =>
                                  approve.mutate({ member: a.member.id, approve: false }, { onError: fail })
                                }
                              >
                                {t('parties.decline')}
                              </Button>
                            ) : null}
                            {a.status === 'approved' || a.status === 'waiting' ? (
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                color="red"
                                onClick={() => remove.mutate(a.member.id, { onError: fail })}
                              >
                                {t('parties.remove')}
                              </Button>
                            ) : null}
                          </Group>
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
          {isHost && invitations.data?.items.length ? (
            <Stack gap={4}>
              <Title order={2} size="h5">
                {t('parties.invitationsSent')}
              </Title>
              {invitations.data.items.map((i) => (
                <Text key={i.id} size="sm">
                  {i.member.name} · {t(`parties.inviteStatus.${i.status}`)}
                </Text>
              ))}
            </Stack>
          ) : null}
        </Stack>
      )}
    </SitePage>
  );
}
