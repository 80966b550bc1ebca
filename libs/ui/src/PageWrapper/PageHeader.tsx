import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { SmartLink } from '../SmartLink/SmartLink';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Where the crumb links to (SmartLink rules). */
  href: string;
}

export interface PageHeaderProps {
  /** The page title: the h1, and the last (unlinked) crumb. */
  title: ReactNode;
  /** A line of text under the title. */
  text?: ReactNode;
  /** The pages above this one, outermost first; the title is added as the last crumb. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Accessible name of the breadcrumb navigation (translated). @default 'Breadcrumb' */
  breadcrumbsLabel?: string;
  /**
   * The header advert. The site passes one only where header adverts run (lush and psbr, and not for
   * members who may hide adverts, SPEC 2, 6); nothing is reserved when absent.
   */
  advert?: ReactNode;
  /** Extra content at the end of the header (buttons). */
  children?: ReactNode;
}

/** The page header (SPEC 2 Page wrapper and header): breadcrumbs, title, optional text, optional advert. */
export function PageHeader({
  title,
  text,
  breadcrumbs = [],
  breadcrumbsLabel = 'Breadcrumb',
  advert,
  children,
}: PageHeaderProps) {
  return (
    <Box component="header" mb="lg">
      {breadcrumbs.length > 0 ? (
        <nav aria-label={breadcrumbsLabel}>
          <Box
            component="ol"
            m={0}
            p={0}
            mb="xs"
            style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}
          >
            {breadcrumbs.map((crumb, index) => (
              <Fragment key={index}>
                <li>
                  <Anchor component={SmartLink} href={crumb.href} size="sm">
                    {crumb.label}
                  </Anchor>
                </li>
                <li aria-hidden="true">
                  <Text component="span" size="sm" c="dimmed">
                    /
                  </Text>
                </li>
              </Fragment>
            ))}
            <li aria-current="page">
              <Text component="span" size="sm" c="dimmed">
                {title}
              </Text>
            </li>
          </Box>
        </nav>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 20rem' }}>
          <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
            {title}
          </Title>
          {text ? <Text c="dimmed">{text}</Text> : null}
        </Stack>
        {children}
      </Group>
      {advert ? (
        <Box mt="md" data-slot="header-advert">
          {advert}
        </Box>
      ) : null}
    </Box>
  );
}
