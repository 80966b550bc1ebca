import {
  ChatJoinSecretForm,
  ChatReportRequest,
  ChatSettingsUpdate,
  CreateRoomRequest,
  KEYWORD_FILTERS_MAX,
  KeywordFilter,
  PM_FILTERS,
  UpdateRoomRequest,
  type ChatRoomAdmin,
  type ChatSettings,
  type KeywordFilterDto,
  type ReportReceipt,
} from '@community/contracts';
import { CHAT_SLOW_MODE_MAX, TIERS } from '@community/domain';
import { SiteModal } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Checkbox, Group, NumberInput, PasswordInput, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { chatApi, chatKeys } from './api';
import { RulesContent } from './RulesContent';

/**
 * The dialogs' submit button: busy while the request runs. (libs/ui's ModalSubmit turns itself busy, hence
 * disabled, inside the click handler, and browsers then drop the form submission: reported to its owner.)
 */
function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" loading={busy} aria-busy={busy || undefined}>
      {children}
    </Button>
  );
}

/** The dialogs' footer: cancel, then the submit button. */
function DialogActions({ onCancel, busy, children }: { onCancel: () => void; busy: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <SubmitButton busy={busy}>{children}</SubmitButton>
    </Group>
  );
}

/** A yes/no setting of a form, as a checkbox or a switch. */
function ToggleField<T extends FieldValues>({ control, name, as: Toggle, label, description }: { control: Control<T>; name: FieldPath<T>; as: typeof Checkbox | typeof Switch; label: string; description?: string }) {
  return <Controller name={name} control={control} render={({ field }) => <Toggle label={label} description={description} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />;
}

type CreateForm = z.input<typeof CreateRoomRequest>;
const CREATE_FIELDS = ['roomname', 'roomsecret', 'only', 'protectedroom', 'persistentroom', 'images'] as const;

/** SPEC 2 "create room" with the room config (SPEC 3): name, members-only, protected with a secret, persistent. */
export function CreateRoomDialog({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (room: ChatRoomAdmin, secret?: string) => void }) {
  const t = useT();
  const client = useQueryClient();
  const form = useForm<CreateForm, unknown, z.output<typeof CreateRoomRequest>>({
    resolver: zodResolver(CreateRoomRequest),
    defaultValues: { roomname: '', only: false, protectedroom: false, persistentroom: false, images: true },
  });
  const { register, handleSubmit, formState, watch, control, reset } = form;
  const applyServerErrors = useServerErrors(form.setError, CREATE_FIELDS);
  const create = useMutation({
    mutationFn: chatApi.create,
    onSuccess: (room, vars) => {
      void client.invalidateQueries({ queryKey: chatKeys.rooms });
      reset();
      onCreated(room, vars.roomsecret);
    },
    onError: applyServerErrors,
  });
  const protectedRoom = watch('protectedroom');
  return (
    <SiteModal opened={opened} onClose={onClose} title={t('chat.create.title')} closeLabel={t('common.close')} pinable centered>
      <form
        noValidate
        onSubmit={handleSubmit((v) => create.mutateAsync(v).catch(() => undefined))}
        data-testid="create-room-form"
      >
        <Stack gap="sm">
          <FormAlert errors={formState.errors} />
          <TextInput label={t('chat.create.name')} required data-autofocus error={formState.errors.roomname?.message} {...register('roomname')} />
          <ToggleField control={control} name="only" as={Checkbox} label={t('chat.create.only')} description={t('chat.create.onlyHint')} />
          <ToggleField control={control} name="persistentroom" as={Checkbox} label={t('chat.create.persistent')} description={t('chat.create.persistentHint')} />
          <ToggleField control={control} name="images" as={Checkbox} label={t('chat.create.images')} />
          <ToggleField control={control} name="protectedroom" as={Checkbox} label={t('chat.create.protected')} />
          {protectedRoom ? <PasswordInput label={t('chat.create.secret')} required error={formState.errors.roomsecret?.message} {...register('roomsecret')} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton busy={create.isPending}>{t('chat.create.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </SiteModal>
  );
}

type SettingsForm = z.input<typeof ChatSettingsUpdate>;
const SETTINGS_FIELDS = ['nick', 'pmFilter', 'camFormat', 'camOrientation', 'camSize'] as const;
const SWITCHES = ['imgRooms', 'imgPms', 'mentionSound', 'pmSound', 'viewCompact', 'viewClassic', 'viewHideBlocked'] as const;

function SettingsFormBody({ settings, onSaved, onCancel, nickOnly }: { settings: ChatSettings; onSaved: () => void; onCancel: () => void; nickOnly: boolean }) {
  const t = useT();
  const client = useQueryClient();
  const form = useForm<SettingsForm, unknown, z.output<typeof ChatSettingsUpdate>>({ resolver: zodResolver(ChatSettingsUpdate), defaultValues: { ...settings, nick: settings.nick ?? '' } });
  const { register, handleSubmit, formState, control } = form;
  const applyServerErrors = useServerErrors(form.setError, SETTINGS_FIELDS);
  const save = useMutation({
    mutationFn: chatApi.updateSettings,
    onSuccess: (next) => {
      client.setQueryData(chatKeys.settings, next);
      onSaved();
    },
    onError: applyServerErrors,
  });
  const submit = handleSubmit((v) => save.mutateAsync({ ...v, nick: v.nick ? v.nick : null }).catch(() => undefined));
  return (
    <form noValidate onSubmit={submit} data-testid="chat-settings-form">
      <Stack gap="sm">
        <FormAlert errors={formState.errors} />
        <TextInput label={t('chat.settings.nick')} description={t('chat.settings.nickHint')} error={formState.errors.nick?.message} data-autofocus {...register('nick', { setValueAs: (v: string) => (v === '' ? null : v) })} />
        {nickOnly ? null : (
          <>
            {SWITCHES.map((name) => (
              <ToggleField key={name} control={control} name={name} as={Switch} label={t(`chat.settings.${name}`)} />
            ))}
            <Controller
              name="pmFilter"
              control={control}
              render={({ field }) => (
                <Select label={t('chat.settings.pmFilter')} data={PM_FILTERS.map((v) => ({ value: v, label: t(`chat.settings.pmFilter.${v}`) }))} value={field.value ?? 'everyone'} onChange={(v) => field.onChange(v ?? 'everyone')} allowDeselect={false} />
              )}
            />
            <Group grow>
              <Controller name="camFormat" control={control} render={({ field }) => <Select label={t('chat.settings.camFormat')} data={['4:3', '16:9']} value={field.value ?? '4:3'} onChange={(v) => field.onChange(v)} allowDeselect={false} />} />
              <Controller
                name="camSize"
                control={control}
                render={({ field }) => <Select label={t('chat.settings.camSize')} data={(['small', 'medium', 'large'] as const).map((v) => ({ value: v, label: t(`chat.settings.camSize.${v}`) }))} value={field.value ?? 'medium'} onChange={(v) => field.onChange(v)} allowDeselect={false} />}
              />
              <Controller
                name="camOrientation"
                control={control}
                render={({ field }) => <Select label={t('chat.settings.camOrientation')} data={(['landscape', 'portrait'] as const).map((v) => ({ value: v, label: t(`chat.settings.camOrientation.${v}`) }))} value={field.value ?? 'landscape'} onChange={(v) => field.onChange(v)} allowDeselect={false} />}
              />
            </Group>
          </>
        )}
        <DialogActions onCancel={onCancel} busy={save.isPending}>
          {t('common.save')}
        </DialogActions>
      </Stack>
    </form>
  );
}

/** The settings dialog (SPEC 3 chat settings, stored on the server); `nickOnly` is the nickname dialog. */
export function ChatSettingsDialog({ opened, onClose, settings, nickOnly = false }: { opened: boolean; onClose: () => void; settings: ChatSettings | undefined; nickOnly?: boolean }) {
  const t = useT();
  return (
    <SiteModal opened={opened} onClose={onClose} title={t(nickOnly ? 'chat.nick.title' : 'chat.settings.title')} closeLabel={t('common.close')} pinable centered>
      {settings && opened ? <SettingsFormBody settings={settings} onSaved={onClose} onCancel={onClose} nickOnly={nickOnly} /> : null}
    </SiteModal>
  );
}

type OptionsForm = z.input<typeof UpdateRoomRequest>;
const OPTION_FIELDS = ['subject', 'slowModeSeconds', 'maxOccupancy', 'verifiedOnly', 'minTier', 'images', 'keywordFilters'] as const;

function OptionsBody({ room, onDone }: { room: ChatRoomAdmin; onDone: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const full = room.myRank === 'owner' || room.myRank === 'staff';
  const form = useForm<OptionsForm, unknown, z.output<typeof UpdateRoomRequest>>({
    resolver: zodResolver(UpdateRoomRequest),
    defaultValues: full
      ? { subject: room.subject, slowModeSeconds: room.slowModeSeconds, maxOccupancy: room.maxOccupancy, verifiedOnly: room.verifiedOnly, minTier: room.minTier, images: room.detail.images, keywordFilters: room.keywordFilters }
      : { subject: room.subject },
  });
  const { register, handleSubmit, formState, control, watch, setValue } = form;
  const applyServerErrors = useServerErrors(form.setError, OPTION_FIELDS);
  const save = useMutation({
    mutationFn: (body: z.output<typeof UpdateRoomRequest>) => chatApi.update(room.id, body),
    onSuccess: (next) => {
      client.setQueryData(chatKeys.admin(room.id), next);
      void client.invalidateQueries({ queryKey: chatKeys.rooms });
      onDone();
    },
    onError: applyServerErrors,
  });
  const filters = (watch('keywordFilters') ?? []) as KeywordFilterDto[];
  const [word, setWord] = useState('');
  const [action, setAction] = useState<'hide' | 'report'>('hide');
  // The word to add, checked by the rule the room's filters are saved with.
  const newFilter = KeywordFilter.safeParse({ word, action });
  const unban = useMutation({
    mutationFn: (memberId: string) => chatApi.moderate(room.id, { action: 'unban', memberId }),
    onSuccess: (next) => client.setQueryData(chatKeys.admin(room.id), next),
  });
  return (
    <form noValidate onSubmit={handleSubmit((v) => save.mutateAsync(v).catch(() => undefined))} data-testid="room-options-form">
      <Stack gap="sm">
        <FormAlert errors={formState.errors} />
        <Textarea label={t('chat.options.subject')} autosize minRows={1} maxRows={3} error={formState.errors.subject?.message} {...register('subject')} />
        {full ? (
          <>
            <Controller
              name="slowModeSeconds"
              control={control}
              render={({ field, fieldState }) => <NumberInput label={t('chat.options.slowMode')} description={t('chat.options.slowModeHint')} min={0} max={CHAT_SLOW_MODE_MAX} value={field.value ?? 0} onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)} error={fieldState.error?.message} />}
            />
            <Controller
              name="maxOccupancy"
              control={control}
              render={({ field, fieldState }) => <NumberInput label={t('chat.options.maxOccupancy')} description={t('chat.options.maxOccupancyHint')} min={2} value={field.value ?? ''} onChange={(v) => field.onChange(typeof v === 'number' ? v : null)} error={fieldState.error?.message} />}
            />
            <Controller
              name="minTier"
              control={control}
              render={({ field }) => (
                <Select
                  label={t('chat.options.minTier')}
                  data={[{ value: '', label: t('chat.options.anyTier') }, ...TIERS.filter((x) => x !== 'free').map((x) => ({ value: x, label: t(`chat.tier.${x}`) }))]}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(v ? v : null)}
                  allowDeselect={false}
                />
              )}
            />
            <ToggleField control={control} name="verifiedOnly" as={Switch} label={t('chat.options.verifiedOnly')} />
            <ToggleField control={control} name="images" as={Switch} label={t('chat.create.images')} />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('chat.options.filters')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('chat.options.filtersHint')}
              </Text>
              {filters.map((f, i) => (
                <Group key={`${f.word}-${i}`} gap="xs" justify="space-between">
                  <Text size="sm">
                    {f.word} — {t(`chat.options.filter.${f.action}`)}
                  </Text>
                  <ActionIcon variant="subtle" color="red" aria-label={t('chat.options.removeFilter', { word: f.word })} onClick={() => setValue('keywordFilters', filters.filter((_x, j) => j !== i), { shouldDirty: true })}>
                    ×
                  </ActionIcon>
                </Group>
              ))}
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput style={{ flex: 1 }} label={t('chat.options.word')} value={word} onChange={(e) => setWord(e.currentTarget.value)} error={formState.errors.keywordFilters?.message} />
                <Select w={130} data={(['hide', 'report'] as const).map((v) => ({ value: v, label: t(`chat.options.filter.${v}`) }))} value={action} onChange={(v) => setAction(v === 'report' ? 'report' : 'hide')} allowDeselect={false} aria-label={t('chat.options.filterAction')} />
                <Button
                  variant="light"
                  disabled={!newFilter.success || filters.length >= KEYWORD_FILTERS_MAX}
                  onClick={() => {
                    if (!newFilter.success) return;
                    setValue('keywordFilters', [...filters, newFilter.data], { shouldDirty: true });
                    setWord('');
                  }}
                >
                  {t('chat.options.addFilter')}
                </Button>
              </Group>
            </Stack>
          </>
        ) : null}
        {room.bans.length ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('chat.options.bans')}
            </Text>
            {room.bans.map((b) => (
              <Group key={b.memberId} justify="space-between">
                <Text size="sm">
                  {b.name} · {b.until ? t('chat.options.until', { when: new Date(b.until).toLocaleString() }) : t('chat.options.forGood')}
                </Text>
                <Button size="compact-xs" variant="subtle" onClick={() => unban.mutate(b.memberId)}>
                  {t('chat.mod.unban')}
                </Button>
              </Group>
            ))}
          </Stack>
        ) : null}
        <DialogActions onCancel={onDone} busy={save.isPending}>
          {t('common.save')}
        </DialogActions>
      </Stack>
    </form>
  );
}

