import { NewsfeedSettings, type ActivityItem, type NewsfeedProfileCard } from '@community/contracts';
import { ACTIVITY_KINDS } from '@community/domain';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Grid, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { isApiRequestError } from '../../../shared/api/errors';
import { authKeys } from '../../../shared/auth/queries';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { useServerErrors } from '../../../shared/forms/useServerErrors';
import { useT } from '../../../shared/i18n/useT';
import { routeTo } from '../../../shared/routes';
import { MemberAvatar } from '../MemberAvatar';
import { SitePage } from '../../../shared/layout/SitePage';
import { ActivitySharing } from './ActivitySharing';
import { CardFeed, StatsPanel } from './ActivityPage';
import { activityApi, activityKeys, newsfeedQuery, newsfeedSettingsQuery, profileCardQuery } from './api';

/** Me beside the newsfeed: my card, the next setup step while one is left, my numbers. */
function ProfileCard({ card }: { card: NewsfeedProfileCard }) {
  const t = useT();
  const { member } = card;
  return (
    <Stack gap="md" data-testid="newsfeed-profile-card">
      <Paper withBorder radius="md" p="md">
        <Group gap="md" wrap="nowrap">
          <MemberAvatar member={member} size="lg" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={routeTo('profile-name', { name: member.name })} fw={700}>
              {member.name}
            </Anchor>
            {member.location ? (
              <Text size="sm" c="dimmed">
                {[member.location.town, member.location.region].filter(Boolean).join(', ')}
              </Text>
            ) : null}
            {card.setupNext ? (
              <Anchor component={Link} to={routeTo('setup-position', { position: card.setupNext })} size="sm" data-testid="newsfeed-setup-next">
                {t('members.newactivity.setupNext', { step: t(`members.setup.step.${card.setupNext}`) })}
              </Anchor>
            ) : null}
          </Stack>
        </Group>
      </Paper>
      <StatsPanel stats={card.stats} />
    </Stack>
  );
}

const SETTINGS_FIELDS = ['kinds', 'landingPage'] as const;

/** `newsfeed/settings`: which kinds of card the newsfeed shows, and which page the home link opens. */
function Settings({ settings, onDone }: { settings: NewsfeedSettings; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<NewsfeedSettings>({ resolver: zodResolver(NewsfeedSettings), defaultValues: settings });
  const showServerErrors = useServerErrors(form.setError, SETTINGS_FIELDS);
  const save = useMutation({
    mutationFn: activityApi.saveNewsfeedSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(activityKeys.newsfeedSettings, saved);
      toast.success(t('members.newactivity.settings.saved'));
      onDone();
      await Promise.all([queryClient.invalidateQueries({ queryKey: activityKeys.newsfeed }), queryClient.invalidateQueries({ queryKey: authKeys.profile })]);
    },
    onError: showServerErrors,
  });
  const kinds = useController({ control: form.control, name: 'kinds' });
  const landingPage = useController({ control: form.control, name: 'landingPage' });
  return (
    <Paper withBorder radius="md" p="md" data-testid="newsfeed-settings">
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <FormAlert errors={form.formState.errors} />
          <Checkbox.Group
            label={t('members.newactivity.settings.kinds')}
            value={kinds.field.value}
            onChange={kinds.field.onChange}
            error={kinds.field.value.length ? kinds.fieldState.error?.message : t('members.newactivity.settings.oneKind')}
          >
            <Group gap="md" mt={6}>
              {ACTIVITY_KINDS.map((k) => (
                <Checkbox key={k} value={k} label={t(`members.activity.kind.${k}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Radio.Group label={t('members.newactivity.settings.landing')} value={landingPage.field.value} onChange={landingPage.field.onChange} error={landingPage.fieldState.error?.message}>
            <Group gap="md" mt={6}>
              <Radio value="activity" label={t('members.newactivity.settings.landing.activity')} />
              <Radio value="newactivity" label={t('members.newactivity.settings.landing.newactivity')} />
            </Group>
          </Radio.Group>
          <Group gap="xs">
            <Button type="submit" disabled={!kinds.field.value.length} loading={save.isPending}>
              {t('members.newactivity.settings.save')}
            </Button>
            <Button variant="default" onClick={onDone}>
              {t('members.newactivity.settings.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Feed() {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(newsfeedQuery());
  const hide = useMutation({
    mutationFn: (item: ActivityItem) => activityApi.hideCard(item.id),
    onSuccess: (_done, item) => {
      // Out of the pages already shown at once; the next fetch leaves it out on the server.
      queryClient.setQueryData(newsfeedQuery().queryKey, (data) =>
        data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== item.id) })) } : data,
      );
      toast.success(t('discover.newsfeed.hidden'));
    },
    onError: (err) => toast.error(isApiRequestError(err) ? err.error.message : t('errors.unexpected')),
  });
  return <CardFeed query={query} empty={t('members.newactivity.empty')} testId="newsfeed" emptyTestId="newsfeed-empty" onHide={(item) => hide.mutate(item)} />;
}

/**
 * `/newactivity`: the newsfeed — the activity cards of the kinds I chose from friends and followed members —
 * with my card and numbers beside it, and its settings (kinds of card, landing page). On mobile the
 * notifications modal opens over this page (features/notifications).
 */
export function NewActivityPage() {
  const t = useT();
  const settings = useQuery(newsfeedSettingsQuery());
  const card = useQuery(profileCardQuery());
  const [editing, setEditing] = useState(false);
  return (
    <SitePage
      title={t('members.newactivity.title')}
      text={t('members.newactivity.text')}
      data-testid="newactivity-page"
      actions={
        settings.data && !editing ? (
          <Button variant="light" size="xs" onClick={() => setEditing(true)}>
            {t('members.newactivity.settings')}
          </Button>
        ) : null
      }
    >
      {() => (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {editing && settings.data ? (
                <>
                  <Settings settings={settings.data} onDone={() => setEditing(false)} />
                  <ActivitySharing />
                </>
              ) : null}
              <Feed />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>{card.data ? <ProfileCard card={card.data} /> : null}</Grid.Col>
        </Grid>
      )}
    </SitePage>
  );
}
