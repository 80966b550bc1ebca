/** What resolving needs of a variant (a parsed Variant has both). */
export interface Resolvable {
  readonly code: string;
  readonly hosts: readonly string[];
}

/**
 * The host name of a Host (or X-Forwarded-Host) header: lower case, port and trailing dot removed, the first
 * entry of a comma-separated list; IPv6 literals keep their brackets. Null when there is nothing usable.
 */
export function normaliseHost(host: string | null | undefined): string | null {
  if (!host) return null;
  let h = (host.split(',')[0] ?? '').trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end > 0 ? h.slice(0, end + 1) : null;
  }
  const colon = h.indexOf(':');
  if (colon !== -1) h = h.slice(0, colon);
  if (h.endsWith('.')) h = h.slice(0, -1);
  return h === '' ? null : h;
}

/** The code the first label names, for `<code>.localhost` and `<code>.<anything>` (needs at least one dot). */
function firstLabel(host: string): string | null {
  const dot = host.indexOf('.');
  return dot > 0 ? host.slice(0, dot) : null;
}

/**
 * The variant serving a request (SPEC 1: chosen from the host name, with a default): an exact host match
 * (case-insensitive, port ignored), else the variant whose code is the first label (`shde.localhost:3000`,
 * `shde.staging.example.net`), else the default. Throws when the default code is not among the variants.
 */
export function resolveVariant<V extends Resolvable>(host: string | null | undefined, variants: readonly V[], defaultCode: string): V {
  const h = normaliseHost(host);
  if (h !== null) {
    const exact = variants.find((v) => v.hosts.includes(h));
    if (exact) return exact;
    const label = firstLabel(h);
    const byCode = label === null ? undefined : variants.find((v) => v.code === label);
    if (byCode) return byCode;
  }
  const fallback = variants.find((v) => v.code === defaultCode);
  if (!fallback) throw new Error(`Default variant "${defaultCode}" is not among the ${variants.length} variants loaded`);
  return fallback;
}

/**
 * resolveVariant with the lookups built once (for the per-request hot path). Same rules; the default is
 * checked when the resolver is created.
 */
export function createVariantResolver<V extends Resolvable>(variants: readonly V[], defaultCode: string): (host: string | null | undefined) => V {
  const byHost = new Map<string, V>();
  const byCode = new Map<string, V>();
  for (const v of variants) {
    byCode.set(v.code, v);
    for (const h of v.hosts) if (!byHost.has(h)) byHost.set(h, v);
  }
  const fallback = byCode.get(defaultCode);
  if (!fallback) throw new Error(`Default variant "${defaultCode}" is not among the ${variants.length} variants loaded`);
  return (host) => {
    const h = normaliseHost(host);
    if (h === null) return fallback;
    const exact = byHost.get(h);
    if (exact) return exact;
    const label = firstLabel(h);
    return (label === null ? undefined : byCode.get(label)) ?? fallback;
  };
}
