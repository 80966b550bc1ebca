import { ChatComposerForm, type ChatMember, type ChatRoom, type MediaItem, type ModerationRequest } from '@community/contracts';
import { totalUnread } from '@community/domain';
import { BrandLogo, SiteModal } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Anchor, Badge, Button, Center, CloseButton, Group, Loader, Menu, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { useAuth } from '../../shared/auth/useAuth';
import { useSite } from '../../shared/boot/boot-context';
import { isApiRequestError } from '../../shared/api/errors';
import { pickMedia } from '../media';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { chatApi, chatAuthQuery, chatSettingsQuery } from './api';
import classes from './chat.module.css';
import { ChatSettingsDialog, CreateRoomDialog, ReportMessageDialog, RoomOptionsDialog, RulesDialog, SecretDialog } from './dialogs';
import { MemberList, MOD_CHOICES } from './MemberList';
import { MessageLine } from './MessageLine';
import { RoomList } from './RoomList';
import { useChat, type UseChat } from './useChat';

type ComposerValues = { body: string };
type ComposerLine = z.output<typeof ChatComposerForm>;
const checkLine = zodResolver(ChatComposerForm);
/** The composer checks the line it would send: the text typed with the photo attached (the form's context). */
const lineResolver: Resolver<ComposerValues, { media?: string }, ComposerLine> = (values, context, options) =>
  checkLine({ ...values, media: context?.media }, context, options as never) as ReturnType<Resolver<ComposerValues, { media?: string }, ComposerLine>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The line editor: Enter sends, Shift+Enter breaks the line. Where the tab takes photos (a room that allows
 * images, or a private chat), one of my approved photos can go with the text or alone (the server checks the same).
 */
function Composer({ onSend, disabled, slowModeSeconds, canAttach }: { onSend: (body: string, photo: MediaItem | null) => Promise<boolean>; disabled: boolean; slowModeSeconds: number; canAttach: boolean }) {
  const t = useT();
  const [photo, setPhoto] = useState<MediaItem | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const attached = canAttach ? photo : null;
  const form = useForm<ComposerValues, { media?: string }, ComposerLine>({ resolver: lineResolver, context: { media: attached?.id }, defaultValues: { body: '' } });
  const { isSubmitting } = form.formState;
  const canSend = ChatComposerForm.safeParse({ body: form.watch('body'), media: attached?.id }).success;
  const send = form.handleSubmit(async ({ body }) => {
    if (await onSend(body, attached)) {
      form.reset();
      setPhoto(null);
    }
  });
  const attach = async () => {
    const picked = await pickMedia({ type: 'image', emitSelectedOnClick: true, showPrivate: true, title: t('chat.composer.attachTitle') });
    const first = picked?.[0];
    if (!first || first.kind !== 'media') return;
    if (first.item.status !== 'approved' || first.item.processing !== 'ready') {
      setPhotoError(t('chat.composer.photoPending'));
      return;
    }
    setPhotoError(null);
    setPhoto(first.item);
  };
  return (
    <div className={classes.composer}>
      {attached ? (
        <Group gap="xs" wrap="nowrap" mb={6} data-testid="chat-composer-photo">
          <img src={attached.sizes.small} alt={attached.description || t('chat.photo')} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 6 }} />
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setPhoto(null)}>
            {t('chat.composer.removePhoto')}
          </Button>
        </Group>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {canAttach ? (
          <ActionIcon variant="subtle" size="lg" aria-label={t('chat.composer.attach')} title={t('chat.composer.attach')} disabled={disabled} onClick={() => void attach()}>
            📷
          </ActionIcon>
        ) : null}
        <Textarea
          style={{ flex: 1 }}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={1000}
          aria-label={t('chat.composer.label')}
          placeholder={t('chat.composer.placeholder')}
          disabled={disabled}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              if (!isSubmitting) void send();
            }
          }}
          {...form.register('body')}
        />
        <Button onClick={() => void send()} loading={isSubmitting} disabled={disabled || !canSend}>
          {t('chat.composer.send')}
        </Button>
      </Group>
      {photoError ? (
        <Text size="xs" c="red" mt={4} role="alert">
          {photoError}
        </Text>
      ) : null}
      {slowModeSeconds > 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t('chat.slowModeOn', { seconds: slowModeSeconds })}
        </Text>
      ) : null}
    </div>
  );
}

