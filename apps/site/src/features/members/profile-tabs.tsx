import { NoteBody, ProfileUpdate, VouchBody, type MemberCard, type ProfileView } from '@community/contracts';
import { ABOUT_MAX_LENGTH, NOTE_MAX_LENGTH, VOUCH_MAX_LENGTH, VOUCH_MIN_LENGTH, type LookingFor } from '@community/domain';
import { RichContent, toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { useRouteName } from '../../shared/hooks/useRouteName';
import type { ProfileTab } from '../../shared/profile-tab';
import { memberListQuery, membersApi, membersKeys, ownProfileQuery, type MemberList } from './api';
import { aboutToHtml } from '../../shared/format';
import { EmptyNote } from '../../shared/layout/EmptyNote';
import { LookingForField } from './LookingForField';
import { MemberCardView } from './MemberCardView';
import { WallTab } from './WallTab';
import { MoreButton } from '../../shared/layout/MoreButton';
import { SectionHeading } from '../../shared/layout/SectionHeading';

/** Only the owner's edit tab needs the photo editor: its own chunk. */
const AvatarEditor = lazy(async () => ({ default: (await import('./AvatarEditor')).AvatarEditor }));

const errorText = (error: unknown, fallback: string) => (isApiRequestError(error) ? error.error.message : fallback);

function LookingForList({ values }: { values: readonly LookingFor[] }) {
  const t = useT();
  if (!values.length) return null;
  return (
    <Text size="sm">
      <strong>{t('members.lookingFor')}:</strong> {values.map((v) => t(`members.lookingFor.${v}`)).join(', ')}
    </Text>
  );
}

type AboutForm = z.input<typeof ProfileUpdate>;
const ABOUT_FIELDS = ['about', 'lookingFor'] as const;

/** The owner's about and looking-for form (`/profile/{name}/edit`). */
function EditAbout({ profile }: { profile: ProfileView }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const own = useQuery(ownProfileQuery());
  const form = useForm<AboutForm, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileUpdate),
    values: own.data ? { about: own.data.about, lookingFor: own.data.lookingFor } : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, ABOUT_FIELDS);
  const save = useMutation({
    mutationFn: membersApi.updateProfile,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: membersKeys.all });
      toast.success(t('members.saved'));
      void navigate(routeTo('profile-name', { name: profile.name }));
    },
    onError: showServerErrors,
  });
  if (!own.data) return null;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        <FormAlert errors={errors} />
        <Textarea label={t('members.about')} description={t('members.about.help')} rows={5} resize="vertical" maxLength={ABOUT_MAX_LENGTH} error={errors.about?.message} {...form.register('about')} />
        <LookingForField control={form.control} name="lookingFor" />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('members.save')}
          </Button>
          <Button component={Link} to={routeTo('profile-name', { name: profile.name })} variant="default">
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type NoteForm = z.input<typeof NoteBody>;
const BODY_FIELDS = ['body'] as const;

