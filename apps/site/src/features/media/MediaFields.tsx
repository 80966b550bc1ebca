import type { Album } from '@community/contracts';
import { MEDIA_VISIBILITIES } from '@community/domain';
import { Select, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useT } from '../../shared/i18n/useT';

/** Where a select sits: `modal` lifts its list above the viewer and the album dialog; `w` sizes it in a row. */
type Placement = { modal?: boolean; w?: SelectProps['w'] };

const inModal = (modal: boolean | undefined) => (modal ? { comboboxProps: { zIndex: 1000 } } : {});

/** "Who sees it" of an upload batch, an item or an album, as a form field. */
export function VisibilityField<T extends FieldValues>({ control, name, modal, w }: { control: Control<T>; name: Path<T> } & Placement) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={t('media.visibility')}
          data={MEDIA_VISIBILITIES.map((v) => ({ value: v, label: t(`media.visibility.${v}`) }))}
          value={field.value ?? 'members'}
          onChange={(v) => v && field.onChange(v)}
          allowDeselect={false}
          error={fieldState.error?.message}
          w={w}
          {...inModal(modal)}
        />
      )}
    />
  );
}

/**
 * The album an upload or an item goes in, as a form field; "no album" is the schema's empty value (`null` where the
 * API takes an album off, `undefined` where it is left out).
 */
export function AlbumField<T extends FieldValues>({
  control,
  name,
  albums,
  none,
  modal,
  w,
}: { control: Control<T>; name: Path<T>; albums: readonly Pick<Album, 'id' | 'name'>[]; none: null | undefined } & Placement) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={t('media.upload.album')}
          data={[{ value: '', label: t('media.upload.noAlbum') }, ...albums.map((a) => ({ value: a.id, label: a.name }))]}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v ? v : none)}
          allowDeselect={false}
          error={fieldState.error?.message}
          w={w}
          {...inModal(modal)}
        />
      )}
    />
  );
}