/** Room options (SPEC 2): the subject for moderators; slow mode, cap, limits, word filters and bans for the owner and staff. */
export function RoomOptionsDialog({ roomId, onClose }: { roomId: string | null; onClose: () => void }) {
  const t = useT();
  const room = useQuery({ queryKey: chatKeys.admin(roomId ?? ''), queryFn: ({ signal }) => chatApi.admin(roomId!, signal), enabled: roomId !== null });
  return (
    <SiteModal opened={roomId !== null} onClose={onClose} title={t('chat.options.title')} closeLabel={t('common.close')} pinable centered size="lg">
      {room.data && roomId ? <OptionsBody key={room.data.id} room={room.data} onDone={onClose} /> : null}
      {room.isError ? <Alert color="red">{t('chat.options.failed')}</Alert> : null}
    </SiteModal>
  );
}

/** A protected room asks for its secret. */
export function SecretDialog({ roomName, error, onSubmit, onClose }: { roomName: string | null; error: string | null; onSubmit: (secret: string) => Promise<unknown>; onClose: () => void }) {
  const t = useT();
  const form = useForm<ChatJoinSecretForm, unknown, z.output<typeof ChatJoinSecretForm>>({ resolver: zodResolver(ChatJoinSecretForm), defaultValues: { secret: '' } });
  return (
    <SiteModal opened={roomName !== null} onClose={onClose} title={t('chat.secret.title', { room: roomName ?? '' })} closeLabel={t('common.close')} centered>
      <form noValidate onSubmit={form.handleSubmit(({ secret }) => void onSubmit(secret ?? ''))}>
        <Stack gap="sm">
          <PasswordInput label={t('chat.secret.label')} error={form.formState.errors.secret?.message ?? error} data-autofocus {...form.register('secret')} />
          <Group justify="flex-end">
            <SubmitButton busy={false}>{t('chat.secret.enter')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </SiteModal>
  );
}

type ReportForm = z.input<typeof ChatReportRequest>;
const REPORT_FIELDS = ['reason', 'details', 'messageId'] as const;
const REASONS = ['harassment', 'hate', 'spam', 'scam', 'underage', 'illegal', 'other'] as const;

function ReportBody({ messageId, onSent, onCancel }: { messageId: string; onSent: (r: ReportReceipt) => void; onCancel: () => void }) {
  const t = useT();
  const form = useForm<ReportForm, unknown, z.output<typeof ChatReportRequest>>({ resolver: zodResolver(ChatReportRequest), defaultValues: { messageId, details: '' } });
  const { handleSubmit, formState, control, register } = form;
  const applyServerErrors = useServerErrors(form.setError, REPORT_FIELDS);
  const send = useMutation({ mutationFn: chatApi.report, onSuccess: onSent, onError: applyServerErrors });
  return (
    <form noValidate onSubmit={handleSubmit((v) => send.mutateAsync(v).catch(() => undefined))} data-testid="chat-report-form">
      <Stack gap="sm">
        <FormAlert errors={formState.errors} />
        <Controller
          name="reason"
          control={control}
          render={({ field, fieldState }) => (
            <Select label={t('overlays.report.reason')} required data={REASONS.map((r) => ({ value: r, label: t(`overlays.report.reason.${r}`) }))} value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} data-autofocus />
          )}
        />
        <Textarea label={t('overlays.report.details')} rows={3} error={formState.errors.details?.message} {...register('details')} />
        <DialogActions onCancel={onCancel} busy={send.isPending}>
          {t('overlays.report.submit')}
        </DialogActions>
      </Stack>
    </form>
  );
}

/** Report a chat message to staff. */
export function ReportMessageDialog({ messageId, onClose }: { messageId: string | null; onClose: () => void }) {
  const t = useT();
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);
  const close = () => {
    setReceipt(null);
    onClose();
  };
  return (
    <SiteModal opened={messageId !== null} onClose={close} title={t('chat.reportTitle')} closeLabel={t('common.close')} pinable centered>
      {receipt ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" role="status">
            {receipt.message}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('common.close')}</Button>
          </Group>
        </Stack>
      ) : messageId ? (
        <ReportBody key={messageId} messageId={messageId} onSent={setReceipt} onCancel={close} />
      ) : null}
    </SiteModal>
  );
}

/** The chat rules in a dialog (also the page `/chat/rules`). */
export function RulesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <SiteModal opened={opened} onClose={onClose} title={t('chat.rules.title')} closeLabel={t('common.close')} pinable centered size="lg">
      <RulesContent />
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </SiteModal>
  );
}
