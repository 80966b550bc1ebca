import { formatMessage, isRouteName, routeToUnchecked } from '@community/contracts';
import { Anchor, Code } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { InlineText } from './types';

export type InlineVars = Readonly<Record<string, string>>;

/**
 * One token of inline markup. Order matters: code first (nothing inside it is parsed), then links, strong,
 * emphasis. Emphasis uses underscores at word boundaries so `snake_case` inside words is left alone.
 */
const TOKEN = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|(?<![\p{L}\p{N}])_(?=\S)([^_]+?)_(?![\p{L}\p{N}])/u;

export type InlineLink =
  | { kind: 'route'; path: string }
  | { kind: 'hash'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'invalid' };

/** Where a link target points: a param-less route of the table (optionally with #section), #section, or https. */
export function resolveLink(target: string): InlineLink {
  if (/^#[a-z0-9-]+$/.test(target)) return { kind: 'hash', href: target };
  if (/^https:\/\/[^\s]+$/.test(target)) return { kind: 'external', href: target };
  const [name = '', hash] = target.split('#');
  if (!isRouteName(name) || (hash !== undefined && !/^[a-z0-9-]+$/.test(hash))) return { kind: 'invalid' };
  try {
    return { kind: 'route', path: `${routeToUnchecked(name)}${hash ? `#${hash}` : ''}` };
  } catch {
    return { kind: 'invalid' };
  }
}

/** The link targets used in a piece of inline text (tests check they all resolve). */
export function linkTargets(text: InlineText): string[] {
  return [...text.matchAll(/\[[^\]]+\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
}

/** The text a reader sees, without markup (for word counts and checks). */
export function plainInline(text: InlineText, vars: InlineVars = {}): string {
  let rest = text;
  let out = '';
  for (let match = TOKEN.exec(rest); match; match = TOKEN.exec(rest)) {
    out += formatMessage(rest.slice(0, match.index), vars);
    const [, code, label, , strong, em] = match;
    out += code ?? formatMessage(label ?? strong ?? em ?? '', vars);
    rest = rest.slice(match.index + match[0].length);
  }
  return out + formatMessage(rest, vars);
}

function renderLink(label: string, target: string, key: number): ReactNode {
  const link = resolveLink(target);
  switch (link.kind) {
    case 'route':
      return (
        <Anchor key={key} component={Link} to={link.path}>
          {label}
        </Anchor>
      );
    case 'hash':
      return (
        <Anchor key={key} href={link.href}>
          {label}
        </Anchor>
      );
    case 'external':
      return (
        <Anchor key={key} href={link.href} target="_blank" rel="noopener noreferrer nofollow">
          {label}
        </Anchor>
      );
    case 'invalid':
      return <Fragment key={key}>{label}</Fragment>;
  }
}

/** Inline text → React nodes. Text is only ever rendered as text (no HTML is interpreted). */
export function renderInline(text: InlineText, vars: InlineVars = {}): ReactNode {
  const nodes: ReactNode[] = [];
  let rest = text;
  let key = 0;
  for (let match = TOKEN.exec(rest); match; match = TOKEN.exec(rest)) {
    const before = rest.slice(0, match.index);
    if (before) nodes.push(formatMessage(before, vars));
    const [, code, label, target, strong, em] = match;
    if (code !== undefined) nodes.push(<Code key={key}>{code}</Code>);
    else if (label !== undefined && target !== undefined) nodes.push(renderLink(formatMessage(label, vars), target, key));
    else if (strong !== undefined) nodes.push(<strong key={key}>{formatMessage(strong, vars)}</strong>);
    else if (em !== undefined) nodes.push(<em key={key}>{formatMessage(em, vars)}</em>);
    key += 1;
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) nodes.push(formatMessage(rest, vars));
  return nodes.length === 1 ? nodes[0] : <>{nodes}</>;
}
