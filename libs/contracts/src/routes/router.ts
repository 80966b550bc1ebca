import { type AnyRoute, ROUTES, type RouteName, type RoutePath } from './table.js';

// ---------------------------------------------------------------------------------------------------------
// Types: the params of a route, read from its path pattern at compile time.

type Placeholders<P extends string> = P extends `${string}{${infer Ph}}${infer Rest}` ? Ph | Placeholders<Rest> : never;
type RequiredName<Ph> = Ph extends `${string}?` ? never : Ph extends `${infer W}*` ? W : Ph;
type OptionalName<Ph> = Ph extends `${infer O}?` ? O : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** A path param value; numbers are written in base 10. A wildcard param may hold several segments joined by '/'. */
export type ParamValue = string | number;

/** The params of a path pattern: required ones as is, optional ones (`{x?}`) may be omitted or null. */
export type PathParams<P extends string> = [Placeholders<P>] extends [never]
  ? Record<string, never>
  : Simplify<{ [K in RequiredName<Placeholders<P>>]: ParamValue } & { [K in OptionalName<Placeholders<P>>]?: ParamValue | null }>;

/** The params of a named route, e.g. `RouteParams<'forum-category-slug'>` is `{ category; slug }`. */
export type RouteParams<N extends RouteName> = PathParams<RoutePath<N>>;

/** Names of the routes with at least one required param. */
type HasRequiredParams<N extends RouteName> = [RequiredName<Placeholders<RoutePath<N>>>] extends [never] ? false : true;

export type QueryScalar = string | number | boolean;
/** Query values: undefined and null drop out, arrays repeat the key. */
export type RouteQuery = Readonly<Record<string, QueryScalar | readonly QueryScalar[] | null | undefined>>;

export type RouteToArgs<N extends RouteName> =
  HasRequiredParams<N> extends true
    ? [params: RouteParams<N>, query?: RouteQuery]
    : [params?: RouteParams<N>, query?: RouteQuery];

// ---------------------------------------------------------------------------------------------------------
// Compiled table.

type Segment =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param' | 'optional' | 'wildcard'; readonly name: string };

interface CompiledRoute {
  readonly route: AnyRoute;
  readonly segments: readonly Segment[];
  readonly order: number;
}

const KIND_RANK: Record<Segment['kind'], number> = { static: 0, param: 1, optional: 2, wildcard: 3 };

/** Splits a pattern into segments; throws on a malformed pattern (checked once when this module loads). */
export function parsePattern(pattern: string): Segment[] {
  if (!pattern.startsWith('/')) throw new Error(`Route pattern "${pattern}" must start with "/"`);
  if (pattern === '/') return [];
  const parts = pattern.slice(1).split('/');
  return parts.map((part, i): Segment => {
    if (part === '') throw new Error(`Route pattern "${pattern}" has an empty segment`);
    const m = /^\{([a-zA-Z][a-zA-Z0-9]*)([?*]?)\}$/.exec(part);
    if (!m) {
      if (/[{}]/.test(part)) throw new Error(`Route pattern "${pattern}": a placeholder must be a whole segment ("${part}")`);
      return { kind: 'static', value: part };
    }
    const name = m[1] as string;
    const kind = m[2] === '?' ? 'optional' : m[2] === '*' ? 'wildcard' : 'param';
    if (kind !== 'param' && i !== parts.length - 1) {
      throw new Error(`Route pattern "${pattern}": {${name}${m[2]}} must be the last segment`);
    }
    return { kind, name };
  });
}

/** Static beats param beats optional beats wildcard, segment by segment from the left; then fewer segments; then table order. */
function compareSpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const n = Math.min(a.segments.length, b.segments.length);
  for (let i = 0; i < n; i++) {
    const d = KIND_RANK[(a.segments[i] as Segment).kind] - KIND_RANK[(b.segments[i] as Segment).kind];
    if (d !== 0) return d;
  }
  return a.segments.length - b.segments.length || a.order - b.order;
}

const compiled: CompiledRoute[] = ROUTES.map((route, order) => ({ route, segments: parsePattern(route.path), order }));

const byName = new Map<string, CompiledRoute>();
for (const c of compiled) {
  if (byName.has(c.route.name)) throw new Error(`Duplicate route name "${c.route.name}"`);
  byName.set(c.route.name, c);
}

/** Candidates per first path segment, most specific first; `''` holds the root route. */
const byFirstSegment = new Map<string, CompiledRoute[]>();
const dynamicFirst: CompiledRoute[] = [];
for (const c of [...compiled].sort(compareSpecificity)) {
  const first = c.segments[0];
  if (first === undefined) byFirstSegment.set('', [...(byFirstSegment.get('') ?? []), c]);
  else if (first.kind === 'static') byFirstSegment.set(first.value, [...(byFirstSegment.get(first.value) ?? []), c]);
  else dynamicFirst.push(c);
}

// ---------------------------------------------------------------------------------------------------------
// Building paths.

function encodeParam(value: ParamValue): string {
  return encodeURIComponent(String(value));
}

function buildQuery(query: RouteQuery | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value as readonly QueryScalar[]) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const s = search.toString();
  return s === '' ? '' : `?${s}`;
}

