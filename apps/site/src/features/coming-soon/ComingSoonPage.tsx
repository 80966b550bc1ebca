import { PageHeader, type BreadcrumbItem } from '@community/ui';
import { Badge, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../../app/i18n/useT';
import { routeTo } from '../../app/routes';
import { usePageTitle } from '../../app/usePageTitle';
import { useHeaderAdvert } from '../shell/AdvertSlot';
import { useRouteName } from '../shell/useRouteName';
import { describeRoute } from './describe-route';

/**
 * The honest page for a route of the table whose feature is not built yet (SPEC 2: every route shows a
 * real page): its title, a breadcrumb, and one paragraph on what will be there. A feature replaces it by
 * registering its page in app/pages.ts.
 */
export function ComingSoonPage() {
  const t = useT();
  const name = useRouteName();
  const advert = useHeaderAdvert();
  const route = name ? describeRoute(name) : null;
  const sectionTitle = route ? (route.sectionKey ? t(route.sectionKey) : route.sectionText) : t('errors.notFound.title');
  const title = route?.subpage ? `${sectionTitle}: ${route.subpage}` : sectionTitle;
  usePageTitle(title);

  const breadcrumbs: BreadcrumbItem[] = [{ label: t('nav.home'), href: routeTo('index') }];
  if (route?.subpage && route.sectionPath) breadcrumbs.push({ label: sectionTitle, href: route.sectionPath });

  return (
    <Container size="md" py="xl" data-testid="coming-soon" data-family={route?.family}>
      <PageHeader title={title} breadcrumbs={breadcrumbs} breadcrumbsLabel={t('shell.breadcrumb')} advert={advert} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm" align="flex-start">
          <Badge variant="light">{t('comingSoon.badge')}</Badge>
          <Text>{t('comingSoon.intro')}</Text>
          {route ? <Text>{t(`comingSoon.family.${route.family}`)}</Text> : null}
          <Button component={Link} to={routeTo('index')} variant="default">
            {t('comingSoon.back')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
