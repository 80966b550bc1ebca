import type { PartyItem, Place } from '@community/contracts';
import { toast } from '@community/ui';
import { Anchor, Autocomplete, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
import { KeysetListStates, type LoadedPages } from '../../shared/layout/KeysetListStates';
import { MoreButton, type PagedList } from '../../shared/layout/MoreButton';
import { useT } from '../../shared/i18n/useT';
import { useSite } from '../../shared/boot/boot-context';
import { routeTo } from '../../shared/routes';
import { partiesApi, partyKeys } from './api';

type T = ReturnType<typeof useT>;

/** The API's own sentence for a refusal, else "try again". */
export function failureText(t: T, error: unknown): string {
  if (isApiRequestError(error) && error.kind === 'http' && error.error.statusCode < 500 && error.error.message)
    return error.error.message;
  return t('parties.failed');
}
export function useFailToast() {
  const t = useT();
  return (error: unknown) => void toast.error(failureText(t, error));
}

/** A party's (or meet's) time in its own zone, in the site's language: "Sat 5 Dec, 21:00 – 02:00". */
export function useEventTime() {
  const site = useSite();
  return useMemo(() => {
    const tag = site.locale.replace('_', '-');
    return (startsAt: string, endsAt: string | null, timeZone: string) => {
      const day = new Intl.DateTimeFormat(tag, {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(startsAt));
      if (!endsAt) return day;
      const end = new Intl.DateTimeFormat(tag, { timeZone, hour: '2-digit', minute: '2-digit' }).format(
        new Date(endsAt),
      );
      return `${day} – ${end}`;
    };
  }, [site.locale]);
}

export const partyHref = (slug: string) => routeTo('parties-slug', { slug });

export function PartyCard({ party }: { party: PartyItem }) {
  const t = useT();
  const when = useEventTime();
  return (
    <Paper withBorder radius="md" p="md" data-testid="party-card">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Anchor component={Link} to={partyHref(party.slug)} fw={700} size="lg">
            {party.title}
          </Anchor>
          <Text size="sm">{when(party.startsAt, party.endsAt, party.timeZone)}</Text>
          <Text size="sm" c="dimmed">
            {party.place}
            {party.distanceKm !== null ? ` · ${t('parties.km', { km: party.distanceKm })}` : ''}
            {party.host ? ` · ${t('parties.hostedBy', { name: party.host.name })}` : ''}
          </Text>
        </Stack>
        <Group gap={6}>
          {party.cancelled ? <Badge color="red">{t('parties.cancelled')}</Badge> : null}
          <Badge variant="light">{t(`parties.audience.${party.audience}`)}</Badge>
          <Badge variant="outline">
            {party.capacity !== null
              ? t('parties.goingOf', { going: party.going, capacity: party.capacity })
              : t('parties.goingCount', { going: party.going })}
          </Badge>
        </Group>
      </Group>
    </Paper>
  );
}

export function PartyList({ list, empty }: { list: LoadedPages<PartyItem> & PagedList; empty: ReactNode }) {
  const t = useT();
  return (
    <Stack gap="sm">
      <KeysetListStates list={list} failed={t('parties.loadFailed')} empty={empty} emptyTestId="parties-empty">
        {(items) => (
          <Stack gap="sm" data-testid="party-list">
            {items.map((p) => (
              <PartyCard key={p.id} party={p} />
            ))}
          </Stack>
        )}
      </KeysetListStates>
      <MoreButton list={list} w="fit-content">
        {t('parties.more')}
      </MoreButton>
    </Stack>
  );
}

/** Type a town, pick it from the gazetteer: answers the place's id (and shows its label). */
export function PlaceField({
  label,
  value,
  initialLabel,
  error,
  onChange,
}: {
  label: string;
  value: string;
  initialLabel?: string;
  error?: string;
  onChange: (id: string) => void;
}) {
  const t = useT();
  const [text, setText] = useState(initialLabel ?? '');
  const chosen = useRef<Place | null>(
    initialLabel ? { id: value, label: initialLabel, name: initialLabel, region: null, country: '' } : null,
  );
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const places = useQuery({
    queryKey: partyKeys.places(debounced),
    queryFn: ({ signal }) => partiesApi.places(debounced, signal),
    enabled: debounced.length >= 2,
    retry: false,
  });
  const options: Place[] = places.data ?? [];
  return (
    <Autocomplete
      label={label}
      placeholder={t('parties.form.placeHint')}
      value={text}
      error={error}
      data={options.map((p) => ({ value: p.id, label: p.label }))}
      filter={({ options: o }) => o}
      onOptionSubmit={(id) => {
        const picked = options.find((p) => p.id === id);
        if (!picked) return;
        chosen.current = picked;
        setText(picked.label);
        onChange(picked.id);
      }}
      onChange={(v) => {
        const picked = chosen.current;
        // Choosing an option also reports the input's new text (its value or label): that keeps the choice.
        if (picked && (v === picked.id || v === picked.label)) {
          setText(picked.label);
          return;
        }
        setText(v);
        chosen.current = null;
        if (value) onChange('');
      }}
      data-testid="party-place"
    />
  );
}
