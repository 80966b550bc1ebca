import {
  TICKET_ATTACHMENT_ACCEPT,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_BODY_MAX,
  TICKET_CATEGORIES,
  TICKET_SUBJECT_MAX,
  TicketCreateForm,
  TicketReplyForm,
  type MemberTicket,
  type TicketAttachment,
  type TicketStatus,
} from '@community/contracts';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Badge, Button, FileInput, Group, Image, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useSchemaPasses } from '../../shared/forms/useSchemaPasses';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { SitePage } from '../../shared/layout/SitePage';
import { ticketsApi, ticketsKeys } from './api';

const STATUS_COLOUR: Record<TicketStatus, string> = { open: 'blue', waiting: 'orange', resolved: 'green', closed: 'gray' };

function StatusBadge({ status }: { status: TicketStatus }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLOUR[status]} variant="light">
      {t(`tickets.status.${status}`)}
    </Badge>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString();

type T = ReturnType<typeof useT>;

/** What went wrong with a send, in the member's language: the attachment's type or size, or "try again". */
function failure(t: T, error: unknown): string {
  const code = isApiRequestError(error) ? error.error.code : undefined;
  if (code === 'TICKET_ATTACHMENT_TYPE') return t('tickets.attachment.type');
  if (code === 'MEDIA_TOO_LARGE') return t('tickets.attachment.tooLarge');
  return t('tickets.failed');
}

/** The optional file of a ticket or reply: a photo or a PDF, refused here already when over 10 MB. */
function AttachmentInput({ value, onChange }: { value: File | null; onChange: (file: File | null) => void }) {
  const t = useT();
  const tooLarge = value !== null && value.size > TICKET_ATTACHMENT_MAX_BYTES;
  return (
    <FileInput
      label={t('tickets.attachment')}
      description={t('tickets.attachment.hint')}
      placeholder={t('tickets.attachment.choose')}
      accept={TICKET_ATTACHMENT_ACCEPT}
      clearable
      value={value}
      onChange={onChange}
      error={tooLarge ? t('tickets.attachment.tooLarge') : undefined}
      data-testid="ticket-attachment"
    />
  );
}

const attachmentOk = (file: File | null) => file === null || file.size <= TICKET_ATTACHMENT_MAX_BYTES;

/** An attachment in the thread: a photo as a thumbnail, a PDF as a download link (served to the member only). */
function AttachmentView({ attachment }: { attachment: TicketAttachment }) {
  const t = useT();
  const label = t('tickets.attachment.open', { name: attachment.filename });
  return (
    <Anchor href={attachment.url} target="_blank" rel="noopener noreferrer" aria-label={label} display="block" mt="xs">
      {attachment.kind === 'image' ? <Image src={attachment.url} alt={attachment.filename} maw={240} mah={180} fit="contain" radius="sm" loading="lazy" /> : <Text span>📄 {attachment.filename}</Text>}
    </Anchor>
  );
}

