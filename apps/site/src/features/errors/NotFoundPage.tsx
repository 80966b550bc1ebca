import { Button } from '@mantine/core';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { ErrorScreen } from './ErrorScreen';

/** SPEC 2: unknown routes show "This page could not be found" (the server already answered 404). */
export function NotFoundPage() {
  const t = useT();
  usePageTitle(t('errors.notFound.title'));
  return (
    <ErrorScreen
      code="404"
      title={t('errors.notFound.title')}
      text={t('errors.notFound.text')}
      actions={
        <Button component={Link} to={routeTo('index')} mt="sm">
          {t('common.goHome')}
        </Button>
      }
    />
  );
}
