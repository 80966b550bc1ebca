import { LIMITS } from '@community/domain';
import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { SmartLink } from '../SmartLink/SmartLink';

export interface PageWrapperTexts {
  /** 'Page Not Found' (translated). */
  notFoundTitle: string;
  /** 'This page could not be found' (translated). */
  notFoundText: string;
  /** Text of the button home. */
  home: string;
  /** Accessible name of the spinner. */
  loading: string;
}

export interface PageWrapperProps {
  /** The page's data is there: render the children. */
  ready: boolean;
  /** The fetch failed: show the not-found state at once. */
  error?: boolean;
  /** The page; a function is called only once the data is ready. */
  children: ReactNode | (() => ReactNode);
  texts: PageWrapperTexts;
  /** Where the home button goes. @default '/' */
  homeHref?: string;
  /** Changing it starts the waiting over (e.g. the page's id, when one page component shows another record). */
  resetKey?: string | number;
  /** @default 200 (SPEC 9 spinner wait) */
  spinnerDelayMs?: number;
  /** @default 10000 (SPEC 9 page error timeout) */
  timeoutMs?: number;
}

type Phase = 'quiet' | 'spinner' | 'expired';

/**
 * Wraps a page whose data loads (SPEC 2 Page wrapper): nothing for the first 200 ms, then a spinner; after
 * 10 s without data, or when the fetch failed, a not-found title, an explanation and a button home.
 */
export function PageWrapper({
  ready,
  error = false,
  children,
  texts,
  homeHref = '/',
  resetKey,
  spinnerDelayMs = LIMITS.spinnerDelayMs,
  timeoutMs = LIMITS.pageErrorTimeoutMs,
}: PageWrapperProps) {
  const waiting = !ready && !error;
  const [phase, setPhase] = useState<{ key: PageWrapperProps['resetKey']; value: Phase }>({
    key: resetKey,
    value: 'quiet',
  });
  // A new page (or data going away) starts the wait over.
  if (phase.key !== resetKey || (!waiting && phase.value !== 'quiet')) {
    setPhase({ key: resetKey, value: 'quiet' });
  }

  useEffect(() => {
    if (!waiting) return undefined;
    const spinner = setTimeout(() => setPhase({ key: resetKey, value: 'spinner' }), spinnerDelayMs);
    const expired = setTimeout(() => setPhase({ key: resetKey, value: 'expired' }), timeoutMs);
    return () => {
      clearTimeout(spinner);
      clearTimeout(expired);
    };
  }, [waiting, resetKey, spinnerDelayMs, timeoutMs]);

  if (ready && !error) return <>{typeof children === 'function' ? children() : children}</>;

  if (error || phase.value === 'expired') {
    return (
      <Container size="sm" py={48}>
        <Stack align="center" gap="md" ta="center">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {texts.notFoundTitle}
          </Title>
          <Text c="dimmed">{texts.notFoundText}</Text>
          <Button component={SmartLink} href={homeHref}>
            {texts.home}
          </Button>
        </Stack>
      </Container>
    );
  }

  if (phase.value === 'spinner') {
    return (
      <Center py={48} role="status" aria-label={texts.loading}>
        <Loader />
      </Center>
    );
  }

  return null;
}
