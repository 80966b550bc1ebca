import { PLACE_FACILITIES, type PlaceFacility, type PlaceItem, type PlaceMember, type PlaceSlot, type PlaceStatus } from '@community/contracts';
import { toast } from '@community/ui';
import { Anchor, Badge, Box, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
import { useSite } from '../../shared/boot/boot-context';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { NotFoundPage } from '../errors';
import { MemberAvatar } from '../members';

type T = ReturnType<typeof useT>;

/** Places exist only on variants with countries (SPEC 2): elsewhere every places page is "not found". */
export function PlacesOnly({ children }: { children: ReactNode }) {
  const site = useSite();
  return site.config?.hasCountries ? <>{children}</> : <NotFoundPage />;
}

/** What went wrong: the API's own sentence for a refusal, else "try again". */
export function failureText(t: T, error: unknown): string {
  if (isApiRequestError(error) && error.kind === 'http' && error.error.statusCode < 500 && error.error.message) return error.error.message;
  return t('places.failed');
}

export function useFailToast() {
  const t = useT();
  return (error: unknown) => void toast.error(failureText(t, error));
}

export const placeHref = (p: Pick<PlaceItem, 'country' | 'countySlug' | 'slug'>) =>
  routeTo('dogging-country-county-location', { country: p.country.toLowerCase(), county: p.countySlug, location: p.slug });

export const FACILITY_KEYS: Record<PlaceFacility, `places.facility.${PlaceFacility}`> = Object.fromEntries(
  PLACE_FACILITIES.map((f) => [f, `places.facility.${f}`]),
) as Record<PlaceFacility, `places.facility.${PlaceFacility}`>;

export const slotKey = (s: PlaceSlot) => `places.slot.${s}` as const;

export function StatusBadge({ status }: { status: PlaceStatus }) {
  const t = useT();
  if (status === 'approved') return null;
  return (
    <Badge color={status === 'pending' ? 'yellow' : 'red'} variant="light" data-testid="place-status">
      {t(`places.status.${status}`)}
    </Badge>
  );
}

export function Stars({ average, count }: { average: number | null; count: number }) {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap">
      <Rating value={average ?? 0} fractions={2} readOnly size="sm" aria-label={average === null ? t('places.rating.none') : t('places.rating.average', { average })} />
      <Text size="xs" c="dimmed">
        {average === null ? t('places.rating.none') : t.count('places.rating.count', count)}
      </Text>
    </Group>
  );
}

/** A member's name linking to their profile, with a small avatar. */
export function PlaceAuthor({ member }: { member: PlaceMember | null }) {
  const t = useT();
  if (!member) return <Text c="dimmed" size="sm">{t('places.member.gone')}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <MemberAvatar member={member} size={22} />
      <Anchor component={Link} to={routeTo('profile-name', { name: member.name })} size="sm" fw={600}>
        {member.name}
      </Anchor>
    </Group>
  );
}

/** A location in a list: name, county, rating, an excerpt and its facilities. */
export function PlaceCard({ place, showCounty }: { place: PlaceItem; showCounty?: boolean }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" data-testid="place-card">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Box style={{ minWidth: 0 }}>
            <Anchor component={Link} to={placeHref(place)} fw={700} size="lg">
              {place.name}
            </Anchor>
            {showCounty ? (
              <Text size="sm" c="dimmed">
                {place.county}, {place.countryName}
              </Text>
            ) : null}
          </Box>
          <Group gap="xs">
            {place.distanceKm !== null ? <Badge variant="outline">{t('places.distance', { km: place.distanceKm })}</Badge> : null}
            <StatusBadge status={place.status} />
          </Group>
        </Group>
        <Stars average={place.rating.average} count={place.rating.count} />
        <Text size="sm">{place.excerpt}</Text>
        <Group gap={4}>
          {place.facilities.map((f) => (
            <Badge key={f} size="sm" variant="light">
              {t(FACILITY_KEYS[f])}
            </Badge>
          ))}
          <Text size="xs" c="dimmed">
            {t.count('places.comments.count', place.comments)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
