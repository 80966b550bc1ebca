import { PLACE_LIMITS, PLACE_SLOTS, type PlaceDetail, type PlaceSlot } from '@community/contracts';
import { useConfirm } from '@community/ui';
import { Alert, Anchor, Badge, Box, Button, Divider, Group, Paper, Rating, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDates } from '../../shared/dates';
import { useT } from '../../shared/i18n/useT';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';
import { placesApi, usePlace, usePlaceSettings, usePlacesMutation } from './api';
import { FACILITY_KEYS, PlaceAuthor, PlacesOnly, StatusBadge, slotKey, useFailToast } from './parts';

const TILE = 256;
const ZOOM = 15;

/**
 * A map layer from the deployment's tile server (`PLACES_MAP_TILE_URL`, off by default): the 3×3 tiles around
 * the place with a pin, no library needed. Without the setting, the coordinates and a link are all there is.
 */
function TileMap({ lat, lng, tileUrl, label }: { lat: number; lng: number; tileUrl: string; label: string }) {
  const n = 2 ** ZOOM;
  const x = ((lng + 180) / 360) * n;
  const rad = (lat * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  const tx = Math.floor(x);
  const ty = Math.floor(y);
  const px = (x - tx + 1) * TILE;
  const py = (y - ty + 1) * TILE;
  const size = 320;
  const offX = size / 2 - px;
  const offY = size / 2 - py;
  const tiles = [];
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      const src = tileUrl.replace('{z}', String(ZOOM)).replace('{x}', String((tx + dx + n) % n)).replace('{y}', String(ty + dy)).replace('{s}', 'a');
      tiles.push(<img key={`${dx},${dy}`} src={src} alt="" width={TILE} height={TILE} style={{ position: 'absolute', left: offX + (dx + 1) * TILE, top: offY + (dy + 1) * TILE }} />);
    }
  }
  return (
    <Box role="img" aria-label={label} style={{ position: 'relative', width: '100%', maxWidth: size, height: size, overflow: 'hidden', borderRadius: 8 }} data-testid="place-map">
      {tiles}
      <Box style={{ position: 'absolute', left: size / 2 - 8, top: size / 2 - 8, width: 16, height: 16, borderRadius: 8, background: 'var(--mantine-color-red-6)', border: '2px solid white' }} />
    </Box>
  );
}

