import { Text, Title } from '@mantine/core';

/**
 * A section's heading and the line that says what the section is for. `order` is the heading level in the page
 * (the look stays the same); `size` md for a small section inside a card.
 */
export function SectionHeading({ title, text, order = 2, size = 'lg', id }: { title: string; text: string; order?: 2 | 3; size?: 'lg' | 'md'; id?: string }) {
  return (
    <>
      <Title order={order} fz={size} id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </>
  );
}
