import { Button, Group, Text } from '@mantine/core';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { ErrorScreen } from './ErrorScreen';

const fromOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string' && state.from.startsWith('/')
    ? state.from
    : null;

/** SPEC 8: 500, 502 and 503 land here — an honest "it's us, not you", and a way back. */
export function MaintenancePage() {
  const t = useT();
  const navigate = useNavigate();
  const from = fromOf(useLocation().state);
  usePageTitle(t('errors.maintenance.title'));

  return (
    <ErrorScreen
      title={t('errors.maintenance.title')}
      text={t('errors.maintenance.text')}
      actions={
        <Group justify="center" mt="sm">
          <Button onClick={() => (from ? navigate(from, { replace: true }) : window.location.reload())}>
            {t('errors.maintenance.retry')}
          </Button>
          <Button component={Link} to={routeTo('index')} variant="default">
            {t('common.goHome')}
          </Button>
        </Group>
      }
    >
      {from ? (
        <Text size="sm" c="dimmed" maw={460}>
          {t('errors.maintenance.honest')}
        </Text>
      ) : null}
    </ErrorScreen>
  );
}
