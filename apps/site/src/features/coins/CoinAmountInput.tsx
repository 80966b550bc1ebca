import { NumberInput } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A whole number of coins (at least 1) in a form: empty is no amount, so the schema says one is needed. */
export function CoinAmountInput<T extends FieldValues, TOut extends FieldValues = T>({ control, name, label }: { control: Control<T, unknown, TOut>; name: Path<T>; label: string }) {
  const { field, fieldState } = useController({ control, name });
  const onChange = (v: number | string) => field.onChange(v === '' ? undefined : Number(v));
  return <NumberInput label={label} value={field.value ?? ''} onChange={onChange} onBlur={field.onBlur} ref={field.ref} min={1} allowDecimal={false} required error={fieldState.error?.message} />;
}
