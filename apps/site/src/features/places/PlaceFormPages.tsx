import { PLACE_FACILITIES, PLACE_LIMITS, PlaceSuggestionInput, type PlaceDetail } from '@community/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { useSite } from '../../shared/boot/boot-context';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';
import { placesApi, usePlaceById, usePlacesMutation } from './api';
import { FACILITY_KEYS, PlacesOnly, placeHref, useFailToast } from './parts';

type Form = z.input<typeof PlaceSuggestionInput>;
type Values = z.output<typeof PlaceSuggestionInput>;
const FIELDS = ['name', 'country', 'county', 'description', 'directions', 'facilities', 'lat', 'lng', 'note'] as const;

/** The countries a member picks from, named in their language; the variant's own country first. */
function useCountryChoices(): Array<{ value: string; label: string }> {
  const site = useSite();
  return useMemo(() => {
    const tag = site.locale.replace('_', '-');
    const names = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
    const codes = 'AD AT AU BE BG CA CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MT NL NO NZ PL PT RO SE SI SK US ZA'.split(' ');
    const home = site.locale.split('_')[1] ?? 'GB';
    return codes
      .map((c) => ({ value: c, label: names.of(c) ?? c }))
      .sort((a, b) => (a.value === home ? -1 : b.value === home ? 1 : a.label.localeCompare(b.label, tag)));
  }, [site.locale]);
}

/**
 * The place form, checked by the contracts' schema (the API applies the same). `mode`: submit a new place, edit
 * one directly (its submitter while it waits, or staff), or suggest an edit of a public place (with a note).
 */
