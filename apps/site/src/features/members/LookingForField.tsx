import { LOOKING_FOR } from '@community/domain';
import { Checkbox, Group } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useT } from '../../shared/i18n/useT';

/** "Looking for" (men, women, couples …) as a form field: the profile edit page and the setup step. */
export function LookingForField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox.Group label={t('members.lookingFor')} value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message}>
          <Group mt="xs">
            {LOOKING_FOR.map((v) => (
              <Checkbox key={v} value={v} label={t(`members.lookingFor.${v}`)} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
}
