import { routeToUnchecked } from '@community/contracts';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSite } from '../boot/boot-context';
import { usePageTitle } from '../hooks/usePageTitle';
import classes from './article.module.css';
import { ArticleBreadcrumbs } from './ArticleView';
import { renderInline, type InlineVars } from './inline';
import { ARTICLE_STRINGS } from './strings';
import type { RouteName } from '../routes';
import type { ArticleComponent, ArticleEntry, ArticleMeta, ArticlePageProps, InlineText } from './types';
import { useBrandName } from './useBrandName';

export interface ArticleGroup {
  readonly heading: string;
  readonly pages: readonly ArticleMeta[];
}

/** A section's landing page (`/legal`, `/writing-tips`): its registry metadata, its intro and the pages it lists. */
export interface ArticleSection<N extends RouteName = RouteName> extends Omit<ArticleMeta<N>, 'lastUpdated'> {
  /** The paragraph above the cards; may contain `{brand}`. */
  readonly intro: InlineText;
  readonly groups: readonly ArticleGroup[];
}

export interface ArticleIndexProps extends ArticlePageProps {
  readonly section: ArticleSection;
}

/** The registry entry of a section's landing page. The page is small: it ships with the registry, not in a chunk of its own. */
export function landingEntry<N extends RouteName>(section: ArticleSection<N>, Page: ArticleComponent): ArticleEntry<N> {
  const { route, title, titleKey, summary, breadcrumbs } = section;
  return { route, title, titleKey, summary, breadcrumbs, load: async () => ({ default: Page }) };
}

function PageCard({ meta, vars }: { meta: ArticleMeta; vars: InlineVars }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" className={classes.card}>
      <Anchor component={Link} to={routeToUnchecked(meta.route)} className={classes.cardLink}>
        {meta.title}
      </Anchor>
      <Text size="sm" c="dimmed" mt={4}>
        {renderInline(meta.summary, vars)}
      </Text>
    </Paper>
  );
}

/** `/legal` and `/writing-tips`: every page of the section, with its summary. */
export function ArticleIndex({ section, brand, withHeader = true }: ArticleIndexProps) {
  const { title, intro, breadcrumbs, groups } = section;
  const site = useSite();
  const vars: InlineVars = { brand: useBrandName(brand) };
  usePageTitle(title);
  const english = site.locale.toLowerCase().startsWith('en');
  const single = groups.length === 1;

  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 40 }} lang="en-GB">
      <Stack gap="lg">
        {withHeader ? (
          <header>
            <ArticleBreadcrumbs crumbs={breadcrumbs} />
            <Title order={1} mt="sm" fz={{ base: 28, sm: 36 }} lh={1.15}>
              {title}
            </Title>
          </header>
        ) : null}
        <Text size="lg" maw="70ch">
          {renderInline(intro, vars)}
        </Text>
        {english ? null : (
          <Text size="sm" c="dimmed">
            {ARTICLE_STRINGS.englishOnly}
          </Text>
        )}
        {groups.map((group) => (
          <section key={group.heading} aria-label={single ? title : group.heading}>
            {single ? null : (
              <Title order={2} fz={{ base: 20, sm: 22 }} mb="sm">
                {group.heading}
              </Title>
            )}
            <ul className={classes.cards}>
              {group.pages.map((meta) => (
                <PageCard key={meta.route} meta={meta} vars={vars} />
              ))}
            </ul>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
