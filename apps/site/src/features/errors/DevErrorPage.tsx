import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { DEV_ERRORS, type DevErrorState } from '../../shared/api/handle-error';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { routeTo } from '../../shared/routes';
import { ErrorScreen } from './ErrorScreen';
import { MaintenancePage } from './MaintenancePage';

const stateOf = (state: unknown): Partial<DevErrorState> => {
  if (typeof state !== 'object' || state === null) return {};
  const { from, error } = state as Record<string, unknown>;
  const ok = typeof error === 'object' && error !== null && typeof (error as Record<string, unknown>).statusCode === 'number';
  return {
    from: typeof from === 'string' && from.startsWith('/') ? from : undefined,
    error: ok ? (error as DevErrorState['error']) : undefined,
  };
};

/**
 * What a developer sees for a server error under the dev server (SPEC 8: 500, 502, 503 and a server parse error
 * go to dev-error in dev mode): the status, the server's message and the page it happened on. Developer-only
 * text, in English.
 */
export function DevErrorView({ error, from }: Partial<DevErrorState>) {
  const navigate = useNavigate();
  usePageTitle('Server error (development)');
  return (
    <ErrorScreen
      code={error ? String(error.statusCode) : '5xx'}
      title="Server error (development)"
      text="The API answered with a server error. Production shows the maintenance page here."
      actions={
        <Group justify="center" mt="sm">
          <Button onClick={() => (from ? navigate(from, { replace: true }) : window.location.reload())}>Try again</Button>
          <Button component={Link} to={routeTo('index')} variant="default">
            Home
          </Button>
        </Group>
      }
    >
      <Stack gap={4} w="100%" ta="left" data-testid="dev-error">
        {from ? (
          <Text size="sm">
            Page: <Code>{from}</Code>
          </Text>
        ) : null}
        <Code block>{error ? `${error.statusCode} ${error.message}` : 'No error details (the page was opened directly).'}</Code>
      </Stack>
    </ErrorScreen>
  );
}

/** /dev-error: the error the API handler sent here under the dev server; elsewhere the maintenance page. */
export function DevErrorPage({ dev = DEV_ERRORS }: { dev?: boolean }) {
  const state = stateOf(useLocation().state);
  if (!dev) return <MaintenancePage />;
  return <DevErrorView {...state} />;
}