function Where({ place }: { place: PlaceDetail }) {
  const t = useT();
  const settings = usePlaceSettings();
  const tileUrl = settings.data?.tileUrl ?? null;
  return (
    <Stack gap="xs" data-testid="place-where">
      <Title order={2} size="h4">
        {t('places.where')}
      </Title>
      {tileUrl ? <TileMap lat={place.lat} lng={place.lng} tileUrl={tileUrl} label={t('places.map.label', { name: place.name })} /> : null}
      <Group gap="md" wrap="wrap">
        <Text size="sm" ff="monospace" data-testid="place-coordinates">
          {place.lat.toFixed(5)}, {place.lng.toFixed(5)}
        </Text>
        <Anchor href={place.mapUrl} target="_blank" rel="noopener noreferrer nofollow" size="sm">
          {t('places.map.open')}
        </Anchor>
      </Group>
      {place.directions ? (
        <>
          <Text fw={600} size="sm">
            {t('places.form.directions')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {place.directions}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}

function RateBox({ place }: { place: PlaceDetail }) {
  const t = useT();
  const fail = useFailToast();
  const rate = usePlacesMutation((stars: number) => placesApi.rate(place.id, stars));
  return (
    <Group gap="sm" data-testid="place-rating">
      <Rating value={place.rating.average ?? 0} fractions={2} readOnly aria-label={t('places.rating.title')} />
      <Text size="sm" c="dimmed">
        {place.rating.average === null ? t('places.rating.none') : `${place.rating.average} · ${t.count('places.rating.count', place.rating.count)}`}
      </Text>
      {place.viewer.canRate ? (
        <Group gap={6}>
          <Text size="sm">{t('places.rating.mine')}</Text>
          <Rating value={place.rating.mine ?? 0} onChange={(v) => rate.mutate(v, { onError: fail })} aria-label={t('places.rating.mine')} />
        </Group>
      ) : null}
    </Group>
  );
}

function BestTimes({ place }: { place: PlaceDetail }) {
  const t = useT();
  return (
    <Stack gap="xs" data-testid="place-best-times">
      <Title order={2} size="h4">
        {t('places.bestTimes.title')}
      </Title>
      {place.bestTimes.length ? (
        <Group gap="xs">
          {place.bestTimes.slice(0, 4).map((b) => (
            <Badge key={b.slot} variant="light">
              {t(slotKey(b.slot))} · {b.count}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('places.bestTimes.none')}
        </Text>
      )}
    </Stack>
  );
}

/** "I was here": members only, opt-in by pressing the button; the list is never shown to guests (the API sends none). */
function Checkins({ place }: { place: PlaceDetail }) {
  const t = useT();
  const { dateTime } = useDates();
  const fail = useFailToast();
  const [slot, setSlot] = useState<PlaceSlot>('weekday-evening');
  const [note, setNote] = useState('');
  const checkIn = usePlacesMutation(() => placesApi.checkIn(place.id, { slot, note }), () => setNote(''));
  if (place.checkins === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="place-checkins-guest">
        {t('places.checkins.guest')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="place-checkins">
      <Title order={2} size="h4">
        {t('places.checkins.title')}
      </Title>
      {place.viewer.canCheckIn ? (
        <Group align="flex-end" wrap="wrap" gap="xs">
          <Select
            label={t('places.checkins.when')}
            data={PLACE_SLOTS.map((s) => ({ value: s, label: t(slotKey(s)) }))}
            value={slot}
            onChange={(v) => v && setSlot(v as PlaceSlot)}
            allowDeselect={false}
            w={220}
          />
          <TextInput label={t('places.checkins.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={200} style={{ flex: '1 1 12rem' }} />
          <Button onClick={() => checkIn.mutate(undefined, { onError: fail })} loading={checkIn.isPending}>
            {t('places.checkins.button')}
          </Button>
        </Group>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('places.checkins.privacy')}
      </Text>
      {place.checkins.length ? (
        place.checkins.map((c) => (
          <Group key={c.id} gap="xs" wrap="wrap">
            <PlaceAuthor member={c.member} />
            <Badge size="sm" variant="light">
              {t(slotKey(c.slot))}
            </Badge>
            {c.note ? <Text size="sm">{c.note}</Text> : null}
            <Text size="xs" c="dimmed">
              {dateTime(c.createdAt)}
            </Text>
          </Group>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          {t('places.checkins.none')}
        </Text>
      )}
    </Stack>
  );
}

function Comments({ place }: { place: PlaceDetail }) {
  const t = useT();
  const { dateTime } = useDates();
  const fail = useFailToast();
  const confirm = useConfirm();
  const [body, setBody] = useState('');
  const add = usePlacesMutation((text: string) => placesApi.comment(place.id, text), () => setBody(''));
  const remove = usePlacesMutation((id: string) => placesApi.deleteComment(id));
  const tooShort = body.trim().length < PLACE_LIMITS.commentMin;
  return (
    <Stack gap="sm" data-testid="place-comments">
      <Title order={2} size="h4">
        {t('places.comments.title')}
      </Title>
      {place.viewer.canComment ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!tooShort) add.mutate(body.trim(), { onError: fail });
          }}
        >
          <Stack gap="xs">
            <Textarea label={t('places.comments.write')} value={body} onChange={(e) => setBody(e.currentTarget.value)} maxLength={PLACE_LIMITS.commentMax} autosize minRows={2} />
            <Group>
              <Button type="submit" disabled={tooShort} loading={add.isPending}>
                {t('places.comments.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
      {place.commentList.length ? (
        place.commentList.map((c) => (
          <Paper key={c.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="wrap">
              <PlaceAuthor member={c.author} />
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {dateTime(c.createdAt)}
                </Text>
                {c.mine || place.viewer.staff ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={async () => {
                      if (await confirm({ title: t('places.comments.delete'), message: t('places.comments.deleteConfirm'), confirmLabel: t('places.comments.delete'), danger: true })) remove.mutate(c.id, { onError: fail });
                    }}
                  >
                    {t('places.comments.delete')}
                  </Button>
                ) : null}
              </Group>
            </Group>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {c.body}
            </Text>
          </Paper>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          {t('places.comments.none')}
        </Text>
      )}
    </Stack>
  );
}

/** `/dogging/{country}/{county}/{location}`: the location page. */
export function PlacePage() {
  return (
    <PlacesOnly>
      <Place />
    </PlacesOnly>
  );
}

function Place() {
  const t = useT();
  const { country = '', county = '', location = '' } = useParams();
  const query = usePlace({ country, county, slug: location });
  const place = query.data;
  return (
    <SitePage
      title={place?.name ?? t('places.title')}
      text={place ? `${place.county}, ${place.countryName}` : undefined}
      breadcrumbs={[
        { label: t('places.title'), href: routeTo('dogging') },
        { label: place?.countryName ?? country.toUpperCase(), href: routeTo('dogging-country', { country }) },
        { label: place?.county ?? county, href: routeTo('dogging-country-county', { country, county }) },
      ]}
      actions={
        place && (place.viewer.canEdit || place.viewer.canSuggest) ? (
          <Button component={Link} to={routeTo('dogging-edit-location', { location: place.id })} variant="default" size="xs" data-testid="place-edit-link">
            {place.viewer.canEdit ? t('places.edit.title') : t('places.suggest.title')}
          </Button>
        ) : undefined
      }
      query={query}
      resetKey={`${country}/${county}/${location}`}
    >
      {() =>
        place ? (
          <Stack gap="lg" data-testid="place-page">
            {place.status !== 'approved' ? (
              <Alert color={place.status === 'pending' ? 'yellow' : 'red'} title={<StatusBadge status={place.status} />}>
                {place.status === 'pending' ? t('places.pending.text') : t('places.mine.reason', { reason: place.rejectReason ?? '' })}
              </Alert>
            ) : null}
            <RateBox place={place} />
            <Text style={{ whiteSpace: 'pre-wrap' }}>{place.description}</Text>
            {place.facilities.length ? (
              <Group gap={6}>
                {place.facilities.map((f) => (
                  <Badge key={f} variant="light">
                    {t(FACILITY_KEYS[f])}
                  </Badge>
                ))}
              </Group>
            ) : null}
            <Paper withBorder radius="md" p="md">
              <Where place={place} />
            </Paper>
            <BestTimes place={place} />
            <Divider />
            <Checkins place={place} />
            <Divider />
            <Comments place={place} />
            {place.submittedBy ? (
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {t('places.submittedBy')}
                </Text>
                <PlaceAuthor member={place.submittedBy} />
              </Group>
            ) : null}
          </Stack>
        ) : null
      }
    </SitePage>
  );
}
