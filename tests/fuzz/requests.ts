/**
 * One fuzz request as data (what fast-check generates and shrinks) and its bytes on the wire.
 */
import fc from 'fast-check';
import { boundaryOf, fuzzOf, hostileString, hostileValue, validOf, withOwnKeys } from './arbitraries.js';
import type { RawRequest } from './http.js';
import type { JsonSchema, Operation, Parameter } from './openapi.js';

export type CsrfMode = 'ok' | 'missing' | 'wrong' | 'header-only' | 'hostile';
export type HostChoice = { kind: 'home' } | { kind: 'variant'; code: string } | { kind: 'raw'; value: string } | { kind: 'none' } | { kind: 'twice'; code: string };
export type Spelling =
  | { kind: 'plain' }
  | { kind: 'pct'; picks: number[]; upper: boolean }
  | { kind: 'dots'; at: number; style: '/./' | '/x/../' | '/%2e/' | '/%2e%2e/' | '/.%2e/' }
  | { kind: 'double-slash'; at: number }
  | { kind: 'trailing' }
  | { kind: 'upper' }
  | { kind: 'semicolon' }
  | { kind: 'backslash' }
  | { kind: 'encoded-slash' }
  | { kind: 'absolute' }
  | { kind: 'fragment' };
export type Encoding = 'component' | 'raw' | 'double' | 'utf8-bytes';
export interface ParamValue {
  value: string;
  encoding: Encoding;
}
export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'text' | 'empty' | 'bomb' | 'magic' | 'random';
export type MultipartKind =
  | 'valid'
  | 'truncated'
  | 'no-closing'
  | 'no-boundary-param'
  | 'wrong-boundary'
  | 'empty-body'
  | 'garbage'
  | 'no-file-part'
  | 'other-field'
  | 'two-files'
  | 'many-parts'
  | 'long-field'
  | 'broken-part-headers'
  | 'hostile-boundary'
  | 'aborted';
export interface MultipartSpec {
  kind: MultipartKind;
  file: FileKind;
  /** Where a truncated or aborted body stops, as a fraction of its length in 1/1000. */
  cut: number;
  filename: string;
  fieldValue: string;
}
export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'text'; text: string; contentType: string | null }
  | { kind: 'multipart'; mp: MultipartSpec }
  | { kind: 'raw-file'; file: FileKind; contentType: string }
  | { kind: 'huge'; bytes: number; contentType: string };

export interface RequestSpec {
  identity: string;
  csrf: CsrfMode;
  host: HostChoice;
  spelling: Spelling;
  /** Another method on the operation's path (HEAD, OPTIONS, an unknown one), rarely. */
  method: string | null;
  params: Record<string, ParamValue>;
  query: Array<[string, string]>;
  queryEncoding: Encoding;
  body: BodySpec;
  headers: Array<[string, string]>;
  /** Replaces or adds to the session's cookies. */
  cookieJunk: string | null;
}

export interface Identity {
  name: string;
  kind: 'guest' | 'member' | 'staff' | 'disposable';
  home: string;
}

export interface Pools {
  /** Real values seen in the app's answers, by the list path they came from and by key. */
  byPrefix: Map<string, string[]>;
  byKey: Map<string, string[]>;
}

export const VARIANT_CODES = ['fsuk', 'kiwi', 'lush', 'pefr', 'psbr', 's4ie', 'scit', 'scnl', 'shat', 'shau', 'shbe', 'shca', 'shch', 'shde', 'shes', 'shpl', 'shuk', 'shus', 'shza', 'stsp', 'swbw'];

/** Paths where a logged-in fuzz identity would end its own session: only the disposable one and guests go there. */
export function endsSession(op: Operation): boolean {
  return op.id === 'POST /api/auth/logout' || op.id === 'DELETE /api/auth/sessions/{id}' || op.id === 'DELETE /api/auth/mfa';
}

