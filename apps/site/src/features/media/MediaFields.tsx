import type { Album } from '@community/contracts';
import { MEDIA_VISIBILITIES } from '@community/domain';
import { Select, type SelectProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useT } from '../../shared/i18n/useT';

/** Where a select sits: `modal` lifts its list above the viewer and the album dialog; `w` sizes it in a row. */
type Placement = { modal?: boolean; w?: SelectProps['w'] };

const placed = ({ modal, w }: Placement): Partial<SelectProps> => ({ w, ...(modal ? { comboboxProps: { zIndex: 1000 } } : {}) });

/** "Who sees it" of an upload batch, an item or an album, as a form field. */
export function VisibilityField<T extends FieldValues, TOut extends FieldValues = T>({ control, name, ...placement }: { control: Control<T, unknown, TOut>; name: Path<T> } & Placement) {
  const t = useT();
  const { field, fieldState } = useController({ control, name });
  const options = MEDIA_VISIBILITIES.map((v) => ({ value: v, label: t(`media.visibility.${v}`) }));
  return (
    <Select
      label={t('media.visibility')}
      data={options}
      value={field.value ?? 'members'}
      onChange={(v) => v && field.onChange(v)}
      allowDeselect={false}
      error={fieldState.error?.message}
      {...placed(placement)}
    />
  );
}

/**
 * The album an upload or an item goes in, as a form field; "no album" is the schema's empty value (`null` where the
 * API takes an album off, `undefined` where it is left out).
 */
export function AlbumField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  albums,
  none,
  ...placement
}: { control: Control<T, unknown, TOut>; name: Path<T>; albums: readonly Pick<Album, 'id' | 'name'>[]; none: null | undefined } & Placement) {
  const t = useT();
  const { field, fieldState } = useController({ control, name });
  const options = [{ value: '', label: t('media.upload.noAlbum') }, ...albums.map((a) => ({ value: a.id, label: a.name }))];
  return <Select label={t('media.upload.album')} data={options} value={field.value ?? ''} onChange={(v) => field.onChange(v ? v : none)} allowDeselect={false} error={fieldState.error?.message} {...placed(placement)} />;
}
