import { PageHeader, PageWrapper, type BreadcrumbItem } from '@community/ui';
import { Container, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { routeTo } from '../routes';
import { usePageTitle } from '../hooks/usePageTitle';
import { useHeaderAdvert } from './AdvertSlot';

export interface SitePageProps {
  /** The h1, the last breadcrumb and the document title. */
  title: string;
  /** A line under the title. */
  text?: ReactNode;
  /** Pages above this one, outermost first; Home is added in front unless `withHome` is false. */
  breadcrumbs?: readonly BreadcrumbItem[];
  withHome?: boolean;
  /** Buttons at the end of the header. */
  actions?: ReactNode;
  /** The page's data is there. @default true (a page without data to wait for) */
  ready?: boolean;
  /** Loading the page's data failed: the not-found state shows at once. */
  error?: boolean;
  /** The query the page waits for, instead of `ready` and `error`: ready once it has data, failed when it failed. */
  query?: { data: unknown; isError: boolean };
  /** Starts the wait over when it changes (e.g. the record's id). */
  resetKey?: string | number;
  size?: ContainerProps['size'];
  /** The page's content; a function runs only once the data is ready. */
  children: ReactNode | (() => ReactNode);
  'data-testid'?: string;
}

/**
 * Every page's frame (SPEC 2 Page wrapper and header): while the page's data loads, nothing for 200 ms,
 * then a spinner; after 10 s without data or on a failed fetch, the not-found title, an explanation and a
 * button home to '/'. With the data: the header (breadcrumbs, title, text; the header advert on lush and
 * psbr, SPEC 6) and the page.
 */
export function SitePage({
  title,
  text,
  breadcrumbs = [],
  withHome = true,
  actions,
  query,
  ready = query ? query.data !== undefined : true,
  error = query?.isError ?? false,
  resetKey,
  size = 'lg',
  children,
  'data-testid': testId,
}: SitePageProps) {
  const t = useT();
  const advert = useHeaderAdvert();
  usePageTitle(error ? t('errors.notFound.title') : ready ? title : null);
  const crumbs: BreadcrumbItem[] = withHome ? [{ label: t('nav.home'), href: routeTo('index') }, ...breadcrumbs] : [...breadcrumbs];

  return (
    <PageWrapper
      ready={ready}
      error={error}
      resetKey={resetKey}
      texts={{ notFoundTitle: t('errors.notFound.title'), notFoundText: t('errors.pageTimeout'), home: t('common.goHome'), loading: t('common.loading') }}
    >
      {() => (
        <Container size={size} py="xl" px={{ base: 'sm', sm: 'md' }} data-testid={testId}>
          <PageHeader title={title} text={text} breadcrumbs={crumbs} breadcrumbsLabel={t('shell.breadcrumb')} advert={advert}>
            {actions}
          </PageHeader>
          {typeof children === 'function' ? children() : children}
        </Container>
      )}
    </PageWrapper>
  );
}