/** `/tickets`: the member's tickets, newest activity first. */
export function TicketsPage() {
  const t = useT();
  const list = useQuery({ queryKey: ticketsKeys.all, queryFn: ({ signal }) => ticketsApi.list(signal) });
  return (
    <SitePage
      title={t('tickets.title')}
      text={t('tickets.text')}
      ready={!list.isPending}
      error={list.isError}
      size={760}
      actions={
        <Button component={Link} to={routeTo('tickets-create')}>
          {t('tickets.new')}
        </Button>
      }
    >
      {() => (
        <Stack gap="sm" data-testid="tickets-list">
          {list.data?.length === 0 ? <Text c="dimmed">{t('tickets.empty')}</Text> : null}
          {(list.data ?? []).map((ticket: MemberTicket) => (
            <Paper key={ticket.reference} withBorder radius="md" p="md" component={Link} to={routeTo('tickets-reference', { reference: ticket.reference })} style={{ textDecoration: 'none', color: 'inherit' }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {ticket.subject}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {ticket.reference} · {t(`tickets.category.${ticket.category}`)} · {t('tickets.updated', { when: when(ticket.updatedAt) })}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  {ticket.unread ? (
                    <Badge color="red" variant="filled">
                      {t('tickets.unread')}
                    </Badge>
                  ) : null}
                  <StatusBadge status={ticket.status} />
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </SitePage>
  );
}

const CREATE_FIELDS = ['category', 'subject', 'body'] as const;
const REPLY_FIELDS = ['body'] as const;

/** A refused send: a 422 naming the form's fields goes on them, anything else is a toast in the member's language. */
function useSendFailure(showServerErrors: (error: unknown) => boolean, fields: readonly string[]) {
  const t = useT();
  return (error: unknown) => {
    if (isApiRequestError(error) && error.error.errors?.some((e) => fields.includes(e.field))) showServerErrors(error);
    else toast.error(failure(t, error));
  };
}

/** `/tickets/create`: category, subject and message. */
export function TicketCreatePage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<TicketCreateForm, unknown, z.output<typeof TicketCreateForm>>({
    resolver: zodResolver(TicketCreateForm),
    defaultValues: { subject: '', body: '' },
  });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, CREATE_FIELDS);
  const [clientId] = useState(() => crypto.randomUUID());
  const [file, setFile] = useState<File | null>(null);
  const open = useMutation({
    mutationFn: async (values: z.output<typeof TicketCreateForm>) => {
      const attachment = file ? await ticketsApi.uploadAttachment(file) : null;
      return ticketsApi.open({ ...values, clientId, ...(attachment ? { attachmentId: attachment.id } : {}) });
    },
    onSuccess: async (ticket) => {
      await queryClient.invalidateQueries({ queryKey: ticketsKeys.all });
      toast.success(t('tickets.create.sent', { reference: ticket.reference }));
      void navigate(routeTo('tickets-reference', { reference: ticket.reference }));
    },
    onError: useSendFailure(showServerErrors, CREATE_FIELDS),
  });
  const valid = useSchemaPasses(TicketCreateForm, form.control) && attachmentOk(file);
  return (
    <SitePage title={t('tickets.create.title')} size={760} breadcrumbs={[{ label: t('tickets.title'), href: routeTo('tickets') }]}>
      {() => (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <form
            onSubmit={form.handleSubmit((values) => {
              if (attachmentOk(file)) open.mutate(values);
            })}
          >
            <Stack gap="md">
              <FormAlert errors={errors} />
              <Controller
                name="category"
                control={form.control}
                render={({ field }) => (
                  <Select
                    label={t('tickets.category')}
                    required
                    data={TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`tickets.category.${c}`) }))}
                    value={field.value ?? null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    allowDeselect={false}
                    error={errors.category?.message}
                  />
                )}
              />
              <TextInput label={t('tickets.subject')} required maxLength={TICKET_SUBJECT_MAX} error={errors.subject?.message} {...form.register('subject')} />
              <Textarea label={t('tickets.body')} description={t('tickets.bodyHint')} required autosize minRows={5} maxLength={TICKET_BODY_MAX} error={errors.body?.message} {...form.register('body')} />
              <AttachmentInput value={file} onChange={setFile} />
              <Button type="submit" w="fit-content" loading={open.isPending} disabled={!valid}>
                {t('tickets.create.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </SitePage>
  );
}

/** `/tickets/{reference}`: the conversation with support; reply or close. */
export function TicketPage() {
  const t = useT();
  const { reference = '' } = useParams();
  const queryClient = useQueryClient();
  const ticket = useQuery({ queryKey: ticketsKeys.one(reference), queryFn: ({ signal }) => ticketsApi.get(reference, signal) });
  const form = useForm<TicketReplyForm, unknown, z.output<typeof TicketReplyForm>>({
    resolver: zodResolver(TicketReplyForm),
    defaultValues: { body: '' },
  });
  const showServerErrors = useServerErrors(form.setError, REPLY_FIELDS);
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [file, setFile] = useState<File | null>(null);
  const done = (data: Awaited<ReturnType<typeof ticketsApi.get>>) => {
    queryClient.setQueryData(ticketsKeys.one(reference), data);
    void queryClient.invalidateQueries({ queryKey: ticketsKeys.all, exact: true });
  };
  const reply = useMutation({
    mutationFn: async ({ body }: z.output<typeof TicketReplyForm>) => {
      const attachment = file ? await ticketsApi.uploadAttachment(file) : null;
      return ticketsApi.reply(reference, body, clientId, attachment?.id);
    },
    onSuccess: (data) => {
      done(data);
      form.reset();
      setFile(null);
      setClientId(crypto.randomUUID());
      toast.success(t('tickets.reply.sent'));
    },
    onError: useSendFailure(showServerErrors, REPLY_FIELDS),
  });
  const canReply = useSchemaPasses(TicketReplyForm, form.control) && attachmentOk(file);
  const close = useMutation({ mutationFn: () => ticketsApi.close(reference), onSuccess: done, onError: () => toast.error(t('tickets.failed')) });
  const data = ticket.data;
  return (
    <SitePage
      title={data?.subject ?? t('tickets.reference', { reference })}
      text={data ? `${t('tickets.reference', { reference })} · ${t(`tickets.category.${data.category}`)}` : undefined}
      ready={!ticket.isPending}
      error={ticket.isError}
      size={760}
      breadcrumbs={[{ label: t('tickets.title'), href: routeTo('tickets') }]}
      actions={data ? <StatusBadge status={data.status} /> : undefined}
    >
      {() =>
        data ? (
          <Stack gap="md">
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('tickets.reference', { reference })}>
              {data.messages.map((m) => (
                <Paper
                  key={m.id}
                  component="li"
                  withBorder
                  radius="md"
                  p="md"
                  bg={m.authorKind === 'staff' ? 'var(--mantine-color-default-hover)' : undefined}
                  data-author={m.authorKind}
                >
                  <Text size="sm" fw={600}>
                    {m.authorKind === 'staff' ? t('tickets.support', { name: m.authorName ?? '' }) : t('tickets.you')}{' '}
                    <Text span size="xs" c="dimmed" fw={400}>
                      {when(m.createdAt)}
                    </Text>
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Text>
                  {m.attachment ? <AttachmentView attachment={m.attachment} /> : null}
                </Paper>
              ))}
            </Stack>
            {data.status === 'closed' ? (
              <Text c="dimmed">
                {t('tickets.closed')}{' '}
                <Anchor component={Link} to={routeTo('tickets-create')}>
                  {t('tickets.new')}
                </Anchor>
              </Text>
            ) : (
              <form
                onSubmit={form.handleSubmit((values) => {
                  if (attachmentOk(file)) reply.mutate(values);
                })}
              >
                <Stack gap="sm">
                  <FormAlert errors={form.formState.errors} />
                  <Textarea label={t('tickets.reply')} autosize minRows={3} maxLength={TICKET_BODY_MAX} error={form.formState.errors.body?.message} {...form.register('body')} />
                  <AttachmentInput value={file} onChange={setFile} />
                  <Group justify="space-between">
                    <Button type="submit" loading={reply.isPending} disabled={!canReply}>
                      {t('tickets.reply.send')}
                    </Button>
                    <Button variant="subtle" color="gray" loading={close.isPending} onClick={() => close.mutate()}>
                      {t('tickets.close')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          </Stack>
        ) : null
      }
    </SitePage>
  );
}
