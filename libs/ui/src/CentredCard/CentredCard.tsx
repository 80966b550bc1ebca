import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface CentredCardProps {
  /** The page heading (an h1). */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  children?: ReactNode;
  /** Shown under the card, e.g. "New here? Join". */
  footer?: ReactNode;
  /** Maximum width in px. */
  width?: number;
}

/** A centred card for short focused pages: log in, join, reset password, confirmations. */
export function CentredCard({ title, description, children, footer, width = 440 }: CentredCardProps) {
  return (
    <Container size={width} px={{ base: 'sm', xs: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Text component="div" ta="center" mt="lg" size="sm">
          {footer}
        </Text>
      ) : null}
    </Container>
  );
}