function identityArb(op: Operation, identities: Identity[]): fc.Arbitrary<string> {
  const weightOf = (i: Identity): number => {
    if (endsSession(op)) return i.kind === 'disposable' ? 4 : i.kind === 'guest' ? 1 : 0;
    if (i.kind === 'disposable') return 0;
    if (op.staffOnly) return i.kind === 'staff' ? 4 : 1;
    return i.kind === 'guest' ? 3 : i.kind === 'member' ? 3 : 2;
  };
  return fc.oneof(...identities.filter((i) => weightOf(i) > 0).map((i) => ({ weight: weightOf(i), arbitrary: fc.constant(i.name) })));
}

const csrfArb: fc.Arbitrary<CsrfMode> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<CsrfMode>('ok') },
  { weight: 1, arbitrary: fc.constant<CsrfMode>('missing') },
  { weight: 1, arbitrary: fc.constant<CsrfMode>('wrong') },
  { weight: 1, arbitrary: fc.constant<CsrfMode>('header-only') },
  { weight: 1, arbitrary: fc.constant<CsrfMode>('hostile') },
);

const hostArb: fc.Arbitrary<HostChoice> = fc.oneof(
  { weight: 16, arbitrary: fc.constant<HostChoice>({ kind: 'home' }) },
  { weight: 2, arbitrary: fc.constantFrom(...VARIANT_CODES).map((code): HostChoice => ({ kind: 'variant', code })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('', 'localhost', 'evil.example', 'shuk.localhost:99999', `${'a'.repeat(300)}.localhost`, '[::1]', 'shuk.localhost\u0000.evil', 'SHUK.LOCALHOST', 'shuk.localhost.', 'xn--80ak6aa92e.localhost', '127.0.0.1', 'shuk.notlocalhost')
      .map((value): HostChoice => ({ kind: 'raw', value })),
  },
  { weight: 1, arbitrary: fc.constant<HostChoice>({ kind: 'none' }) },
  { weight: 1, arbitrary: fc.constantFrom(...VARIANT_CODES).map((code): HostChoice => ({ kind: 'twice', code })) },
);

const spellingArb: fc.Arbitrary<Spelling> = fc.oneof(
  { weight: 30, arbitrary: fc.constant<Spelling>({ kind: 'plain' }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pct' as const), picks: fc.array(fc.nat(40), { minLength: 1, maxLength: 3 }), upper: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('dots' as const), at: fc.nat(8), style: fc.constantFrom('/./' as const, '/x/../' as const, '/%2e/' as const, '/%2e%2e/' as const, '/.%2e/' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('double-slash' as const), at: fc.nat(8) }) },
  { weight: 1, arbitrary: fc.constantFrom<Spelling>({ kind: 'trailing' }, { kind: 'upper' }, { kind: 'semicolon' }, { kind: 'backslash' }, { kind: 'encoded-slash' }, { kind: 'absolute' }, { kind: 'fragment' }) },
);

const encodingArb: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Encoding>('component') },
  { weight: 1, arbitrary: fc.constant<Encoding>('raw') },
  { weight: 1, arbitrary: fc.constant<Encoding>('double') },
  { weight: 1, arbitrary: fc.constant<Encoding>('utf8-bytes') },
);

function poolFor(op: Operation, p: Parameter, pools: Pools): string[] {
  const prefix = op.path.slice(0, op.path.indexOf(`{${p.name}}`)).replace(/\/$/, '');
  const out = [...(pools.byPrefix.get(prefix) ?? []), ...(pools.byKey.get(p.name) ?? [])];
  if (!out.length && /id$/i.test(p.name)) out.push(...(pools.byKey.get('id') ?? []));
  return out;
}

function paramArb(op: Operation, p: Parameter, pools: Pools): fc.Arbitrary<ParamValue> {
  const schema: JsonSchema = p.schema ?? { type: 'string' };
  const pool = poolFor(op, p, pools);
  const asText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v) ?? String(v));
  const values: Array<fc.WeightedArbitrary<string>> = [
    { weight: 3, arbitrary: validOf(schema).map(asText) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: boundaryOf(schema).map(asText) },
  ];
  if (pool.length) values.unshift({ weight: 5, arbitrary: fc.constantFrom(...pool) });
  return fc.record({ value: fc.oneof(...values), encoding: encodingArb });
}

