import { NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A whole number of coins (at least 1) in a form: empty is no amount, so the schema says one is needed. */
export function CoinAmountInput<T extends FieldValues>({ control, name, label }: { control: Control<T>; name: Path<T>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
          onBlur={field.onBlur}
          ref={field.ref}
          min={1}
          allowDecimal={false}
          required
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
