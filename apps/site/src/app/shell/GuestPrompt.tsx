import { getRoute, routeTo } from '@community/contracts';
import { showPrompt } from '@community/domain';
import { Affix, Button, Group, Paper, Text, Transition } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { useFooterInView } from './useFooterInView';
import { useRouteName } from '../../shared/hooks/useRouteName';
import { useSiteFlags } from '../../shared/auth/viewer';

/** The join prompt for guests (SPEC 6 showPrompt): a bar at the bottom of the screen, hidden near the footer. */
export function GuestPrompt() {
  const t = useT();
  const { loggedIn, pending } = useAuth();
  const flags = useSiteFlags();
  const routeName = useRouteName();
  const nearFooter = useFooterInView();
  const textId = useId();
  // Not on the log-in and join pages themselves (a product decision: the prompt would repeat the page).
  const onAuthPage = routeName !== null && getRoute(routeName)?.family === 'auth';
  const show = !pending && !onAuthPage && showPrompt(loggedIn, routeName, flags.storiesMode) && !nearFooter;

  return (
    <Affix position={{ bottom: 12, left: 12, right: 12 }} zIndex={90}>
      <Transition transition="slide-up" mounted={show}>
        {(style) => (
          // A labelled complementary landmark: content outside main, header and footer must sit in one.
          <Paper
            component="aside"
            aria-labelledby={textId}
            style={style}
            shadow="md"
            radius="md"
            p="sm"
            withBorder
            maw={640}
            mx="auto"
            data-testid="guest-prompt"
          >
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm" id={textId}>
                {t('shell.prompt.text')}
              </Text>
              <Button component={Link} to={routeTo('register')} size="compact-md" style={{ flexShrink: 0 }}>
                {t('nav.register')}
              </Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
