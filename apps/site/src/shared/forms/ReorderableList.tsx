import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ReorderableListLabels {
  moveUp: string;
  moveDown: string;
  remove: string;
}

/**
 * A form's ordered list of ids (a series' parts, an ebook's chapters): each row shows what `render` draws for
 * its id, with move up, move down and remove buttons; `onChange` gets the new order. `empty` is the dimmed note
 * shown above the (empty) list while it has no ids.
 */
export function ReorderableList({
  ids,
  onChange,
  render,
  labels,
  empty,
  'data-testid': testId,
}: {
  ids: readonly string[];
  onChange: (ids: string[]) => void;
  render: (id: string, index: number) => ReactNode;
  labels: ReorderableListLabels;
  empty?: ReactNode;
  'data-testid'?: string;
}) {
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [id] = next.splice(index, 1);
    next.splice(index + by, 0, id!);
    onChange(next);
  };
  return (
    <>
      {ids.length === 0 && empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : null}
      <Stack gap={6} component="ol" style={{ paddingLeft: 20, margin: 0 }} data-testid={testId}>
        {ids.map((id, i) => (
          <li key={id}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              {render(id, i)}
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="default" onClick={() => move(i, -1)} disabled={i === 0} aria-label={labels.moveUp}>
                  ↑
                </ActionIcon>
                <ActionIcon variant="default" onClick={() => move(i, 1)} disabled={i === ids.length - 1} aria-label={labels.moveDown}>
                  ↓
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" onClick={() => onChange(ids.filter((x) => x !== id))} aria-label={labels.remove}>
                  ✕
                </ActionIcon>
              </Group>
            </Group>
          </li>
        ))}
      </Stack>
    </>
  );
}
