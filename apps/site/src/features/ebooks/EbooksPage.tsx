import { Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { SitePage } from '../../shared/layout/SitePage';
import { ebooksApi, ebooksKeys } from './api';
import { EbookList } from './EbookList';

/** `/ebooks`: my ebooks with their review state (members), then every approved ebook, newest first. */
export function EbooksPage() {
  const t = useT();
  const { loggedIn } = useAuth();
  return (
    <SitePage
      title={t('ebooks.title')}
      text={t('ebooks.intro')}
      size="md"
      actions={
        loggedIn ? (
          <Button component={Link} to={routeTo('ebooks-create')}>
            {t('ebooks.create')}
          </Button>
        ) : null
      }
      data-testid="ebooks-page"
    >
      <Stack gap="xl">
        {loggedIn ? (
          <Stack gap="sm" component="section" aria-labelledby="my-ebooks">
            <Title order={2} size="h3" id="my-ebooks">
              {t('ebooks.mine')}
            </Title>
            <EbookList
              queryKey={ebooksKeys.mine}
              load={(after, signal) => ebooksApi.mine(after, signal)}
              empty={t('ebooks.mineEmpty')}
              showStatus
            />
          </Stack>
        ) : null}
        <Stack gap="sm" component="section" aria-labelledby="all-ebooks">
          {loggedIn ? (
            <Title order={2} size="h3" id="all-ebooks">
              {t('ebooks.title')}
            </Title>
          ) : null}
          <EbookList
            queryKey={ebooksKeys.list()}
            load={(after, signal) => ebooksApi.list({ after }, signal)}
            empty={t('ebooks.empty')}
          />
        </Stack>
      </Stack>
    </SitePage>
  );
}
