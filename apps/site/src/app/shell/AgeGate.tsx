import { LIMITS } from '@community/domain';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { readCookie, writeCookie } from '../../shared/cookies';

export const AGE_CONFIRM_COOKIE = 'age-confirm';
/** Where a visitor who is not an adult is sent (SPEC 4: an external search site). */
export const AGE_GATE_EXIT_URL = 'https://www.google.com';

/**
 * SPEC 4 age gate: shown to guests without the age-confirm cookie. Agree sets the cookie (lifetime from
 * LIMITS) and closes; disagree leaves the site. No close button, Escape or backdrop click closes it.
 */
export function AgeGate({ leave = (url: string) => window.location.assign(url) }: { leave?: (url: string) => void }) {
  const t = useT();
  const { loggedIn, pending } = useAuth();
  const [confirmed, setConfirmed] = useState(() => readCookie(AGE_CONFIRM_COOKIE) === '1');
  const opened = !pending && !loggedIn && !confirmed;

  const agree = () => {
    writeCookie(AGE_CONFIRM_COOKIE, '1', LIMITS.ageConfirmCookieMs);
    setConfirmed(true);
  };

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={t('ageGate.title')}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      trapFocus
      // In the page itself rather than a portal: the server renders it for guests (no spinner first, issue 18).
      withinPortal={false}
      overlayProps={{ backgroundOpacity: 0.85, blur: 6 }}
      data-testid="age-gate"
    >
      <Text mb="lg">{t('ageGate.text')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => leave(AGE_GATE_EXIT_URL)}>
          {t('ageGate.disagree')}
        </Button>
        <Button onClick={agree} data-autofocus>
          {t('ageGate.agree')}
        </Button>
      </Group>
    </Modal>
  );
}
