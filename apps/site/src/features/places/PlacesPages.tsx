import { PLACE_LIMITS } from '@community/contracts';
import { Anchor, Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useSite } from '../../shared/boot/boot-context';
import { useT } from '../../shared/i18n/useT';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';
import { useCounties, useCountries, useCounty, useMyPlaces, usePlaceSearch, type PlaceSearch } from './api';
import { PlaceCard, PlacesOnly, StatusBadge, placeHref } from './parts';

/** Search, submit and rules: the buttons every places page shares. */
export function PlacesActions() {
  const t = useT();
  const { loggedIn } = useAuth();
  return (
    <Group gap="xs">
      <Button component={Link} to={routeTo('dogging-search')} variant="default" size="xs">
        {t('places.search.title')}
      </Button>
      <Button component={Link} to={routeTo('dogging-rules')} variant="default" size="xs">
        {t('places.rules.title')}
      </Button>
      {loggedIn ? (
        <Button component={Link} to={routeTo('dogging-submit')} size="xs" data-testid="place-submit-link">
          {t('places.submit.title')}
        </Button>
      ) : null}
    </Group>
  );
}

/** My submissions with their state, and my suggestions. */
function MyPlaces() {
  const t = useT();
  const mine = useMyPlaces(true);
  if (!mine.data || (!mine.data.locations.length && !mine.data.suggestions.length)) return null;
  return (
    <Stack gap="sm" data-testid="my-places">
      <Title order={2} size="h3">
        {t('places.mine.title')}
      </Title>
      {mine.data.locations.map((p) => (
        <Paper key={p.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap">
            <Anchor component={Link} to={p.status === 'approved' ? placeHref(p) : routeTo('dogging-edit-location', { location: p.id })}>
              {p.name}
            </Anchor>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {p.county}
              </Text>
              {p.status === 'approved' ? <Badge color="green" variant="light">{t('places.status.approved')}</Badge> : <StatusBadge status={p.status} />}
            </Group>
          </Group>
          {p.rejectReason ? (
            <Text size="sm" c="red">
              {t('places.mine.reason', { reason: p.rejectReason })}
            </Text>
          ) : null}
        </Paper>
      ))}
      {mine.data.suggestions.length ? (
        <Stack gap={4}>
          <Text fw={600}>{t('places.mine.suggestions')}</Text>
          {mine.data.suggestions.map((s) => (
            <Group key={s.id} gap="xs">
              <Text size="sm">{s.locationName}</Text>
              <Badge size="sm" variant="light" color={s.status === 'approved' ? 'green' : s.status === 'rejected' ? 'red' : 'yellow'}>
                {t(`places.suggestion.${s.status}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** `/dogging`: the countries with public places and their counts; a member's own submissions. */
export function PlacesIndexPage() {
  return (
    <PlacesOnly>
      <PlacesIndex />
    </PlacesOnly>
  );
}

function PlacesIndex() {
  const t = useT();
  const { loggedIn } = useAuth();
  const countries = useCountries();
  return (
    <SitePage title={t('places.title')} text={t('places.text')} actions={<PlacesActions />} query={countries}>
      {() => (
        <Stack gap="xl">
          <Stack gap="sm" data-testid="place-countries">
            {countries.data?.items.length ? (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {countries.data.items.map((c) => (
                  <Paper key={c.code} withBorder radius="md" p="md">
                    <Group justify="space-between">
                      <Anchor component={Link} to={routeTo('dogging-country', { country: c.slug })} fw={700}>
                        {c.name}
                      </Anchor>
                      <Badge variant="light">{t.count('places.count', c.count)}</Badge>
                    </Group>
                  </Paper>
                ))}
              </SimpleGrid>
            ) : (
              <Text c="dimmed">{t('places.countries.empty')}</Text>
            )}
          </Stack>
          {loggedIn ? <MyPlaces /> : null}
        </Stack>
      )}
    </SitePage>
  );
}

/** `/dogging/{country}`: the country's counties with their counts. */
export function PlacesCountryPage() {
  return (
    <PlacesOnly>
      <CountryPage />
    </PlacesOnly>
  );
}

function CountryPage() {
  const t = useT();
  const { country = '' } = useParams();
  const counties = useCounties(country);
  const data = counties.data;
  return (
    <SitePage
      title={data?.country.name ?? t('places.title')}
      text={data ? t.count('places.count', data.country.count) : undefined}
      breadcrumbs={[{ label: t('places.title'), href: routeTo('dogging') }]}
      actions={<PlacesActions />}
      query={counties}
      resetKey={country}
    >
      {() => (
        <Stack gap="sm" data-testid="place-counties">
          {data?.items.length ? (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {data.items.map((c) => (
                <Paper key={c.slug} withBorder radius="md" p="md">
                  <Group justify="space-between">
                    <Anchor component={Link} to={routeTo('dogging-country-county', { country: data.country.slug, county: c.slug })} fw={700}>
                      {c.name}
                    </Anchor>
                    <Badge variant="light">{t.count('places.count', c.count)}</Badge>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          ) : (
            <Text c="dimmed">{t('places.counties.empty')}</Text>
          )}
        </Stack>
      )}
    </SitePage>
  );
}

/** `/dogging/{country}/{county}`: the county's public places. */
export function PlacesCountyPage() {
  return (
    <PlacesOnly>
      <CountyPage />
    </PlacesOnly>
  );
}

function CountyPage() {
  const t = useT();
  const { country = '', county = '' } = useParams();
  const list = useCounty(country, county);
  const data = list.data;
  return (
    <SitePage
      title={data?.county?.name ?? t('places.title')}
      text={data ? t.count('places.count', data.items.length) : undefined}
      breadcrumbs={[
        { label: t('places.title'), href: routeTo('dogging') },
        { label: data?.country?.name ?? country.toUpperCase(), href: routeTo('dogging-country', { country }) },
      ]}
      actions={<PlacesActions />}
      query={list}
      resetKey={`${country}/${county}`}
    >
      {() => (
        <Stack gap="sm" data-testid="place-list">
          {data?.items.map((p) => <PlaceCard key={p.id} place={p} />)}
        </Stack>
      )}
    </SitePage>
  );
}

/** `/dogging/search`: by name or county, and by distance from where I am (the browser's position, asked for on a click). */
export function PlacesSearchPage() {
  return (
    <PlacesOnly>
      <SearchPage />
    </PlacesOnly>
  );
}

function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const q: PlaceSearch = {
    q: params.get('q') ?? undefined,
    county: params.get('county') ?? undefined,
    lat: params.get('lat') ? Number(params.get('lat')) : undefined,
    lng: params.get('lng') ? Number(params.get('lng')) : undefined,
    radius: params.get('radius') ? Number(params.get('radius')) : undefined,
  };
  const asked = Boolean(q.q || q.county || q.lat !== undefined);
  const results = usePlaceSearch(q, asked);
  const [text, setText] = useState(q.q ?? '');
  const [radius, setRadius] = useState<number>(q.radius ?? PLACE_LIMITS.radiusDefault);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const go = (extra: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    const all = { q: text.trim() || undefined, radius: String(radius), lat: q.lat?.toString(), lng: q.lng?.toString(), ...extra };
    for (const [k, v] of Object.entries(all)) if (v) next.set(k, v);
    if (!next.get('lat')) next.delete('radius');
    setParams(next);
  };
  const nearMe = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setGeoError(t('places.search.noGeo'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setGeoError(null);
        go({ lat: pos.coords.latitude.toFixed(4), lng: pos.coords.longitude.toFixed(4) });
      },
      () => {
        setLocating(false);
        setGeoError(t('places.search.noGeo'));
      },
      { timeout: 10_000 },
    );
  };
  return (
    <SitePage title={t('places.search.title')} breadcrumbs={[{ label: t('places.title'), href: routeTo('dogging') }]} actions={<PlacesActions />}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              go({});
            }}
          >
            <Stack gap="sm">
              <TextInput label={t('places.search.q')} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={100} />
              <Group align="flex-end" wrap="wrap">
                <NumberInput label={t('places.search.radius')} value={radius} onChange={(v) => setRadius(Number(v) || PLACE_LIMITS.radiusDefault)} min={1} max={PLACE_LIMITS.radiusMax} w={160} />
                <Button variant="default" onClick={nearMe} loading={locating}>
                  {t('places.search.nearMe')}
                </Button>
                {q.lat !== undefined ? (
                  <Button variant="subtle" onClick={() => go({ lat: undefined, lng: undefined })}>
                    {t('places.search.anywhere')}
                  </Button>
                ) : null}
                <Button type="submit">{t('places.search.submit')}</Button>
              </Group>
              {q.lat !== undefined ? <Text size="sm" c="dimmed">{t('places.search.near', { km: q.radius ?? PLACE_LIMITS.radiusDefault })}</Text> : null}
              {geoError ? <Text size="sm" c="red">{geoError}</Text> : null}
            </Stack>
          </form>
        </Paper>
        {asked ? (
          <Stack gap="sm" data-testid="place-results">
            {results.isError ? <Text c="red">{t('places.failed')}</Text> : null}
            {results.data && !results.data.items.length ? <Text c="dimmed">{t('places.search.empty')}</Text> : null}
            {results.data?.items.map((p) => <PlaceCard key={p.id} place={p} showCounty />)}
          </Stack>
        ) : (
          <Text c="dimmed">{t('places.search.hint')}</Text>
        )}
      </Stack>
    </SitePage>
  );
}

/** `/dogging/rules`: the variant's rules for places, in the visitor's language. */
export function PlacesRulesPage() {
  return (
    <PlacesOnly>
      <RulesPage />
    </PlacesOnly>
  );
}

const RULES = ['places.rules.1', 'places.rules.2', 'places.rules.3', 'places.rules.4', 'places.rules.5', 'places.rules.6'] as const;

function RulesPage() {
  const t = useT();
  const site = useSite();
  return (
    <SitePage title={t('places.rules.title')} text={t('places.rules.text', { brand: site.brand.name })} breadcrumbs={[{ label: t('places.title'), href: routeTo('dogging') }]}>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm" component="ol" style={{ paddingInlineStart: '1.25rem', margin: 0 }} data-testid="place-rules">
          {RULES.map((k) => (
            <Text component="li" key={k}>
              {t(k)}
            </Text>
          ))}
        </Stack>
      </Paper>
    </SitePage>
  );
}