/** A value as query text: arrays repeat the key, objects go as JSON. */
function queryTexts(v: unknown): string[] {
  if (v === undefined) return [];
  if (v === null) return [''];
  if (Array.isArray(v)) return v.length ? v.flatMap((x) => (Array.isArray(x) ? [JSON.stringify(x)] : queryTexts(x))) : [''];
  if (typeof v === 'object') return [JSON.stringify(v)];
  return [String(v)];
}

const RA_FIELDS = ['id', 'name', 'createdAt', 'status', 'email', 'variant', 'amount', 'deadline', 'priority'];

/** react-admin's `sort`, `range` and `filter` (JSON in the query), valid-shaped and mutated. */
function raParam(name: string, filterSchema: JsonSchema | null): fc.Arbitrary<string> {
  const json = (a: fc.Arbitrary<unknown>) => a.map((v) => JSON.stringify(v) ?? 'null');
  const broken = fc.constantFrom('[', '{', '["id"', '[0,', '{"q":', 'null', '', '[]', '{}', '"x"', '1e999', '[1e999,1e999]', '{"__proto__":{"a":1}}', '[0,24', '\u0000', '[[[[[[[[[[[[[[[[[[[[');
  let shaped: fc.Arbitrary<string>;
  if (name === 'sort') {
    shaped = json(fc.tuple(fc.oneof(fc.constantFrom(...RA_FIELDS), hostileString), fc.oneof(fc.constantFrom('ASC', 'DESC'), hostileValue)));
  } else if (name === 'range') {
    const bound = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 200 }) }, { weight: 1, arbitrary: hostileValue });
    shaped = json(fc.oneof(fc.tuple(bound, bound), fc.array(bound, { maxLength: 4 })));
  } else {
    const generic: JsonSchema = { type: 'object', properties: { q: { type: 'string' }, variant: { type: 'string', enum: VARIANT_CODES }, status: { type: 'string' }, member: { type: 'string' }, id: { type: 'array', items: { type: 'string', format: 'uuid' } } } };
    shaped = json(fuzzOf(filterSchema ?? generic));
  }
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: broken });
}

function queryArb(op: Operation, filterSchema: JsonSchema | null): fc.Arbitrary<Array<[string, string]>> {
  const parts: Array<fc.Arbitrary<Array<[string, string]>>> = op.queryParams.map((p) => {
    const isRa = op.staffOnly && ['sort', 'range', 'filter'].includes(p.name) && (!p.schema || p.schema.type === 'string') && !p.schema?.enum;
    const values: fc.Arbitrary<string[]> = isRa ? raParam(p.name, filterSchema).map((t) => [t]) : fuzzOf(p.schema ?? { type: 'string' }).map(queryTexts);
    return fc.option(values, { freq: p.required ? 8 : 2, nil: undefined }).map((vs) => (vs ?? []).map((v): [string, string] => [p.name, v]));
  });
  const extra = fc.option(
    fc.array(fc.tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'limit', 'after', 'a[b]', 'a[]', '', '%00', 'x'.repeat(2_000)), fc.string({ maxLength: 6 })), fc.oneof(hostileString, fc.string({ maxLength: 6 }))), { maxLength: 3 }),
    { freq: 5, nil: undefined },
  );
  return fc.tuple(fc.tuple(...parts), extra).map(([ps, x]) => [...ps.flat(), ...(x ?? [])]);
}