function Lines({ chat, tabId, hideBlocked, showImages, compact, classic, onReport, onNick }: { chat: UseChat; tabId: string; hideBlocked: boolean; showImages: boolean; compact: boolean; classic: boolean; onReport: (id: string) => void; onNick: (m: ChatMember | null, nick: string, id: string) => void }) {
  const t = useT();
  const tab = chat.store.tabs.tabs.find((x) => x.id === tabId);
  const blocked = useMemo(() => new Set(chat.store.rooms[tabId]?.blocked ?? []), [chat.store.rooms, tabId]);
  const ref = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const messages = tab?.messages ?? [];
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [messages.length, tabId]);
  const shown = messages.filter((m) => !(hideBlocked && blocked.has(m.from.id)));
  return (
    <div
      className={classes.lines}
      ref={ref}
      onScroll={(e) => {
        const el = e.currentTarget;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
      role="log"
      aria-live="polite"
      aria-label={tab?.name}
      data-testid="chat-lines"
    >
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {tab?.type === 'private' ? t('chat.privateEmpty', { nick: tab.name }) : t('chat.roomEmpty')}
        </Text>
      ) : null}
      {shown.map((m) => (
        <MessageLine
          key={m.id}
          message={m}
          myNick={tab?.self ?? ''}
          mine={m.from.id === chat.me.id}
          blocked={blocked.has(m.from.id)}
          showImages={showImages}
          compact={compact}
          classic={classic}
          onReport={() => onReport(m.id)}
          onNick={m.from.id === chat.me.id ? undefined : () => onNick(tab?.members.find((x) => x.id === m.from.id) ?? null, m.from.nick, m.from.id)}
        />
      ))}
    </div>
  );
}

/** The chat's top bar: the site's logo (home) and the title, then whatever the screen adds. */
function ChatTopbar({ children }: { children?: ReactNode }) {
  const t = useT();
  const site = useSite();
  return (
    <header className={classes.topbar}>
      <Anchor component={Link} to="/" aria-label={t('common.goHome')}>
        <BrandLogo src={site.brand.logo} src2x={site.brand.logo2x} alt={site.brand.alt} height={28} />
      </Anchor>
      <Title order={1} size="h4">
        {t('chat.title')}
      </Title>
      {children}
    </header>
  );
}

const REMOVED_KEYS = { kick: 'chat.removed.kick', ban: 'chat.removed.ban', closed: 'chat.removed.closed' } as const;

/**
 * Shown instead of the chat screen when `xmpp/auth` says I may not chat now (e-mail address not confirmed,
 * account suspended): the reason and the way out, rather than a screen whose every join is refused.
 */
function ChatGate({ reason }: { reason: 'unconfirmed' | 'unavailable' }) {
  const t = useT();
  usePageTitle(t('chat.title'));
  return (
    <div className={classes.screen} data-testid="chat-gate" data-reason={reason}>
      <ChatTopbar />
      <Stack align="center" justify="center" flex={1} p="xl" gap="sm" maw={520} mx="auto">
        <Title order={2} size="h3" ta="center">
          {t(`chat.gate.${reason}.title`)}
        </Title>
        <Text c="dimmed" ta="center">
          {t(`chat.gate.${reason}.text`)}
        </Text>
        {reason === 'unconfirmed' ? (
          <Button component={Link} to={routeTo('confirm')}>
            {t('chat.gate.unconfirmed.action')}
          </Button>
        ) : null}
        <Anchor component={Link} to={routeTo('chat-rules')} size="sm">
          {t('chat.rules.read')}
        </Anchor>
      </Stack>
    </div>
  );
}

/**
 * `/chat` and `/new-chat`: asks `xmpp/auth` whether I may chat before entering any room (a member who may not
 * sees the reason, not a screen of refused joins). If the question itself fails, the chat screen opens anyway:
 * the socket applies the same rule on every join.
 */
