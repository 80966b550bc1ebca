import { AlbumInviteForm, type Album, type AlbumInvite, type ProfileView } from '@community/contracts';
import { toast, useConfirm } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { EmptyNote } from '../../shared/layout/EmptyNote';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { useRouteName } from '../../shared/hooks/useRouteName';
import { mediaApi, mediaKeys, type InviteBox } from './api';
import { AlbumFormModal } from './AlbumForm';
import { MediaList } from './MediaGrid';
import classes from './media.module.css';
import { pickMedia } from './store';
import { UploadPanel } from './UploadPanel';
import { MoreButton } from '../../shared/layout/MoreButton';
import { useKeysetPages } from '../../shared/api/useKeysetPages';

const errorText = (error: unknown, fallback: string) => (isApiRequestError(error) ? error.error.message : fallback);
const isUuid = (v: string | null): v is string => v !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** Runs an action, refreshes every media query, and toasts the outcome. */
function useMediaAction() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
    onError: (error) => toast.error(errorText(error, t('errors.unexpected'))),
  });
}

function VisibilityBadge({ album }: { album: Pick<Album, 'visibility'> }) {
  const t = useT();
  const colour = { public: 'green', members: 'blue', friends: 'grape', private: 'dark' }[album.visibility];
  return (
    <Badge color={colour} variant="light" size="sm">
      {t(`media.badge.${album.visibility}`)}
    </Badge>
  );
}

function useAllAlbums(owner: string) {
  return useKeysetPages(mediaKeys.albums(owner), (after, signal) => mediaApi.albums(owner, after, signal));
}

/** Accept/decline an invitation or withdraw a request, from inside an album. */
function AlbumAccessActions({ album, compact = false }: { album: Album; compact?: boolean }) {
  const t = useT();
  const act = useMediaAction();
  const size = compact ? 'compact-sm' : 'sm';
  switch (album.access) {
    case 'locked':
      return (
        <Button size={size} fullWidth={compact} onClick={() => act.mutate(() => mediaApi.requestAccess(album.id), { onSuccess: () => toast.success(t('media.album.requested', { name: album.ownerName })) })} loading={act.isPending}>
          {t('media.album.requestAccess')}
        </Button>
      );
    case 'request-pending':
      return (
        <Group gap="sm">
          <Text size={compact ? 'xs' : 'sm'}>{t('media.album.requested', { name: album.ownerName })}</Text>
          {album.inviteId ? (
            <Button size={compact ? 'compact-xs' : 'xs'} variant="default" onClick={() => act.mutate(() => mediaApi.decline(album.inviteId!))} loading={act.isPending}>
              {t('media.album.cancelRequest')}
            </Button>
          ) : null}
        </Group>
      );
    case 'invite-pending':
      return (
        <Group gap="sm">
          <Text size={compact ? 'xs' : 'sm'}>{t('media.album.invited', { name: album.ownerName })}</Text>
          {album.inviteId ? (
            <>
              <Button size="xs" onClick={() => act.mutate(() => mediaApi.accept(album.inviteId!))} loading={act.isPending}>
                {t('media.album.accept')}
              </Button>
              <Button size="xs" variant="default" onClick={() => act.mutate(() => mediaApi.decline(album.inviteId!))} loading={act.isPending}>
                {t('media.album.decline')}
              </Button>
            </>
          ) : null}
        </Group>
      );
    default:
      return null;
  }
}

/** Drawn, not emoji: phones and servers without an emoji font would show a box. */
function LockIcon() {
  return (
    <svg width="44" height="44" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

function PhotoIcon() {
  return (
    <svg width="44" height="44" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="M21 16l-5-5-9 8" />
    </svg>
  );
}

function AlbumCard({ album, profile }: { album: Album; profile: ProfileView }) {
  const t = useT();
  const to = routeTo('profile-name-media', { name: profile.name }, { album: album.id });
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} data-testid="album-card">
      <Link to={to} aria-label={album.name} style={{ display: 'block' }}>
        {album.cover ? (
          <img className={classes.albumCover} src={album.cover} alt="" loading="lazy" />
        ) : (
          <div className={classes.albumLocked} aria-hidden>
            {album.access === 'owner' || album.access === 'open' || album.access === 'invited' ? <PhotoIcon /> : <LockIcon />}
          </div>
        )}
      </Link>
      <Stack gap={4} p="sm">
        <Anchor component={Link} to={to} fw={600} lineClamp={1}>
          {album.name}
        </Anchor>
        <Group gap={6}>
          <VisibilityBadge album={album} />
          <Text size="xs" c="dimmed">
            {t.count('media.album.count', album.itemCount)}
          </Text>
        </Group>
        {album.access !== 'owner' && album.access !== 'open' && album.access !== 'invited' ? <AlbumAccessActions album={album} compact /> : null}
      </Stack>
    </Paper>
  );
}