/** Broken JSON texts made from a value of the right shape. */
function brokenJson(schema: JsonSchema): fc.Arbitrary<string> {
  const text = fuzzOf(schema).map((v) => JSON.stringify(v) ?? 'null');
  return fc.oneof(
    fc.tuple(text, fc.nat()).map(([t, n]) => t.slice(0, t.length ? n % t.length : 0)),
    text.map((t) => `${t}garbage`),
    text.map((t) => `\ufeff${t}`),
    text.map((t) => t.replace(/-?\d+(\.\d+)?/, '1e999')),
    text.map((t) => t.replace(/-?\d+(\.\d+)?/, 'NaN')),
    text.map((t) => t.replace(/-?\d+(\.\d+)?/, '123456789012345678901234567890')),
    text.map((t) => t.replace(/"/, '"\u0000')),
    text.map((t) => t.replace(/":"/, '":"\\ud800\\u0000')),
    text.map((t) => t.replace(/"/g, "'")),
    text.map((t) => t.replace(/^\{/, '{"a":1,"a":2,')),
    fc.integer({ min: 100, max: 100_000 }).map((n) => '['.repeat(n)),
    fc.integer({ min: 100, max: 5_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
    fc.constantFrom('', 'null', '"string"', '123', '[]', 'true', '{', '}', '{"__proto__":{"isStaff":true}}', '{"constructor":{"prototype":{"x":1}}}', '/* */{}', '{}\u0000'),
  );
}

const WRONG_JSON_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/octet-stream',
  'image/jpeg',
  ';',
  'application/json\t; x=1',
];

const FILE_KINDS: FileKind[] = ['png', 'jpeg', 'gif', 'webp', 'pdf', 'text', 'empty', 'bomb', 'magic', 'random'];

const multipartArb: fc.Arbitrary<MultipartSpec> = fc.record({
  kind: fc.oneof(
    { weight: 4, arbitrary: fc.constant<MultipartKind>('valid') },
    { weight: 3, arbitrary: fc.constant<MultipartKind>('truncated') },
    {
      weight: 10,
      arbitrary: fc.constantFrom<MultipartKind>('no-closing', 'no-boundary-param', 'wrong-boundary', 'empty-body', 'garbage', 'no-file-part', 'other-field', 'two-files', 'many-parts', 'long-field', 'broken-part-headers', 'hostile-boundary'),
    },
    { weight: 1, arbitrary: fc.constant<MultipartKind>('aborted') },
  ),
  file: fc.constantFrom(...FILE_KINDS),
  cut: fc.integer({ min: 0, max: 999 }),
  filename: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('photo.jpg', 'image.png', 'doc.pdf') }, { weight: 1, arbitrary: hostileString }),
  fieldValue: fc.oneof(fc.constantFrom('public', 'members', 'private'), hostileString),
});

function bodyArb(op: Operation): fc.Arbitrary<BodySpec> {
  const none = fc.constant<BodySpec>({ kind: 'none' });
  const options: Array<fc.WeightedArbitrary<BodySpec>> = [];
  const schema = op.jsonBody;
  if (schema) {
    options.push(
      { weight: 9, arbitrary: validOf(schema).map((value): BodySpec => ({ kind: 'json', value, contentType: 'application/json' })) },
      { weight: 30, arbitrary: fuzzOf(schema).map((value): BodySpec => ({ kind: 'json', value, contentType: 'application/json' })) },
      { weight: 6, arbitrary: fc.tuple(validOf(schema), fc.constantFrom(...WRONG_JSON_TYPES)).map(([value, contentType]): BodySpec => ({ kind: 'json', value, contentType })) },
      { weight: 9, arbitrary: brokenJson(schema).map((text): BodySpec => ({ kind: 'text', text, contentType: 'application/json' })) },
      { weight: 3, arbitrary: fc.constant<BodySpec>({ kind: 'text', text: '', contentType: null }) },
      { weight: 3, arbitrary: fuzzOf(schema).map((v): BodySpec => ({ kind: 'text', text: formEncode(v), contentType: 'application/x-www-form-urlencoded' })) },
    );
  } else {
    options.push({ weight: 36, arbitrary: none }, { weight: 3, arbitrary: hostileValue.map((value): BodySpec => ({ kind: 'json', value, contentType: 'application/json' })) });
  }
  if (op.upload) {
    options.push(
      { weight: schema ? 60 : 180, arbitrary: multipartArb.map((mp): BodySpec => ({ kind: 'multipart', mp })) },
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('raw-file' as const), file: fc.constantFrom(...FILE_KINDS), contentType: fc.constantFrom('image/jpeg', 'application/octet-stream', 'multipart/form-data') }) },
      { weight: 6, arbitrary: fc.record({ mediaId: fc.oneof(fc.uuid(), hostileValue) }).map((value): BodySpec => ({ kind: 'json', value, contentType: 'application/json' })) },
    );
  }
  options.push({ weight: 1, arbitrary: fc.record({ kind: fc.constant('huge' as const), bytes: fc.constantFrom(1_048_577, 3_000_000), contentType: fc.constantFrom('application/json', 'multipart/form-data; boundary=huge', 'text/plain') }) });
  return fc.oneof(...options);
}

function formEncode(v: unknown): string {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof x === 'string' ? x : JSON.stringify(x) ?? '')}`)
      .join('&');
  }
  return encodeURIComponent(JSON.stringify(v) ?? '');
}

const headersArb: fc.Arbitrary<Array<[string, string]>> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Array<[string, string]>>([]) },
  {
    weight: 1,
    arbitrary: fc.array(
      fc.oneof(
        fc.constantFrom<[string, string]>(
          ['Accept', 'text/html'],
          ['Accept', '*/*;q=x'],
          ['Accept-Encoding', 'br;q=1e999, gzip;q=NaN, *'],
          ['Accept-Language', 'x'.repeat(5_000)],
          ['Origin', 'http://shuk.notlocalhost'],
          ['Origin', 'null'],
          ['X-Forwarded-For', '1.2.3.4, 127.0.0.1'],
          ['X-Forwarded-Host', 'evil.example'],
          ['X-Forwarded-Proto', 'https'],
          ['If-None-Match', '"x", W/"y", *'],
          ['If-Modified-Since', 'not a date'],
          ['Range', 'bytes=999999999-0'],
          ['Range', 'bytes=0-0,0-0,0-0,0-0,0-0,0-0,0-0,0-0,0-0,0-0,0-0,0-0'],
          ['Range', 'bytes=-1'],
          ['Expect', '100-continue'],
          ['X-Request-Id', '\u0001'],
          ['Content-Encoding', 'gzip'],
          ['Referer', 'javascript:alert(1)'],
          ['User-Agent', '\u00ff\u00fe'],
          ['X-Big', 'x'.repeat(20_000)],
        ),
        fc.tuple(fc.constantFrom('Accept-Language', 'If-None-Match', 'Origin', 'Range', 'User-Agent'), hostileString.map((s) => Buffer.from(s, 'utf8').toString('latin1'))),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  },
);

const cookieJunkArb: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 20, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constantFrom('SID=', 'SID=x', 'SID=%00', 'SID=a; SID=b', 'UID=00000000-0000-0000-0000-000000000000', 'UID=not-a-uuid', 'REM=x.y.z', 'REM=%zz', '=;;;=', 'SID="', `SID=${'a'.repeat(5_000)}`, 'XSRF-TOKEN=%E0%A4%A'),
      hostileString.map((s) => `SID=${Buffer.from(s, 'utf8').toString('latin1')}`),
    ),
  },
);

const methodArb: fc.Arbitrary<string | null> = fc.oneof({ weight: 40, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('HEAD', 'OPTIONS', 'PATCH', 'PROPFIND', 'FOO', 'get', 'TRACE') });

/** Every part of a request to `op`, generated. */
export function requestArb(op: Operation, identities: Identity[], pools: Pools, filterSchema: JsonSchema | null): fc.Arbitrary<RequestSpec> {
  const params: Record<string, fc.Arbitrary<ParamValue>> = {};
  for (const p of op.pathParams) params[p.name] = paramArb(op, p, pools);
  return fc.record({
    identity: identityArb(op, identities),
    csrf: csrfArb,
    host: hostArb,
    spelling: spellingArb,
    method: methodArb,
    params: fc.record(params),
    query: queryArb(op, filterSchema),
    queryEncoding: encodingArb,
    body: bodyArb(op),
    headers: headersArb,
    cookieJunk: cookieJunkArb,
  });
}

// ---------------------------------------------------------------------------------------------------------
// On the wire
// ---------------------------------------------------------------------------------------------------------

/** The bytes of one text as percent-encoding or raw (latin1 string: one char per byte). */
export function encodeText(value: string, encoding: Encoding, queryPart: boolean): string {
  const component = (s: string) => {
    try {
      return encodeURIComponent(s);
    } catch {
      // A lone surrogate: percent-encode its WTF-8 bytes by hand.
      return [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
    }
  };
  switch (encoding) {
    case 'component':
      return component(value);
    case 'double':
      return component(component(value));
    case 'utf8-bytes':
      return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    case 'raw': {
      // Raw bytes, except what would end the request line or the part of the URL.
      const keep = Buffer.from(value, 'utf8').toString('latin1');
      return keep.replace(queryPart ? /[\r\n #]/g : /[\r\n #?]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
    }
  }
}

function spell(path: string, s: Spelling): string {
  switch (s.kind) {
    case 'plain':
      return path;
    case 'pct': {
      const chars = [...path];
      const letters = chars.map((c, i) => (/[a-z]/i.test(c) ? i : -1)).filter((i) => i >= 0);
      if (!letters.length) return path;
      for (const pick of s.picks) {
        const i = letters[pick % letters.length] ?? 0;
        const hex = (chars[i] ?? 'a').charCodeAt(0).toString(16);
        chars[i] = `%${s.upper ? hex.toUpperCase() : hex}`;
      }
      return chars.join('');
    }
    case 'dots': {
      const slashes = [...path].map((c, i) => (c === '/' ? i : -1)).filter((i) => i >= 0);
      const at = slashes[s.at % slashes.length] ?? 0;
      return `${path.slice(0, at)}${s.style}${path.slice(at + 1)}`;
    }
    case 'double-slash': {
      const slashes = [...path].map((c, i) => (c === '/' ? i : -1)).filter((i) => i >= 0);
      const at = slashes[s.at % slashes.length] ?? 0;
      return `${path.slice(0, at)}/${path.slice(at)}`;
    }
    case 'trailing':
      return `${path}/`;
    case 'upper':
      return path.replace(/^\/api\//, '/API/');
    case 'semicolon':
      return `${path};jsessionid=1`;
    case 'backslash':
      return path.replace(/\//g, '\\');
    case 'encoded-slash':
      return path.replace(/^\/api\//, '/api%2F');
    case 'absolute':
      return `http://shuk.localhost${path}`;
    case 'fragment':
      return `${path}#frag`;
  }
}