export function ChatPage() {
  const t = useT();
  const auth = useQuery(chatAuthQuery());
  if (auth.isPending) {
    return (
      <Center h="100dvh" data-testid="chat-auth-loading">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (auth.data && !auth.data.canChat && auth.data.reason) return <ChatGate reason={auth.data.reason} />;
  return <ChatScreen />;
}

/**
 * The chat screen (SPEC 2): room list with live counts, room tabs and private-chat tabs in one strip, the
 * subject, members, room options, create room, moderation, rules, settings and nickname dialogs. `?room=`
 * enters a room (the `/chat/enter` redirect and shared links land here).
 */
function ChatScreen() {
  const t = useT();
  const site = useSite();
  const { profile } = useAuth();
  const me = profile?.member;
  const settings = useQuery(chatSettingsQuery());
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<null | 'create' | 'settings' | 'nick' | 'rules'>(null);
  const [optionsFor, setOptionsFor] = useState<string | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const [secretFor, setSecretFor] = useState<{ id: string; name: string; error: string | null } | null>(null);
  const [showRooms, setShowRooms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [membersOpen, setMembersOpen] = useState(false);

  const onRemoved = useCallback((roomId: string, reason: string, until: string | null) => {
    setError(t(REMOVED_KEYS[reason as keyof typeof REMOVED_KEYS] ?? 'chat.removed.kick', { until: until ? new Date(until).toLocaleString() : '' }));
    void roomId;
  }, [t]);
  const chat = useChat({ memberId: me?.id ?? '', name: me?.name ?? '', settings: settings.data, onRemoved });
  const { store } = chat;
  const selected = store.tabs.tabs.find((x) => x.id === store.tabs.selected) ?? null;
  const facts = selected ? store.rooms[selected.id] : undefined;
  const unread = totalUnread(store.tabs);
  usePageTitle(unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${t('chat.title')}` : t('chat.title'));

  const enter = useCallback(
    async (room: { id: string; name: string }, secret?: string) => {
      setShowRooms(false);
      if (store.tabs.tabs.some((x) => x.id === room.id)) {
        chat.select(room.id);
        return;
      }
      const ack = await chat.join(room.id, secret);
      if (ack.ok) {
        setSecretFor(null);
        setError(null);
      } else if (ack.code === 'secret') {
        setSecretFor({ id: room.id, name: room.name, error: secret !== undefined ? ack.message : null });
      } else {
        setError(ack.message);
      }
    },
    [chat, store.tabs.tabs],
  );

  // `?room=<id>` enters that room once the socket is up (a link, /chat/enter); the URL then follows the
  // selected room tab, and those updates of ours do not enter anything again (a kicked member stays out).
  const wanted = params.get('room');
  const online = store.tabs.status === 'online';
  const ownUrl = useRef<string | null>(null);
  const enterWanted = useEffectEvent((id: string) => void enter({ id, name: '' }));
  useEffect(() => {
    if (!online || !wanted || !UUID.test(wanted) || wanted === ownUrl.current) return;
    ownUrl.current = wanted;
    enterWanted(wanted);
    // Only when the wanted room or the connection changes.
  }, [online, wanted]);
  const selectedId = selected?.id;
  const followSelected = useEffectEvent(() => {
    const id = selected?.type === 'room' ? selected.id : null;
    if (id && id !== wanted) {
      ownUrl.current = id;
      setParams({ room: id }, { replace: true });
    }
  });
  // Only when the selected tab changes.
  useEffect(() => {
    followSelected();
  }, [selectedId]);

  const moderate = useMutation({
    mutationFn: ({ roomId, req }: { roomId: string; req: ModerationRequest; nick: string }) => chatApi.moderate(roomId, req),
    // The moderator sees what was done (a silence or an appointment changes nothing else on their screen).
    onSuccess: (_room, { roomId, req, nick }) => {
      const choice = MOD_CHOICES.find((c) => c.action === req.action && (c.minutes ?? null) === (req.minutes ?? null));
      if (choice) chat.notify(roomId, `✓ ${nick}: ${t(`chat.mod.${choice.key}`)}`);
    },
    onError: (err) => setError(isApiRequestError(err) ? err.error.message : t('errors.unexpected')),
  });
  const closeRoom = useMutation({ mutationFn: (id: string) => chatApi.close(id), onError: (err) => setError(isApiRequestError(err) ? err.error.message : t('errors.unexpected')) });

  const send = async (body: string, photo: MediaItem | null): Promise<boolean> => {
    if (!selected) return false;
    const ack = await chat.say(selected.id, body, photo?.id);
    if (!ack.ok) chat.notify(selected.id, ack.message);
    return ack.ok;
  };
  const openPrivate = (id: string, nick: string, name: string, colour: number) => chat.openPrivate({ id, nick, name, colour });

  const s = settings.data;
  const hideBlocked = s?.viewHideBlocked ?? true;
  const showImages = selected?.type === 'private' ? (s?.imgPms ?? true) : Boolean(selected?.detail.images) && (s?.imgRooms ?? true);
  const notices = store.notices.filter((n) => n.tabId === null || n.tabId === selected?.id).slice(-2);
  const activeIds = useMemo(() => new Set(store.tabs.tabs.map((x) => x.id)), [store.tabs.tabs]);
  const memberList =
    selected?.type === 'room' && facts ? (
      <MemberList
        members={selected.members}
        meId={chat.me.id}
        myRank={facts.myRank}
        blocked={new Set(facts.blocked)}
        hideBlocked={hideBlocked}
        onPrivate={(m) => {
          setMembersOpen(false);
          openPrivate(m.id, m.nick, m.name, m.colour);
        }}
        onModerate={(m, req) => moderate.mutate({ roomId: selected.id, req: { ...req, memberId: m.id }, nick: m.nick })}
      />
    ) : null;
  const statusColour = { init: 'gray', connecting: 'yellow', online: 'teal', offline: 'red' }[store.tabs.status];

  return (
    <div className={classes.screen} data-testid="chat-screen" data-status={store.tabs.status}>
      <ChatTopbar>
        <Badge color={statusColour} variant="dot" data-testid="chat-status">
          {t(`chat.status.${store.tabs.status}`)}
        </Badge>
        <Group gap={6} ml="auto">
          <Button size="compact-sm" variant="subtle" hiddenFrom="sm" onClick={() => setShowRooms((v) => !v)} aria-expanded={showRooms}>
            {t('chat.rooms')}
          </Button>
          <Group gap={6} visibleFrom="sm">
            <Button size="compact-sm" variant="subtle" onClick={() => setDialog('nick')} data-testid="nick-button">
              {t('chat.nick.button', { nick: chat.me.nick })}
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => setDialog('settings')}>
              {t('chat.settings.title')}
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => setDialog('rules')}>
              {t('chat.rules.title')}
            </Button>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" hiddenFrom="sm" aria-label={t('common.openMenu')}>
                ☰
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setDialog('nick')}>{t('chat.nick.button', { nick: chat.me.nick })}</Menu.Item>
              <Menu.Item onClick={() => setDialog('settings')}>{t('chat.settings.title')}</Menu.Item>
              <Menu.Item onClick={() => setDialog('rules')}>{t('chat.rules.title')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </ChatTopbar>
      <div className={classes.body}>
        <aside className={classes.rooms} data-hidden-mobile={(!showRooms && store.tabs.tabs.length > 0) || undefined} aria-label={t('chat.rooms')}>
          <RoomList activeIds={activeIds} onOpen={(r: ChatRoom) => void enter(r)} onCreate={() => setDialog('create')} />
        </aside>
        <main className={classes.main} data-hidden-mobile={(showRooms || store.tabs.tabs.length === 0) || undefined}>
          <div className={classes.tabbar} role="tablist" aria-label={t('chat.tabs')}>
            {store.tabs.tabs.map((x) => (
              <div key={x.id} className={classes.tab} data-selected={x.id === store.tabs.selected || undefined} data-testid="chat-tab" data-type={x.type}>
                <span role="tab" aria-selected={x.id === store.tabs.selected} tabIndex={0} onClick={() => chat.select(x.id)} onKeyDown={(e) => (e.key === 'Enter' ? chat.select(x.id) : undefined)}>
                  {x.type === 'private' ? '✉ ' : '# '}
                  {x.name}
                </span>
                {x.unread > 0 ? (
                  <Badge size="xs" color="red" circle={x.unread < 10} data-testid="tab-unread">
                    {x.unread > 99 ? '99+' : x.unread}
                  </Badge>
                ) : null}
                <CloseButton size="xs" aria-label={t('chat.closeTab', { name: x.name })} onClick={() => chat.leave(x.id)} />
              </div>
            ))}
          </div>
          {error ? (
            <Alert color="orange" variant="light" m="xs" withCloseButton onClose={() => setError(null)} role="alert" data-testid="chat-error">
              {error}
            </Alert>
          ) : null}
          {selected ? (
            <>
              <Group px="md" py={6} gap="xs" justify="space-between" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={700} truncate>
                    {selected.type === 'private' ? t('chat.privateWith', { nick: selected.name }) : selected.name}
                  </Text>
                  {selected.type === 'room' ? (
                    <Text size="xs" c="dimmed" truncate data-testid="chat-subject">
                      {selected.subject || t('chat.noSubject')}
                    </Text>
                  ) : null}
                </Stack>
                {selected.type === 'room' && facts ? (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" aria-label={t('chat.options.title')}>
                        ⚙
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item hiddenFrom="sm" onClick={() => setMembersOpen(true)}>
                        {t('chat.members', { count: selected.members.length })}
                      </Menu.Item>
                      {facts.myRank !== 'member' ? <Menu.Item onClick={() => setOptionsFor(selected.id)}>{t('chat.options.title')}</Menu.Item> : null}
                      <Menu.Item onClick={() => setDialog('rules')}>{t('chat.rules.title')}</Menu.Item>
                      <Menu.Item onClick={() => chat.leave(selected.id)}>{t('chat.leave')}</Menu.Item>
                      {facts.myRank === 'owner' || facts.myRank === 'staff' ? (
                        <Menu.Item color="red" onClick={() => closeRoom.mutate(selected.id)}>
                          {t('chat.closeRoom')}
                        </Menu.Item>
                      ) : null}
                    </Menu.Dropdown>
                  </Menu>
                ) : null}
              </Group>
              {notices.map((n) => (
                <Text key={n.at} size="xs" c="orange.8" px="md" py={2} role="status" data-testid="chat-notice">
                  {n.text}
                </Text>
              ))}
              <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
                <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
                  <Lines
                    chat={chat}
                    tabId={selected.id}
                    hideBlocked={hideBlocked}
                    showImages={showImages}
                    compact={s?.viewCompact ?? false}
                    classic={s?.viewClassic ?? false}
                    onReport={setReporting}
                    onNick={(m, nick, id) => openPrivate(id, nick, m?.name ?? nick, m?.colour ?? 1)}
                  />
                  <Composer
                    onSend={send}
                    disabled={store.tabs.status !== 'online'}
                    slowModeSeconds={facts?.myRank === 'member' ? facts.slowModeSeconds : 0}
                    canAttach={selected.type === 'private' || selected.detail.images}
                  />
                </div>
                {memberList ? (
                  <aside className={classes.members} aria-label={t('chat.members', { count: selected?.members.length ?? 0 })}>
                    {memberList}
                  </aside>
                ) : null}
              </div>
            </>
          ) : (
            <Stack align="center" justify="center" flex={1} p="xl" gap="xs">
              <Title order={2} size="h3">
                {t('chat.welcome', { brand: site.brand.name })}
              </Title>
              <Text c="dimmed" ta="center">
                {t('chat.chooseRoom')}
              </Text>
              <Anchor component={Link} to={routeTo('chat-rules')} size="sm">
                {t('chat.rules.read')}
              </Anchor>
            </Stack>
          )}
        </main>
      </div>
      <CreateRoomDialog
        opened={dialog === 'create'}
        onClose={() => setDialog(null)}
        onCreated={(room, secret) => {
          setDialog(null);
          void enter(room, secret);
        }}
      />
      <ChatSettingsDialog opened={dialog === 'settings' || dialog === 'nick'} nickOnly={dialog === 'nick'} onClose={() => setDialog(null)} settings={settings.data} />
      <SiteModal opened={membersOpen && memberList !== null} onClose={() => setMembersOpen(false)} title={selected?.name} closeLabel={t('common.close')} pinable>
        {memberList}
      </SiteModal>
      <RulesDialog opened={dialog === 'rules'} onClose={() => setDialog(null)} />
      <RoomOptionsDialog roomId={optionsFor} onClose={() => setOptionsFor(null)} />
      <ReportMessageDialog messageId={reporting} onClose={() => setReporting(null)} />
      <SecretDialog
        roomName={secretFor?.name ?? null}
        error={secretFor?.error ?? null}
        onSubmit={(secret) => (secretFor ? enter({ id: secretFor.id, name: secretFor.name }, secret) : Promise.resolve())}
        onClose={() => setSecretFor(null)}
      />
    </div>
  );
}
