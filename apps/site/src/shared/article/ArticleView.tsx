import { Alert, Anchor, Breadcrumbs, Container, Table, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSite } from '../boot/boot-context';
import { usePageTitle } from '../hooks/usePageTitle';
import classes from './article.module.css';
import { plainInline, renderInline, type InlineVars } from './inline';
import { ARTICLE_STRINGS, formatDate } from './strings';
import type { ArticleDoc, ArticleMeta, ArticlePageProps, Block, Crumb } from './types';
import { useBrandName } from './useBrandName';

/** Pages with at least this many sections get a table of contents. */
export const TOC_MIN_SECTIONS = 4;

export function ArticleBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={ARTICLE_STRINGS.breadcrumbs}>
      <Breadcrumbs separator="/" separatorMargin={6} className={classes.crumbs}>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" c="dimmed" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

/** Breadcrumbs, title, summary and "Last updated". */
export function ArticleHeader({ meta, vars }: { meta: ArticleMeta; vars: InlineVars }) {
  return (
    <header className={classes.head}>
      <ArticleBreadcrumbs crumbs={meta.breadcrumbs} />
      <Title order={1} mt="sm" fz={{ base: 28, sm: 36 }} lh={1.15} className={classes.title}>
        {meta.title}
      </Title>
      <Text mt="sm" size="lg" c="dimmed" maw="70ch">
        {renderInline(meta.summary, vars)}
      </Text>
      {meta.lastUpdated ? (
        <Text mt="xs" size="sm" c="dimmed" data-testid="last-updated">
          {ARTICLE_STRINGS.lastUpdated}: <time dateTime={meta.lastUpdated}>{formatDate(meta.lastUpdated)}</time>
        </Text>
      ) : null}
    </header>
  );
}

function TableOfContents({ doc, vars }: { doc: ArticleDoc; vars: InlineVars }) {
  return (
    <nav aria-labelledby="article-contents" className={classes.toc}>
      <Text id="article-contents" fw={700} size="sm" mb="xs">
        {ARTICLE_STRINGS.contents}
      </Text>
      <ol className={classes.tocList}>
        {doc.sections.map((section) => (
          <li key={section.id}>
            <Anchor href={`#${section.id}`} size="sm">
              {renderInline(section.heading, vars)}
            </Anchor>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Sample({ label, paragraphs, tone, vars }: { label: string; paragraphs: readonly string[]; tone: 'before' | 'after'; vars: InlineVars }) {
  return (
    <div className={`${classes.sample} ${tone === 'before' ? classes.before : classes.after}`}>
      <div className={classes.sampleLabel}>{label}</div>
      {paragraphs.map((text, index) => (
        <p key={index}>{renderInline(text, vars)}</p>
      ))}
    </div>
  );
}

export function BlockView({ block, vars }: { block: Block; vars: InlineVars }): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return <p>{renderInline(block.text, vars)}</p>;
    case 'subheading':
      return <h3>{renderInline(block.text, vars)}</h3>;
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{renderInline(item, vars)}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'example':
      return (
        <figure className={classes.example} aria-label={ARTICLE_STRINGS.example}>
          <Sample label={ARTICLE_STRINGS.before} paragraphs={block.before} tone="before" vars={vars} />
          <Sample label={ARTICLE_STRINGS.after} paragraphs={block.after} tone="after" vars={vars} />
          {block.note ? <figcaption className={classes.exampleNote}>{renderInline(block.note, vars)}</figcaption> : null}
        </figure>
      );
    case 'table':
      // A table from 40em; on phones each row becomes a card of labelled values (CSS, see .table).
      return (
        <div className={classes.tableWrap}>
          <Table striped withTableBorder verticalSpacing="sm" className={classes.table}>
            <caption>{renderInline(block.caption, vars)}</caption>
            <Table.Thead>
              <Table.Tr>
                {block.head.map((cell, index) => (
                  <Table.Th key={index} scope="col">
                    {renderInline(cell, vars)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.rows.map((row, rowIndex) => (
                <Table.Tr key={rowIndex}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <Table.Th key={index} scope="row">
                        {renderInline(cell, vars)}
                      </Table.Th>
                    ) : (
                      <Table.Td key={index} data-label={plainInline(block.head[index] ?? '', vars)}>
                        {renderInline(cell, vars)}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      );
    case 'callout':
      return (
        <Alert
          className={classes.callout}
          variant="light"
          color={block.tone === 'warning' ? 'orange' : 'blue'}
          title={block.title ? renderInline(block.title, vars) : undefined}
        >
          {renderInline(block.text, vars)}
        </Alert>
      );
  }
}

export interface ArticleViewProps extends ArticlePageProps {
  meta: ArticleMeta;
  doc: ArticleDoc;
}

/**
 * A legal page or a writing tip as a readable article: header, a table of contents for long pages, the
 * text in a column of at most 70ch. The text is English (`lang="en-GB"`) whatever the variant's locale.
 */
export function ArticleView({ meta, doc, brand, withHeader = true }: ArticleViewProps) {
  const site = useSite();
  const vars: InlineVars = { brand: useBrandName(brand) };
  usePageTitle(meta.title);
  const withToc = doc.sections.length >= TOC_MIN_SECTIONS;
  const english = site.locale.toLowerCase().startsWith('en');

  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 40 }}>
      <div className={withToc ? `${classes.layout} ${classes.withToc}` : classes.layout} lang="en-GB">
        {withHeader ? <ArticleHeader meta={meta} vars={vars} /> : null}
        {withToc ? <TableOfContents doc={doc} vars={vars} /> : null}
        <Typography className={classes.body}>
          <article aria-label={meta.title}>
            {english ? null : (
              <Alert variant="light" color="gray" mb="md">
                {ARTICLE_STRINGS.englishOnly}
              </Alert>
            )}
            {doc.intro.map((block, index) => (
              <BlockView key={index} block={block} vars={vars} />
            ))}
            {doc.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <Title order={2} id={section.id}>
                  {renderInline(section.heading, vars)}
                </Title>
                {section.blocks.map((block, index) => (
                  <BlockView key={index} block={block} vars={vars} />
                ))}
              </section>
            ))}
          </article>
        </Typography>
      </div>
    </Container>
  );
}
