/** The operations of the app's OpenAPI document (`/api/docs/openapi.json`, generated from the zod contracts). */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
  default?: unknown;
  description?: string;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  /** `METHOD /path/{param}` */
  id: string;
  method: string;
  path: string;
  summary: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation declares one. */
  jsonBody: JsonSchema | null;
  /** Takes a multipart `file` part (declared in the summary: the document has no multipart body schema). */
  upload: boolean;
  staffOnly: boolean;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; summary?: string; parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(doc: unknown): Operation[] {
  const d = doc as OpenApiDocument;
  if (!d || typeof d !== 'object' || !d.paths || !String(d.openapi).startsWith('3.')) throw new Error('not an OpenAPI 3 document');
  const resolve = (s: JsonSchema | undefined): JsonSchema | undefined => {
    if (s?.$ref?.startsWith('#/components/schemas/')) return d.components?.schemas?.[s.$ref.slice('#/components/schemas/'.length)];
    return s;
  };
  const ops: Operation[] = [];
  for (const [p, item] of Object.entries(d.paths)) {
    for (const [m, op] of Object.entries(item)) {
      if (!METHODS.has(m)) continue;
      const params = (op.parameters ?? []).map((x) => ({ ...x, schema: resolve(x.schema) }));
      const summary = op.summary ?? '';
      const method = m.toUpperCase();
      const body = resolve(op.requestBody?.content?.['application/json']?.schema) ?? null;
      ops.push({
        id: `${method} ${p}`,
        method,
        path: p,
        summary,
        pathParams: params.filter((x) => x.in === 'path'),
        queryParams: params.filter((x) => x.in === 'query'),
        jsonBody: body,
        upload: /multipart/i.test(summary) || (method === 'POST' && /\/attachments$/.test(p)),
        staffOnly: p.startsWith('/api/staff/'),
      });
    }
  }
  return ops;
}
