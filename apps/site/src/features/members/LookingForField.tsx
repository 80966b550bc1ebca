import { LOOKING_FOR } from '@community/domain';
import { Checkbox, Group } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useT } from '../../shared/i18n/useT';

/** "Looking for" (men, women, couples …) as a form field: the profile edit page and the setup step. */
export function LookingForField<T extends FieldValues, TOut extends FieldValues = T>({ control, name }: { control: Control<T, unknown, TOut>; name: Path<T> }) {
  const t = useT();
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox.Group label={t('members.lookingFor')} value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message}>
      <Group mt="xs">
        {LOOKING_FOR.map((v) => (
          <Checkbox key={v} value={v} label={t(`members.lookingFor.${v}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