export interface Session {
  cookies: Map<string, string>;
  host: string;
}

export interface Samples {
  files: Record<FileKind, Buffer>;
}

/** The request's bytes for `spec` with `session`'s cookies. */
export function buildRequest(op: Operation, spec: RequestSpec, session: Session, samples: Samples, requestId: string): RawRequest {
  let path = op.path;
  for (const p of op.pathParams) {
    const v = spec.params[p.name] ?? { value: 'x', encoding: 'component' as const };
    path = path.replace(`{${p.name}}`, () => encodeText(v.value, v.encoding, false));
  }
  path = spell(path, spec.spelling);
  if (spec.query.length) {
    const q = spec.query.map(([k, v]) => `${encodeText(k, spec.queryEncoding, true)}=${encodeText(v, spec.queryEncoding, true)}`).join('&');
    path = spec.spelling.kind === 'fragment' ? path.replace('#frag', `?${q}#frag`) : `${path}?${q}`;
  }
  const headers: Array<[string, string]> = [];
  const host = spec.host;
  if (host.kind === 'home') headers.push(['Host', session.host]);
  else if (host.kind === 'variant') headers.push(['Host', `${host.code}.localhost`]);
  else if (host.kind === 'raw') headers.push(['Host', Buffer.from(host.value, 'utf8').toString('latin1')]);
  else if (host.kind === 'twice') headers.push(['Host', session.host], ['Host', `${host.code}.localhost`]);
  headers.push(['Connection', 'close'], ['X-Request-Id', requestId], ['Accept', op.path.startsWith('/api/') ? 'application/json' : 'text/html,*/*;q=0.8']);

  const cookies = new Map(session.cookies);
  const token = cookies.get('XSRF-TOKEN') ?? '';
  switch (spec.csrf) {
    case 'ok':
      headers.push(['X-XSRF-TOKEN', token]);
      break;
    case 'missing':
      break;
    case 'wrong':
      headers.push(['X-XSRF-TOKEN', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]);
      break;
    case 'header-only':
      cookies.delete('XSRF-TOKEN');
      headers.push(['X-XSRF-TOKEN', token || 'token']);
      break;
    case 'hostile':
      cookies.set('XSRF-TOKEN', '%00');
      headers.push(['X-XSRF-TOKEN', '\u0000']);
      break;
  }
  const cookieText = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const withJunk = spec.cookieJunk ? [cookieText, spec.cookieJunk].filter(Boolean).join('; ') : cookieText;
  if (withJunk) headers.push(['Cookie', withJunk]);
  for (const h of spec.headers) headers.push(h);

  const { body, contentType, abortAfter } = bodyBytes(spec.body, samples);
  if (contentType !== null) headers.push(['Content-Type', contentType]);
  const method = spec.method ?? op.method;
  if (body.length || ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) headers.push(['Content-Length', String(body.length)]);
  return { method, path, headers, body, ...(abortAfter !== undefined ? { abortAfter } : {}) };
}