function PlaceForm({ initial, mode, place }: { initial: Form; mode: 'submit' | 'edit' | 'suggest'; place?: PlaceDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const fail = useFailToast();
  const countries = useCountryChoices();
  const [sent, setSent] = useState(false);
  const form = useForm<Form, unknown, Values>({ resolver: zodResolver(PlaceSuggestionInput), defaultValues: initial });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const save = usePlacesMutation(
    async (v: Values) => {
      const { note, ...body } = v;
      if (mode === 'submit') return placesApi.submit(body);
      if (mode === 'edit') return placesApi.edit(place!.id, body);
      await placesApi.suggest(place!.id, { ...body, note });
      return null;
    },
    (result) => {
      if (result) void navigate(placeHref(result));
      else setSent(true);
    },
  );
  const [locating, setLocating] = useState(false);
  const here = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        form.setValue('lat', Number(pos.coords.latitude.toFixed(5)), { shouldValidate: true });
        form.setValue('lng', Number(pos.coords.longitude.toFixed(5)), { shouldValidate: true });
      },
      () => setLocating(false),
      { timeout: 10_000 },
    );
  };
  if (sent) {
    return (
      <Alert color="green" title={t('places.suggest.sent')} data-testid="place-suggestion-sent">
        <Stack gap="xs">
          <Text size="sm">{t('places.suggest.sentText')}</Text>
          {place ? (
            <Button component={Link} to={placeHref(place)} variant="default" w="fit-content">
              {t('places.back')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        data-testid="place-form"
        onSubmit={form.handleSubmit((values) =>
          save.mutate(values, {
            onError: (error) => {
              if (isApiRequestError(error) && error.error.errors?.some((e) => (FIELDS as readonly string[]).some((f) => e.field.startsWith(f)))) showServerErrors(error);
              else fail(error);
            },
          }),
        )}
      >
        <Stack gap="md">
          <FormAlert errors={errors} />
          {mode === 'submit' ? <Text size="sm" c="dimmed">{t('places.submit.review')}</Text> : null}
          <TextInput label={t('places.form.name')} required maxLength={PLACE_LIMITS.nameMax} error={errors.name?.message} {...form.register('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              name="country"
              control={form.control}
              render={({ field }) => (
                <Select label={t('places.form.country')} required searchable data={countries} value={field.value} onChange={(v) => field.onChange(v ?? '')} error={errors.country?.message} allowDeselect={false} />
              )}
            />
            <TextInput label={t('places.form.county')} description={t('places.form.countyHint')} required maxLength={PLACE_LIMITS.countyMax} error={errors.county?.message} {...form.register('county')} />
          </SimpleGrid>
          <Textarea label={t('places.form.description')} required autosize minRows={4} maxLength={PLACE_LIMITS.descriptionMax} error={errors.description?.message} {...form.register('description')} />
          <Textarea label={t('places.form.directions')} autosize minRows={2} maxLength={PLACE_LIMITS.directionsMax} error={errors.directions?.message} {...form.register('directions')} />
          <Controller
            name="facilities"
            control={form.control}
            render={({ field }) => (
              <Checkbox.Group label={t('places.form.facilities')} value={field.value ?? []} onChange={field.onChange} error={errors.facilities?.message}>
                <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
                  {PLACE_FACILITIES.map((f) => (
                    <Checkbox key={f} value={f} label={t(FACILITY_KEYS[f])} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
          <Stack gap={4}>
            <Text fw={500} size="sm">
              {t('places.form.coordinates')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('places.form.coordinatesHint')}
            </Text>
            <Group align="flex-end" wrap="wrap">
              <Controller
                name="lat"
                control={form.control}
                render={({ field }) => (
                  <NumberInput label={t('places.form.lat')} required decimalScale={6} min={-90} max={90} value={field.value ?? ''} onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)} error={errors.lat?.message} w={160} />
                )}
              />
              <Controller
                name="lng"
                control={form.control}
                render={({ field }) => (
                  <NumberInput label={t('places.form.lng')} required decimalScale={6} min={-180} max={180} value={field.value ?? ''} onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)} error={errors.lng?.message} w={160} />
                )}
              />
              <Button variant="default" onClick={here} loading={locating}>
                {t('places.form.here')}
              </Button>
            </Group>
          </Stack>
          {mode === 'suggest' ? <Textarea label={t('places.suggest.note')} autosize minRows={2} maxLength={PLACE_LIMITS.reasonMax} error={errors.note?.message} {...form.register('note')} /> : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {mode === 'submit' ? t('places.submit.button') : mode === 'edit' ? t('places.edit.button') : t('places.suggest.button')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

const empty = (): Form => ({ name: '', country: 'GB', county: '', description: '', directions: '', facilities: [], lat: undefined as unknown as number, lng: undefined as unknown as number, note: '' });

/** `/dogging/submit`: a new place, public once staff approve it. */
export function PlaceSubmitPage() {
  const t = useT();
  return (
    <PlacesOnly>
      <SitePage title={t('places.submit.title')} breadcrumbs={[{ label: t('places.title'), href: routeTo('dogging') }]} size="md">
        <PlaceForm initial={empty()} mode="submit" />
      </SitePage>
    </PlacesOnly>
  );
}

/** `/dogging/edit/{location}`: edit my waiting place (or any, for staff), or suggest an edit of a public one. */
export function PlaceEditPage() {
  return (
    <PlacesOnly>
      <EditPage />
    </PlacesOnly>
  );
}

function EditPage() {
  const t = useT();
  const { location } = useParams();
  const query = usePlaceById(location);
  const place = query.data;
  const mode = place?.viewer.canEdit ? 'edit' : 'suggest';
  if (!location) {
    return (
      <SitePage title={t('places.edit.title')} breadcrumbs={[{ label: t('places.title'), href: routeTo('dogging') }]}>
        <Text>{t('places.edit.pick')}</Text>
      </SitePage>
    );
  }
  return (
    <SitePage
      title={place ? `${mode === 'edit' ? t('places.edit.title') : t('places.suggest.title')}: ${place.name}` : t('places.edit.title')}
      text={place && mode === 'suggest' ? t('places.suggest.text') : undefined}
      breadcrumbs={[{ label: t('places.title'), href: routeTo('dogging') }]}
      query={query}
      resetKey={location}
      size="md"
    >
      {() =>
        place ? (
          place.viewer.canEdit || place.viewer.canSuggest ? (
            <PlaceForm
              mode={mode}
              place={place}
              initial={{ name: place.name, country: place.country, county: place.county, description: place.description, directions: place.directions, facilities: place.facilities, lat: place.lat, lng: place.lng, note: '' }}
            />
          ) : (
            <Text>{t('places.edit.refused')}</Text>
          )
        ) : null
      }
    </SitePage>
  );
}
