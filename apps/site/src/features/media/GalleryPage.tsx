import { toast } from '@community/ui';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { SitePage } from '../../shared/layout/SitePage';
import { mediaApi, mediaKeys } from './api';
import { MediaList, MediaThumb, useOpenViewer } from './MediaGrid';

/** The member's own gallery opt-out. */
function GallerySettings() {
  const t = useT();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: mediaKeys.settings, queryFn: ({ signal }) => mediaApi.settings(signal) });
  const save = useMutation({
    mutationFn: (galleryOptOut: boolean) => mediaApi.setSettings({ galleryOptOut }),
    onSuccess: async (s) => {
      queryClient.setQueryData(mediaKeys.settings, s);
      toast.success(t('media.gallery.optOutSaved'));
      await queryClient.invalidateQueries({ queryKey: ['media', 'gallery'] });
    },
    onError: (e) => toast.error(isApiRequestError(e) ? e.error.message : t('errors.unexpected')),
  });
  return (
    <Switch
      label={t('media.gallery.optOut')}
      checked={settings.data?.galleryOptOut ?? false}
      disabled={!settings.data || save.isPending}
      onChange={(e) => save.mutate(e.currentTarget.checked)}
      data-testid="gallery-opt-out"
    />
  );
}

/** `/gallery`: approved public photos of members who did not opt out, newest first; adult ones only for members who ask. */
export function GalleryPage() {
  const t = useT();
  const { loggedIn } = useAuth();
  const [adult, setAdult] = useState(false);
  return (
    <SitePage title={t('media.gallery.title')} text={t('media.gallery.intro')} data-testid="gallery-page">
      <Stack gap="md">
        {loggedIn ? (
          <Group gap="lg">
            <Switch label={t('media.gallery.adult')} checked={adult} onChange={(e) => setAdult(e.currentTarget.checked)} data-testid="gallery-adult" />
            <GallerySettings />
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('media.loginToView')}
          </Text>
        )}
        <MediaList queryKey={mediaKeys.gallery(adult && loggedIn)} load={(after, signal) => mediaApi.gallery(adult && loggedIn, after, signal)} empty={t('media.gallery.empty')} captions={(i) => i.ownerName} />
      </Stack>
    </SitePage>
  );
}

/** `/gallery/landing`: what the gallery is, the latest photos, and the way in. */
export function GalleryLandingPage() {
  const t = useT();
  const { profile } = useAuth();
  const open = useOpenViewer();
  const latest = useQuery({ queryKey: [...mediaKeys.gallery(false), 'landing'], queryFn: ({ signal }) => mediaApi.gallery(false, undefined, signal) });
  const items = latest.data?.items.slice(0, 8) ?? [];
  return (
    <SitePage title={t('media.gallery.landing.title')} breadcrumbs={[{ label: t('media.gallery.title'), href: routeTo('gallery') }]} data-testid="gallery-landing">
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md" maw={640}>
            <Text size="lg">{t('media.gallery.landing.text')}</Text>
            <Group gap="sm">
              <Button component={Link} to={routeTo('gallery')}>
                {t('media.gallery.landing.browse')}
              </Button>
              {profile ? (
                <Button component={Link} to={routeTo('profile-name-media', { name: profile.member.name })} variant="default">
                  {t('media.gallery.landing.upload')}
                </Button>
              ) : (
                <Button component={Link} to={routeTo('register')} variant="default">
                  {t('media.gallery.landing.join')}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
        {items.length ? (
          <Stack gap="sm">
            <Title order={2} fz="xl">
              {t('media.gallery.landing.latest')}
            </Title>
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((item, i) => (
                <li key={item.id}>
                  <MediaThumb item={item} index={i} caption={item.ownerName} onClick={() => open(items, i)} />
                </li>
              ))}
            </SimpleGrid>
          </Stack>
        ) : latest.isSuccess ? (
          <Text c="dimmed">{t('media.gallery.empty')}</Text>
        ) : null}
      </Stack>
    </SitePage>
  );
}