function bodyBytes(b: BodySpec, samples: Samples): { body: Buffer; contentType: string | null; abortAfter?: number } {
  switch (b.kind) {
    case 'none':
      return { body: Buffer.alloc(0), contentType: null };
    case 'json':
      return { body: Buffer.from(JSON.stringify(b.value) ?? 'null', 'utf8'), contentType: b.contentType };
    case 'text':
      return { body: Buffer.from(b.text, 'utf8'), contentType: b.contentType };
    case 'raw-file':
      return { body: samples.files[b.file], contentType: b.contentType };
    case 'huge':
      return { body: Buffer.concat([Buffer.from('{"a":"'), Buffer.alloc(b.bytes, 'a'), Buffer.from('"}')]), contentType: b.contentType };
    case 'multipart':
      return multipartBytes(b.mp, samples);
  }
}

const CRLF = '\r\n';

function part(boundary: string, name: string, filename: string | null, type: string | null, content: Buffer): Buffer {
  const disposition = `Content-Disposition: form-data; name="${name}"${filename !== null ? `; filename="${Buffer.from(filename, 'utf8').toString('latin1')}"` : ''}`;
  const head = `--${boundary}${CRLF}${disposition}${CRLF}${type ? `Content-Type: ${type}${CRLF}` : ''}${CRLF}`;
  return Buffer.concat([Buffer.from(head, 'latin1'), content, Buffer.from(CRLF)]);
}

