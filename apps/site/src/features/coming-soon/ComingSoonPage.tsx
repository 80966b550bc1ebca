import type { BreadcrumbItem } from '@community/ui';
import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { SitePage } from '../../shared/layout/SitePage';
import { useRouteName } from '../../shared/hooks/useRouteName';
import { describeRoute } from './describe-route';

/**
 * The honest page for a route of the table whose feature is not built yet (SPEC 2: every route shows a
 * real page): its title, a breadcrumb, and one paragraph on what will be there. A feature replaces it by
 * registering its page in app/pages.ts.
 */
export function ComingSoonPage() {
  const t = useT();
  const name = useRouteName();
  const route = name ? describeRoute(name) : null;
  const sectionTitle = route ? (route.sectionKey ? t(route.sectionKey) : route.sectionText) : t('errors.notFound.title');
  const title = route?.subpage ? `${sectionTitle}: ${route.subpage}` : sectionTitle;

  const breadcrumbs: BreadcrumbItem[] = [];
  if (route?.subpage && route.sectionPath) breadcrumbs.push({ label: sectionTitle, href: route.sectionPath });

  return (
    <div data-testid="coming-soon" data-family={route?.family}>
      <SitePage title={title} breadcrumbs={breadcrumbs} size="md">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm" align="flex-start">
            <Badge variant="light">{t('shell.comingSoon.badge')}</Badge>
            <Text>{t('shell.comingSoon.intro')}</Text>
            {route ? <Text>{t(`shell.comingSoon.family.${route.family}`)}</Text> : null}
            <Button component={Link} to={routeTo('index')} variant="default">
              {t('shell.comingSoon.back')}
            </Button>
          </Stack>
        </Paper>
      </SitePage>
    </div>
  );
}