function build(c: CompiledRoute, params: Readonly<Record<string, ParamValue | null | undefined>>, query: RouteQuery | undefined): string {
  const out: string[] = [];
  for (const seg of c.segments) {
    if (seg.kind === 'static') {
      out.push(seg.value);
      continue;
    }
    const value = params[seg.name];
    const empty = value === undefined || value === null || value === '';
    if (seg.kind === 'optional') {
      if (!empty) out.push(encodeParam(value));
      continue;
    }
    if (empty) throw new Error(`routeTo('${c.route.name}'): missing param "${seg.name}" for ${c.route.path}`);
    if (seg.kind === 'wildcard') {
      const parts = String(value).split('/').filter((p) => p !== '');
      if (parts.length === 0) throw new Error(`routeTo('${c.route.name}'): missing param "${seg.name}" for ${c.route.path}`);
      out.push(...parts.map(encodeParam));
    } else {
      out.push(encodeParam(value));
    }
  }
  return `/${out.join('/')}${buildQuery(query)}`;
}

/**
 * The URL of a named route: `routeTo('forum-category-slug', { category: 'news', slug: 'hello' }, { page: 2 })`
 * → `/forum/news/hello?page=2`. Unknown names and missing or unknown params are compile errors; optional
 * params that are absent, null or '' drop out with their segment; param values are URL-encoded; query keys
 * whose value is undefined or null drop out.
 */
export function routeTo<N extends RouteName>(name: N, ...args: RouteToArgs<N>): string {
  const [params, query] = args as [Readonly<Record<string, ParamValue | null | undefined>> | undefined, RouteQuery | undefined];
  return routeToUnchecked(name, params, query);
}

/** routeTo for names and params only known at run time (e.g. from variant JSON); throws on an unknown name or a missing param. */
export function routeToUnchecked(
  name: string,
  params: Readonly<Record<string, ParamValue | null | undefined>> = {},
  query?: RouteQuery,
): string {
  const c = byName.get(name);
  if (!c) throw new Error(`routeTo: unknown route "${name}"`);
  return build(c, params, query);
}

// ---------------------------------------------------------------------------------------------------------
// Matching paths.

export interface RouteMatch {
  readonly route: AnyRoute;
  /** Decoded params; absent optional params are left out; a wildcard holds the rest of the path joined by '/'. */
  readonly params: Readonly<Record<string, string>>;
}

function tryMatch(c: CompiledRoute, parts: readonly string[]): Record<string, string> | null {
  const { segments } = c;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i] as Segment;
    const part = parts[i];
    if (seg.kind === 'wildcard') {
      if (part === undefined) return null;
      params[seg.name] = parts.slice(i).join('/');
      return params;
    }
    if (part === undefined) return seg.kind === 'optional' ? params : null;
    if (seg.kind === 'static') {
      if (part !== seg.value) return null;
    } else {
      params[seg.name] = part;
    }
  }
  return parts.length === segments.length ? params : null;
}

function splitPath(pathname: string): string[] | null {
  const end = pathname.search(/[?#]/);
  const path = end === -1 ? pathname : pathname.slice(0, end);
  if (!path.startsWith('/')) return null;
  if (path === '/') return [];
  if (path.endsWith('/')) return null; // strict: a trailing slash does not match
  const raw = path.slice(1).split('/');
  const parts: string[] = [];
  for (const r of raw) {
    if (r === '') return null;
    try {
      parts.push(decodeURIComponent(r));
    } catch {
      return null;
    }
  }
  return parts;
}

/**
 * The route a path belongs to, with its params; null when no route matches (a 404). Paths are strict: a
 * trailing slash does not match (except `/`), nor do empty segments; matching is case-sensitive. When
 * several routes match, the most specific wins (static segments before params: `/stories/create` is
 * `stories-create`, not `stories-genre`). A query string or hash, if present, is ignored.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = splitPath(pathname);
  if (parts === null) return null;
  const candidates = byFirstSegment.get(parts[0] ?? '') ?? [];
  for (const list of [candidates, dynamicFirst]) {
    for (const c of list) {
      const params = tryMatch(c, parts);
      if (params) return { route: c.route, params };
    }
  }
  return null;
}

/** True when a route serves this path. */
export function isKnownPath(pathname: string): boolean {
  return matchRoute(pathname) !== null;
}

/**
 * True when the first segment of the path is one the route table knows (SPEC 2 Links: internal links route
 * client-side only then; otherwise they are ordinary links).
 */
export function hasKnownFirstSegment(pathname: string): boolean {
  const parts = splitPath(pathname.endsWith('/') && pathname !== '/' ? pathname.slice(0, -1) : pathname);
  if (parts === null) return false;
  return byFirstSegment.has(parts[0] ?? '') || dynamicFirst.length > 0;
}

/** The route definition for a name, or undefined. */
export function getRoute(name: string): AnyRoute | undefined {
  return byName.get(name)?.route;
}

export function isRouteName(name: string): name is RouteName {
  return byName.has(name);
}

/** The names of a pattern's params, with their kind. */
export function paramsOfPattern(pattern: string): { name: string; required: boolean }[] {
  return parsePattern(pattern).flatMap((s) => (s.kind === 'static' ? [] : [{ name: s.name, required: s.kind !== 'optional' }]));
}

/** The first segment of a route's path (`''` for `/`): the unit a variant can switch off (Variant.disabledSections). */
export function sectionOf(route: Pick<AnyRoute, 'path'>): string {
  return route.path.split('/')[1] ?? '';
}

/** Every section of the table, e.g. `forum`, `dogging`, `legal`. */
export const ROUTE_SECTIONS: readonly string[] = [...new Set(ROUTES.map(sectionOf))];