const MIME: Record<FileKind, string> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', pdf: 'application/pdf', text: 'text/plain', empty: 'image/jpeg', bomb: 'image/png', magic: 'image/jpeg', random: 'application/octet-stream' };

function multipartBytes(mp: MultipartSpec, samples: Samples): { body: Buffer; contentType: string | null; abortAfter?: number } {
  const boundary = mp.kind === 'hostile-boundary' ? `"${'b'.repeat(71)} x"` : '----fuzz7MA4YWxkTrZu0gW';
  const plainBoundary = boundary.replace(/^"|"$/g, '');
  const file = samples.files[mp.file];
  const filePart = part(plainBoundary, 'file', mp.filename, MIME[mp.file], file);
  const closing = Buffer.from(`--${plainBoundary}--${CRLF}`);
  const type = `multipart/form-data; boundary=${boundary}`;
  const whole = Buffer.concat([part(plainBoundary, 'visibility', null, null, Buffer.from(mp.fieldValue, 'utf8')), filePart, closing]);
  const cutAt = (buf: Buffer) => Math.floor((buf.length * mp.cut) / 1000);
  switch (mp.kind) {
    case 'valid':
    case 'hostile-boundary':
      return { body: whole, contentType: type };
    case 'truncated':
      return { body: whole.subarray(0, cutAt(whole)), contentType: type };
    case 'aborted':
      return { body: whole, contentType: type, abortAfter: cutAt(whole) };
    case 'no-closing':
      return { body: Buffer.concat([filePart]), contentType: type };
    case 'no-boundary-param':
      return { body: whole, contentType: 'multipart/form-data' };
    case 'wrong-boundary':
      return { body: whole, contentType: 'multipart/form-data; boundary=other' };
    case 'empty-body':
      return { body: Buffer.alloc(0), contentType: type };
    case 'garbage':
      return { body: samples.files.random, contentType: type };
    case 'no-file-part':
      return { body: Buffer.concat([part(plainBoundary, 'visibility', null, null, Buffer.from(mp.fieldValue, 'utf8')), closing]), contentType: type };
    case 'other-field':
      return { body: Buffer.concat([part(plainBoundary, 'upload', mp.filename, MIME[mp.file], file), closing]), contentType: type };
    case 'two-files':
      return { body: Buffer.concat([filePart, filePart, closing]), contentType: type };
    case 'many-parts':
      return { body: Buffer.concat([...Array.from({ length: 40 }, (_, i) => part(plainBoundary, `f${i}`, null, null, Buffer.from('x'))), filePart, closing]), contentType: type };
    case 'long-field':
      return { body: Buffer.concat([part(plainBoundary, 'visibility', null, null, Buffer.alloc(100_000, 'v')), filePart, closing]), contentType: type };
    case 'broken-part-headers':
      return { body: Buffer.concat([Buffer.from(`--${plainBoundary}${CRLF}Content-Disposition: form-data; name="file"; filename="a.jpg"${CRLF}`), file, closing]), contentType: type };
  }
}

/** The request as text for the report: method, raw path, headers, body (escaped; long bodies cut). */
export function describe(req: RawRequest): { method: string; path: string; headers: Array<[string, string]>; bodyLength: number; body: string; abortAfter?: number } {
  const text = req.body.subarray(0, 1_500).toString('latin1');
  const escaped = JSON.stringify(text).slice(1, -1);
  return {
    method: req.method,
    path: JSON.stringify(req.path).slice(1, -1),
    headers: req.headers.map(([k, v]): [string, string] => [k, v.length > 300 ? `${JSON.stringify(v.slice(0, 300)).slice(1, -1)}… (${v.length} chars)` : JSON.stringify(v).slice(1, -1)]),
    bodyLength: req.body.length,
    body: req.body.length > 1_500 ? `${escaped}… (${req.body.length} bytes)` : escaped,
    ...(req.abortAfter !== undefined ? { abortAfter: req.abortAfter } : {}),
  };
}

export function bodyKindOf(spec: RequestSpec): string {
  if (spec.body.kind === 'multipart') return `multipart:${spec.body.mp.kind}`;
  return spec.body.kind;
}

export { withOwnKeys };
