import { FORUM_DIGESTS, FORUM_WATCH_LEVELS, ForumSettings } from '@community/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@community/ui';
import { Button, NativeSelect, Paper, Stack, Switch } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useT } from '../../shared/i18n/useT';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';
import { forumApi, useForumMutation, useForumSettings } from './api';
import { useFailToast } from './parts';

const WATCH_FIELDS = ['watchCreated', 'watchReplied', 'watchDefault'] as const;

function SettingsForm({ initial }: { initial: ForumSettings }) {
  const t = useT();
  const fail = useFailToast();
  const form = useForm<ForumSettings>({ resolver: zodResolver(ForumSettings), defaultValues: initial });
  const save = useForumMutation((v: ForumSettings) => forumApi.saveSettings(v), () => toast.success(t('forum.settings.saved')));
  const { errors } = form.formState;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v, { onError: fail }))} data-testid="forum-settings-form">
        <Stack gap="md">
          {WATCH_FIELDS.map((name) => (
            <NativeSelect
              key={name}
              label={t(`forum.settings.${name}`)}
              error={errors[name]?.message}
              data={FORUM_WATCH_LEVELS.map((l) => ({ value: l, label: t(`forum.watch.${l}`) }))}
              {...form.register(name)}
            />
          ))}
          <Controller
            name="notifyMentions"
            control={form.control}
            render={({ field }) => (
              <Switch label={t('forum.settings.notifyMentions')} name={field.name} ref={field.ref} checked={field.value} onBlur={field.onBlur} onChange={(e) => field.onChange(e.currentTarget.checked)} />
            )}
          />
          <NativeSelect
            label={t('forum.settings.digest')}
            description={t('forum.settings.digestHint')}
            error={errors.digest?.message}
            data={FORUM_DIGESTS.map((d) => ({ value: d, label: t(`forum.digest.${d}`) }))}
            {...form.register('digest')}
          />
          <Button type="submit" w="fit-content" loading={save.isPending}>
            {t('forum.form.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** `/forum/settings`: the default watch levels, mentions and the e-mail digest. */
export function ForumSettingsPage() {
  const t = useT();
  const settings = useForumSettings();
  return (
    <SitePage
      title={t('forum.settings.title')}
      text={t('forum.settings.text')}
      breadcrumbs={[{ label: t('forum.title'), href: routeTo('forum') }]}
      ready={settings.data !== undefined}
      error={settings.isError}
      size={640}
    >
      {() => (settings.data ? <SettingsForm initial={settings.data} /> : null)}
    </SitePage>
  );
}
