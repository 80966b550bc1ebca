import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

const TONES = {
  success: { color: 'green', role: 'status' },
  warning: { color: 'yellow', role: 'alert' },
  error: { color: 'red', role: 'alert' },
} as const;

/** How an account step ended (confirmed, reset, expired, refused): the message, then the way on below it. */
export function AuthOutcome({ tone, message, children }: { tone: keyof typeof TONES; message: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Alert color={TONES[tone].color} variant="light" role={TONES[tone].role}>
        {message}
      </Alert>
      {children}
    </Stack>
  );
}