function AlbumsView({ profile, self }: { profile: ProfileView; self: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const list = useAllAlbums(profile.name);
  const albums = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="md" data-testid="media-albums">
      {self ? (
        <Button onClick={() => setCreating(true)} style={{ alignSelf: 'flex-start' }}>
          {t('media.album.new')}
        </Button>
      ) : null}
      {list.isError ? <Alert color="red">{t('media.loadFailed')}</Alert> : null}
      {list.isPending ? <Text c="dimmed">{t('common.loading')}</Text> : null}
      {list.isSuccess && !albums.length ? (
        <Text c="dimmed" data-testid="albums-empty">
          {self ? t('media.album.empty.mine') : t('media.album.empty.theirs', { name: profile.name })}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {albums.map((a) => (
          <AlbumCard key={a.id} album={a} profile={profile} />
        ))}
      </SimpleGrid>
      <MoreButton list={list} style={{ alignSelf: 'center' }}>
        {t('media.more')}
      </MoreButton>
      <AlbumFormModal
        opened={creating}
        onDone={(album) => {
          setCreating(false);
          setCreated(album?.id ?? null);
        }}
        onClosed={() => {
          if (created) void navigate(routeTo('profile-name-media', { name: profile.name }, { album: created }));
        }}
      />
    </Stack>
  );
}

const INVITE_FIELDS = ['name'] as const;

/** The owner's invitation form and the list of who else may see a closed album. */
function AlbumSharing({ album }: { album: Album }) {
  const t = useT();
  const act = useMediaAction();
  const queryClient = useQueryClient();
  const form = useForm<AlbumInviteForm>({ resolver: zodResolver(AlbumInviteForm), defaultValues: { name: '' } });
  const error = form.formState.errors.name?.message ?? form.formState.errors.root?.server?.message;
  const showServerErrors = useServerErrors(form.setError, INVITE_FIELDS);
  const invite = useMutation({
    mutationFn: ({ name }: AlbumInviteForm) => mediaApi.invite(album.id, name),
    onSuccess: async (_invite, { name }) => {
      toast.success(t('media.album.inviteSent', { name }));
      form.reset();
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    },
    onError: showServerErrors,
  });
  const granted = useQuery({ queryKey: mediaKeys.invites('granted'), queryFn: ({ signal }) => mediaApi.invites('granted', undefined, signal) });
  const sent = useQuery({ queryKey: mediaKeys.invites('sent'), queryFn: ({ signal }) => mediaApi.invites('sent', undefined, signal) });
  const people = [...(granted.data?.items ?? []), ...(sent.data?.items ?? []).filter((i) => i.kind === 'invite')].filter((i) => i.album.id === album.id);
  if (album.visibility !== 'friends' && album.visibility !== 'private') {
    return (
      <Text size="sm" c="dimmed">
        {t('media.album.inviteOpen')}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" data-testid="album-sharing">
      <Stack gap="sm">
        <form noValidate onSubmit={form.handleSubmit((values) => invite.mutate(values))}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('media.album.invite')}
              placeholder={t('media.album.inviteName')}
              {...form.register('name', { onChange: () => form.clearErrors() })}
              error={error}
              maxLength={30}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={invite.isPending} mb={error ? 22 : 0}>
              {t('media.album.inviteSend')}
            </Button>
          </Group>
        </form>
        <Text fw={600} size="sm">
          {t('media.album.access')}
        </Text>
        {people.length ? (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {people.map((p) => (
              <li key={p.id}>
                <Group justify="space-between" gap="xs">
                  <Group gap={6}>
                    <Anchor component={Link} to={routeTo('profile-name', { name: p.memberName })} size="sm">
                      {p.memberName}
                    </Anchor>
                    {p.status === 'pending' ? (
                      <Badge size="xs" color="yellow" variant="light">
                        {t('media.invites.sent')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => act.mutate(() => mediaApi.decline(p.id))}>
                    {t('media.album.revoke')}
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('media.album.accessNone')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function AlbumView({ profile, albumId }: { profile: ProfileView; albumId: string }) {
  const t = useT();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const act = useMediaAction();
  const query = useQuery({ queryKey: mediaKeys.album(albumId), queryFn: ({ signal }) => mediaApi.album(albumId, signal), retry: false });
  const back = (
    <Anchor component={Link} to={routeTo('profile-name-media-albums', { name: profile.name })} size="sm">
      ‹ {t('media.album.back')}
    </Anchor>
  );
  if (query.isError || (query.data && query.data.ownerName !== profile.name)) {
    return (
      <Stack gap="sm">
        {back}
        <Alert color="gray" data-testid="album-missing">
          {t('media.album.notFound')}
        </Alert>
      </Stack>
    );
  }
  if (!query.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const album = query.data;
  const owner = album.access === 'owner';
  const open = owner || album.access === 'open' || album.access === 'invited';
  return (
    <Stack gap="md" data-testid="media-album">
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3}>{album.name}</Title>
            <VisibilityBadge album={album} />
          </Group>
          <Text size="sm" c="dimmed">
            {t.count('media.album.count', album.itemCount)}
          </Text>
          {album.description ? <Text style={{ whiteSpace: 'pre-wrap' }}>{album.description}</Text> : null}
        </Stack>
        {owner ? (
          <Group gap="xs">
            <Button
              variant="default"
              loading={act.isPending}
              onClick={async () => {
                // The media picker (SPEC 3): tick any of my photos and videos, in other albums or none, to move here.
                const picked = await pickMedia({ type: 'all', showAdult: true, showPrivate: true, includeMisc: true, title: t('media.album.addFromMine') });
                const ids = (picked ?? []).flatMap((p) => (p.kind === 'media' && p.item.albumId !== album.id ? [p.item.id] : []));
                if (!ids.length) return;
                act.mutate(async () => Promise.all(ids.map((id) => mediaApi.update(id, { albumId: album.id }))), {
                  onSuccess: () => toast.success(t.count('media.album.added', ids.length)),
                });
              }}
            >
              {t('media.album.addFromMine')}
            </Button>
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('media.album.edit')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              onClick={async () => {
                if (await confirm({ title: t('media.album.deleteConfirm', { name: album.name }), message: t('media.album.deleteText'), confirmLabel: t('media.album.delete'), danger: true })) {
                  act.mutate(() => mediaApi.removeAlbum(album.id), {
                    onSuccess: () => {
                      toast.success(t('media.album.deleted'));
                      void navigate(routeTo('profile-name-media-albums', { name: profile.name }));
                    },
                  });
                }
              }}
            >
              {t('media.album.delete')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {!open ? (
        <Paper withBorder radius="md" p="lg" data-testid="album-locked">
          <Stack gap="sm" align="flex-start">
            <Text>{t('media.album.locked')}</Text>
            <AlbumAccessActions album={album} />
          </Stack>
        </Paper>
      ) : (
        <>
          {owner ? <UploadPanel albumId={album.id} /> : null}
          {owner ? <AlbumSharing album={album} /> : null}
          <MediaList
            queryKey={mediaKeys.list(profile.name, album.id)}
            load={(after, signal) => mediaApi.list({ owner: profile.name, album: album.id }, after, signal)}
            empty={t('media.empty.album')}
            showStatus={owner}
          />
        </>
      )}
      {owner ? <AlbumFormModal opened={editing} album={album} onDone={() => setEditing(false)} /> : null}
    </Stack>
  );
}

function PhotosView({ profile, self }: { profile: ProfileView; self: boolean }) {
  const t = useT();
  const albums = useAllAlbums(profile.name);
  return (
    <Stack gap="md" data-testid="media-photos">
      {self ? <UploadPanel albums={albums.data?.pages.flatMap((p) => p.items) ?? []} /> : null}
      <MediaList
        queryKey={mediaKeys.list(profile.name)}
        load={(after, signal) => mediaApi.list({ owner: profile.name }, after, signal)}
        empty={self ? t('media.empty.mine') : t('media.empty.theirs', { name: profile.name })}
        showStatus={self}
      />
    </Stack>
  );
}

function inviteText(t: ReturnType<typeof useT>, i: AlbumInvite, box: InviteBox, me: string): string {
  const vars = { owner: i.album.ownerName, album: i.album.name, member: i.memberName };
  if (box === 'received') return i.kind === 'invite' ? t('media.invites.invite', vars) : t('media.invites.request', vars);
  if (box === 'sent') return i.kind === 'invite' ? t('media.invites.sentInvite', vars) : t('media.invites.sentRequest', vars);
  return i.album.ownerName === me ? t('media.invites.grantedOwn', vars) : t('media.invites.grantedOther', vars);
}

function InviteBoxList({ box, me, title }: { box: InviteBox; me: string; title: string }) {
  const t = useT();
  const act = useMediaAction();
  const list = useKeysetPages(mediaKeys.invites(box), (after, signal) => mediaApi.invites(box, after, signal));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const row = (i: AlbumInvite): ReactNode => (
    <li key={i.id} data-testid={`invite-${box}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" style={{ flex: 1, minWidth: 200 }}>
          {inviteText(t, i, box, me)}
        </Text>
        <Group gap={6}>
          {i.canAccept ? (
            <Button size="compact-sm" onClick={() => act.mutate(() => mediaApi.accept(i.id))}>
              {i.kind === 'invite' ? t('media.album.accept') : t('media.invites.grant')}
            </Button>
          ) : null}
          {box === 'granted' || (box === 'received' && i.kind === 'invite') ? (
            <Button size="compact-sm" variant="subtle" component={Link} to={routeTo('profile-name-media', { name: i.album.ownerName }, { album: i.album.id })}>
              {t('media.invites.view')}
            </Button>
          ) : null}
          <Button size="compact-sm" variant="default" onClick={() => act.mutate(() => mediaApi.decline(i.id))}>
            {box === 'received' ? (i.kind === 'invite' ? t('media.album.decline') : t('media.invites.refuse')) : box === 'sent' ? t('media.invites.withdraw') : t('media.album.revoke')}
          </Button>
        </Group>
      </Group>
    </li>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} fz="md">
          {title}
        </Title>
        {list.isError ? <Alert color="red">{t('media.loadFailed')}</Alert> : null}
        {list.isSuccess && !items.length ? (
          <Text size="sm" c="dimmed">
            {t('media.invites.empty')}
          </Text>
        ) : null}
        <Stack gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map(row)}
        </Stack>
        <MoreButton list={list} size="xs">
          {t('media.more')}
        </MoreButton>
      </Stack>
    </Paper>
  );
}

function InvitesView({ profile, self }: { profile: ProfileView; self: boolean }) {
  const t = useT();
  if (!self) {
    return (
      <EmptyNote>{t('media.invites.ownOnly', { name: profile.name })}</EmptyNote>
    );
  }
  return (
    <Stack gap="md" data-testid="media-invites">
      <InviteBoxList box="received" me={profile.name} title={t('media.invites.received')} />
      <InviteBoxList box="sent" me={profile.name} title={t('media.invites.sent')} />
      <InviteBoxList box="granted" me={profile.name} title={t('media.invites.granted')} />
    </Stack>
  );
}

/**
 * The media tab of `/profile/{name}`: photos (`/media`, one album with `?album=`), albums (`/media/albums`)
 * and, on one's own profile, album invitations (`/media/invites`).
 */
export function ProfileMedia({ profile }: { profile: ProfileView }) {
  const t = useT();
  const route = useRouteName();
  const [params] = useSearchParams();
  const self = Boolean(profile.relation?.self);
  const album = params.get('album');
  const section = route === 'profile-name-media-albums' ? 'albums' : route === 'profile-name-media-invites' ? 'invites' : 'photos';
  const links = [
    { key: 'photos', label: t('media.tab.photos'), to: routeTo('profile-name-media', { name: profile.name }) },
    { key: 'albums', label: t('media.tab.albums'), to: routeTo('profile-name-media-albums', { name: profile.name }) },
    ...(self ? [{ key: 'invites', label: t('media.tab.invites'), to: routeTo('profile-name-media-invites', { name: profile.name }) }] : []),
  ];
  const current = section === 'photos' && album ? 'albums' : section;
  return (
    <Stack gap="md">
      <Group gap="xs" component="nav" aria-label={t('members.tab.media')}>
        {links.map((l) => (
          <Button key={l.key} component={Link} to={l.to} size="xs" radius="xl" variant={current === l.key ? 'filled' : 'default'} aria-current={current === l.key ? 'page' : undefined}>
            {l.label}
          </Button>
        ))}
      </Group>
      {section === 'albums' ? (
        <AlbumsView profile={profile} self={self} />
      ) : section === 'invites' ? (
        <InvitesView profile={profile} self={self} />
      ) : isUuid(album) ? (
        <AlbumView key={album} profile={profile} albumId={album} />
      ) : (
        <PhotosView profile={profile} self={self} />
      )}
    </Stack>
  );
}
