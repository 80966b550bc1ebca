import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ErrorScreenProps {
  /** A large label above the title, e.g. "404", in the brand colour (full strength: 3:1 at least for large text). */
  code?: string;
  title: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The shared look of the not-found, maintenance and error pages. */
export function ErrorScreen({ code, title, text, actions, children }: ErrorScreenProps) {
  return (
    <Container size={560} py={{ base: 48, sm: 96 }} px="md">
      <Stack align="center" ta="center" gap="md">
        {code ? (
          <Text aria-hidden fw={900} fz={{ base: 72, sm: 96 }} lh={1} c="var(--mantine-primary-color-light-color)">
            {code}
          </Text>
        ) : null}
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {text ? (
          <Text c="dimmed" size="lg" maw={460}>
            {text}
          </Text>
        ) : null}
        {actions}
        {children}
      </Stack>
    </Container>
  );
}
