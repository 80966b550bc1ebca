import { Button, Center, Code, Group, Text } from '@mantine/core';
import { Component, lazy, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
import { DEV_ERRORS } from '../../shared/api/handle-error';
import { useBoot } from '../../shared/boot/boot-context';
import { FALLBACK_TRANSLATIONS } from '../../shared/i18n/fallback';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { ErrorScreen } from './ErrorScreen';
import { MaintenancePage } from './MaintenancePage';
import { NotFoundPage } from './NotFoundPage';

/** Dev server only (SPEC 8's dev-error): its own chunk, so the entry does not carry it. */
const DevErrorView = lazy(async () => ({ default: (await import('./DevErrorPage')).DevErrorView }));

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error);

export interface FallbackTexts {
  title: string;
  details: string;
  home: string;
}

/**
 * SPEC 2: if the error page itself fails, a plain message, the details and a link home — plain HTML with no
 * theme or router, so that nothing it needs can fail in turn.
 */
export class ErrorPageBoundary extends Component<{ original: unknown; texts: FallbackTexts; children: ReactNode }, { failed: unknown }> {
  override state: { failed: unknown } = { failed: null };

  static getDerivedStateFromError(failed: unknown) {
    return { failed };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The error page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif', maxWidth: '60rem', margin: '0 auto' }}>
        <h1 style={{ fontSize: '1.5rem' }}>{this.props.texts.title}</h1>
        <details open>
          <summary>{this.props.texts.details}</summary>
          <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="error-details">
            {describe(this.props.original)}
            {'\n'}
            {describe(this.state.failed)}
          </pre>
        </details>
        <a href="/">{this.props.texts.home}</a>
      </div>
    );
  }
}

function RouteErrorContent({ error }: { error: unknown }) {
  const t = useT();
  const chunkError = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunkError);

  useEffect(() => {
    if (chunkError && !reloadForChunkError(window.sessionStorage, Date.now(), () => window.location.reload())) {
      setReloading(false);
    }
  }, [chunkError]);

  if (reloading) {
    return (
      <Center mih="50vh" role="status">
        <Text c="dimmed">{t('shell.updating')}</Text>
      </Center>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : isApiRequestError(error) ? error.statusCode : 500;
  if (status === 404) return <NotFoundPage />;
  if (status === 500 || status === 502 || status === 503) {
    // SPEC 8: maintenance, or under the dev server the error itself.
    if (isApiRequestError(error))
      return DEV_ERRORS ? (
        <Suspense fallback={null}>
          <DevErrorView error={{ statusCode: error.statusCode, message: error.message }} from={window.location.pathname} />
        </Suspense>
      ) : (
        <MaintenancePage />
      );
  }

  return (
    <ErrorScreen
      code={String(status)}
      title={t('errors.unexpected')}
      actions={
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>{t('errors.refresh')}</Button>
          <Button component={Link} to={routeTo('index')} variant="default">
            {t('common.goHome')}
          </Button>
        </Group>
      }
    >
      {import.meta.env.DEV ? (
        <Code block maw="100%" ta="left">
          {describe(error)}
        </Code>
      ) : null}
    </ErrorScreen>
  );
}

/** The router's error element: not-found, maintenance, stale chunks, and anything else that went wrong. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { layout } = useBoot();
  const text = (key: 'errors.errorPageFailed' | 'errors.details' | 'common.goHome'): string => layout.translations[key] ?? FALLBACK_TRANSLATIONS[key];
  const texts = { title: text('errors.errorPageFailed'), details: text('errors.details'), home: text('common.goHome') };
  return (
    <ErrorPageBoundary original={error} texts={texts}>
      <RouteErrorContent error={error} />
    </ErrorPageBoundary>
  );
}