/** My private note about another member: only I ever see it. */
function PrivateNote({ profile }: { profile: ProfileView }) {
  const t = useT();
  const queryClient = useQueryClient();
  const note = useQuery({ queryKey: membersKeys.note(profile.name), queryFn: ({ signal }) => membersApi.note(profile.name, signal) });
  const form = useForm<NoteForm, unknown, z.output<typeof NoteBody>>({ resolver: zodResolver(NoteBody), values: { body: note.data?.body ?? '' } });
  const { errors, isDirty } = form.formState;
  const showServerErrors = useServerErrors(form.setError, BODY_FIELDS);
  const done = async (body: string) => {
    form.reset({ body });
    await queryClient.invalidateQueries({ queryKey: membersKeys.note(profile.name) });
  };
  const save = useMutation({ mutationFn: ({ body }: z.output<typeof NoteBody>) => membersApi.putNote(profile.name, body), onSuccess: (_saved, { body }) => done(body), onError: showServerErrors });
  const remove = useMutation({ mutationFn: () => membersApi.deleteNote(profile.name), onSuccess: () => done('') });
  return (
    <Stack gap="xs" data-testid="private-note">
      <SectionHeading title={t('members.note.title')} text={t('members.note.help')} order={3} size="md" />
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap="xs">
          <Textarea aria-label={t('members.note.title')} rows={2} resize="vertical" maxLength={NOTE_MAX_LENGTH} error={errors.body?.message ?? errors.root?.server?.message} {...form.register('body')} />
          <Group gap="xs">
            <Button type="submit" size="xs" disabled={!form.watch('body').trim() || !isDirty} loading={save.isPending}>
              {t('members.note.save')}
            </Button>
            {note.data ? (
              <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
                {t('members.note.delete')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function AboutTab({ profile }: { profile: ProfileView }) {
  const t = useT();
  const route = useRouteName();
  const self = profile.relation?.self ?? false;
  if (route === 'profile-name-edit' && self) {
    return (
      <Stack gap="xl">
        <Paper withBorder radius="md" p="lg">
          <Suspense fallback={null}>
            <AvatarEditor />
          </Suspense>
        </Paper>
        <EditAbout profile={profile} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {profile.about ? (
        <RichContent html={aboutToHtml(profile.about)} />
      ) : (
        <EmptyNote>{self ? t('members.about.emptyOwn') : t('members.about.empty', { name: profile.name })}</EmptyNote>
      )}
      <LookingForList values={profile.lookingFor} />
      {self ? (
        <Button component={Link} to={routeTo('profile-name-edit', { name: profile.name })} variant="light" w="fit-content">
          {t('members.editProfile')}
        </Button>
      ) : null}
      {profile.relation && !self ? <PrivateNote profile={profile} /> : null}
    </Stack>
  );
}

/** A keyset-paged list of a profile with a "show more" button. */
function PagedList<T>({ profile, list, render, empty }: { profile: ProfileView; list: MemberList; render: (item: T) => ReactNode; empty: string }) {
  const t = useT();
  const query = useInfiniteQuery(memberListQuery(profile.name, list));
  if (query.isError) return <EmptyNote testId="list-refused">{errorText(query.error, t('errors.unexpected'))}</EmptyNote>;
  if (!query.data) return null;
  const items = query.data.pages.flatMap((p) => p.items) as T[];
  if (!items.length) return <EmptyNote testId="list-empty">{empty}</EmptyNote>;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {items.map(render)}
      </SimpleGrid>
      <MoreButton list={query} w="fit-content">
        {t('members.showMore')}
      </MoreButton>
    </Stack>
  );
}

function FriendRequestsPanel() {
  const t = useT();
  const queryClient = useQueryClient();
  const requests = useQuery({ queryKey: membersKeys.requests, queryFn: ({ signal }) => membersApi.friendRequests(signal) });
  const answer = useMutation({
    mutationFn: ({ name, approve }: { name: string; approve: 0 | 1 }) => membersApi.answerFriend(name, approve),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
    onError: (e) => toast.error(errorText(e, t('errors.unexpected'))),
  });
  const received = requests.data?.received ?? [];
  if (!received.length) return null;
  return (
    <Stack gap="sm" data-testid="friend-requests">
      <Title order={3} fz="md">
        {t('members.requests.title')}
      </Title>
      {received.map((r) => (
        <MemberCardView
          key={r.member.id}
          member={r.member}
          actions={
            <Group gap="xs">
              <Button size="xs" onClick={() => answer.mutate({ name: r.member.name, approve: 1 })}>
                {t('members.friend.accept')}
              </Button>
              <Button size="xs" variant="default" onClick={() => answer.mutate({ name: r.member.name, approve: 0 })}>
                {t('members.friend.decline')}
              </Button>
            </Group>
          }
        />
      ))}
    </Stack>
  );
}

function FriendsTab({ profile }: { profile: ProfileView }) {
  const t = useT();
  if (!profile.lists.friends) return <EmptyNote testId="list-private">{t('members.friends.private', { name: profile.name })}</EmptyNote>;
  return (
    <Stack gap="lg">
      {profile.relation?.self ? <FriendRequestsPanel /> : null}
      <PagedList<MemberCard> profile={profile} list="friends" empty={t('members.friends.empty')} render={(m) => <MemberCardView key={m.id} member={m} />} />
    </Stack>
  );
}

function FollowsTab({ profile }: { profile: ProfileView }) {
  const t = useT();
  const [list, setList] = useState<'followers' | 'following'>('followers');
  if (!profile.lists.follows) return <EmptyNote testId="list-private">{t('members.follows.private', { name: profile.name })}</EmptyNote>;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Button size="xs" variant={list === 'followers' ? 'filled' : 'default'} onClick={() => setList('followers')}>
          {t('members.followers', { count: profile.counts.followers })}
        </Button>
        <Button size="xs" variant={list === 'following' ? 'filled' : 'default'} onClick={() => setList('following')}>
          {t('members.following', { count: profile.counts.following })}
        </Button>
      </Group>
      <PagedList<MemberCard> key={list} profile={profile} list={list} empty={t('members.follows.empty')} render={(m) => <MemberCardView key={m.id} member={m} />} />
    </Stack>
  );
}

type VouchForm = z.input<typeof VouchBody>;

/** Writing a vouch: the API's `VouchBody` (10 to 1000 characters) checks it here first. */
function VouchComposer({ profile }: { profile: ProfileView }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<VouchForm, unknown, z.output<typeof VouchBody>>({ resolver: zodResolver(VouchBody), defaultValues: { body: '' } });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, BODY_FIELDS);
  const vouch = useMutation({
    mutationFn: ({ body }: z.output<typeof VouchBody>) => membersApi.vouch(profile.name, body),
    onSuccess: async () => {
      form.reset();
      await queryClient.invalidateQueries({ queryKey: membersKeys.all });
    },
    onError: showServerErrors,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => vouch.mutate(values))}>
      <Stack gap="xs">
        <Textarea label={t('members.vouch.write', { name: profile.name })} rows={2} resize="vertical" maxLength={VOUCH_MAX_LENGTH} error={errors.body?.message ?? errors.root?.server?.message} {...form.register('body')} />
        <Button type="submit" size="xs" w="fit-content" disabled={form.watch('body').trim().length < VOUCH_MIN_LENGTH} loading={vouch.isPending}>
          {t('members.vouch.send')}
        </Button>
      </Stack>
    </form>
  );
}

function VouchesTab({ profile }: { profile: ProfileView }) {
  const t = useT();
  return (
    <Stack gap="lg">
      {profile.relation?.canVouch ? <VouchComposer profile={profile} /> : null}
      <PagedList<{ voucher: MemberCard; body: string; createdAt: string }>
        profile={profile}
        list="vouches"
        empty={t('members.vouches.empty')}
        render={(v) => <MemberCardView key={v.voucher.id} member={v.voucher} extra={<Text size="sm">“{v.body}”</Text>} />}
      />
    </Stack>
  );
}

function NotesTab({ profile }: { profile: ProfileView }) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Alert variant="light">{t('members.notes.intro')}</Alert>
      <PagedList<{ member: MemberCard; body: string }>
        profile={profile}
        list="notes"
        empty={t('members.notes.empty')}
        render={(n) => <MemberCardView key={n.member.id} member={n.member} extra={<Text size="sm">{n.body}</Text>} />}
      />
    </Stack>
  );
}

/** The members family's profile tabs (registered through the tab registry). */
export const profileTabs: readonly ProfileTab[] = [
  { route: 'profile-name', routes: ['profile-name-edit'], label: 'members.tab.about', order: 10, Component: AboutTab },
  { route: 'profile-name-post-id', label: 'members.tab.posts', order: 15, Component: WallTab },
  { route: 'profile-name-friends', label: 'members.tab.friends', order: 20, Component: FriendsTab },
  { route: 'profile-name-follows', label: 'members.tab.follows', order: 30, Component: FollowsTab },
  { route: 'profile-name-vouches', label: 'members.tab.vouches', order: 40, Component: VouchesTab },
  { route: 'profile-name-notes', label: 'members.tab.notes', order: 95, visible: (p) => p.relation?.self ?? false, Component: NotesTab },
];
