import {
  Button,
  Fieldset,
  Group,
  Input,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  type MantineSize,
} from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import {
  changeKind,
  composeGenders,
  GENDER_LETTERS,
  type GenderLetter,
  type GendersKind,
  type GendersSelection,
  MAX_GROUP_SIZE,
  MIN_GROUP_SIZE,
  parseGenders,
  type PersonGender,
  resizePeople,
} from './genders';

export interface GendersPickerLabels {
  kind: string;
  single: string;
  couple: string;
  group: string;
  /** Label of the only select for a single. */
  self: string;
  /** Label of each select for couples and groups; `{n}` is replaced by 1, 2, … */
  person: string;
  placeholder: string;
  addPerson: string;
  removePerson: string;
  genders: Record<GenderLetter, string>;
}

export const DEFAULT_GENDERS_PICKER_LABELS: GendersPickerLabels = {
  kind: 'This profile is for',
  single: 'Just me',
  couple: 'A couple',
  group: 'A group',
  self: 'I am',
  person: 'Person {n}',
  placeholder: 'Choose…',
  addPerson: 'Add a person',
  removePerson: 'Remove a person',
  genders: { m: 'Man', f: 'Woman', t: 'Trans', n: 'Non-binary' },
};

export interface GendersPickerProps {
  /** The current code, e.g. 'mf'; '' while incomplete. */
  value: string;
  /** Called with the new code, or '' while someone's gender is still unchosen. */
  onChange: (code: string) => void;
  onBlur?: () => void;
  legend: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  labels?: Partial<GendersPickerLabels>;
  /**
   * Size of the legend, description, error and selects; use the size of the form's other inputs so the
   * fieldset reads as one more field. The inner labels stay one step smaller, under the legend.
   */
  size?: MantineSize;
}

/** Picks single, couple or group and each person's gender, producing a GendersCode string. */
export function GendersPicker({
  value,
  onChange,
  onBlur,
  legend,
  description,
  error,
  required,
  disabled,
  labels: labelOverrides,
  size: fieldSize = 'sm',
}: GendersPickerProps) {
  const labels = { ...DEFAULT_GENDERS_PICKER_LABELS, ...labelOverrides };
  const errorId = useId();
  const [selection, setSelection] = useState<GendersSelection>(() => parseGenders(value));
  const [seenValue, setSeenValue] = useState(value);

  // The form may set or reset the value from outside (e.g. reset()): follow it unless it is what we emitted.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== composeGenders(selection.people)) setSelection(parseGenders(value));
  }

  const update = (next: GendersSelection): void => {
    setSelection(next);
    const code = composeGenders(next.people);
    setSeenValue(code);
    onChange(code);
  };

  const setPerson = (index: number, gender: PersonGender): void => {
    update({ ...selection, people: selection.people.map((p, i) => (i === index ? gender : p)) });
  };

  const options = [
    { value: '', label: labels.placeholder, disabled: true },
    ...GENDER_LETTERS.map((letter) => ({ value: letter, label: labels.genders[letter] })),
  ];
  const size = selection.people.length;

  return (
    <Fieldset
      legend={
        <>
          {legend}
          {required ? (
            <span aria-hidden style={{ color: 'var(--mantine-color-error)' }}>
              {' '}
              *
            </span>
          ) : null}
        </>
      }
      variant="unstyled"
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      onBlur={onBlur}
      styles={{
        // No browser indent: the fieldset lines up with the inputs above and below it.
        root: { margin: 0, padding: 0, minInlineSize: 0 },
        legend: {
          padding: 0,
          marginBottom: 4,
          fontWeight: 'var(--mantine-font-weight-medium)',
          fontSize: `var(--mantine-font-size-${fieldSize})`,
          lineHeight: 'var(--mantine-line-height)',
        },
      }}
    >
      <Stack gap="sm">
        {description ? (
          <Input.Description size={fieldSize} mt={-4}>
            {description}
          </Input.Description>
        ) : null}
        <Radio.Group
          label={labels.kind}
          value={selection.kind}
          onChange={(kind) => update(changeKind(selection, kind as GendersKind))}
        >
          <Group gap="lg" mt={6}>
            <Radio value="single" label={labels.single} />
            <Radio value="couple" label={labels.couple} />
            <Radio value="group" label={labels.group} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={size === 1 ? 1 : { base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {selection.people.map((gender, index) => (
            <NativeSelect
              key={index}
              label={size === 1 ? labels.self : labels.person.replace('{n}', String(index + 1))}
              data={options}
              value={gender}
              onChange={(event) => setPerson(index, event.currentTarget.value as PersonGender)}
              error={Boolean(error) && gender === ''}
              size={fieldSize}
              styles={{ label: { fontSize: 'var(--mantine-font-size-sm)' } }}
            />
          ))}
        </SimpleGrid>
        {selection.kind === 'group' ? (
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              disabled={size >= MAX_GROUP_SIZE}
              onClick={() => update({ ...selection, people: resizePeople(selection.people, size + 1) })}
            >
              {labels.addPerson}
            </Button>
            <Button
              variant="subtle"
              size="xs"
              disabled={size <= MIN_GROUP_SIZE}
              onClick={() => update({ ...selection, people: resizePeople(selection.people, size - 1) })}
            >
              {labels.removePerson}
            </Button>
          </Group>
        ) : null}
        {error ? (
          <Input.Error id={errorId} size={fieldSize}>
            {error}
          </Input.Error>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
