import { randomBytes, randomUUID } from 'node:crypto';

/** The parts of the app's OpenAPI 3 document the access matrix reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  multipleOf?: number;
  minItems?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One operation of the document: its method, path template, path parameters (from the template) and schemas. */
export interface Operation {
  key: string;
  method: HttpMethod;
  path: string;
  pathParams: string[];
  query: OpenApiParameter[];
  jsonBody: JsonSchema | null;
  multipart: boolean;
}

/** Every operation in the document. Path parameters are read from the template itself (the document misses some). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const content = op.requestBody?.content ?? {};
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? ''),
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        jsonBody: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return ops;
}

/** Values a field of a request should take because of its name (the victim's ids and names), or undefined. */
export type FieldValues = (name: string, schema: JsonSchema) => unknown;

const idempotencyKey = () => `k${randomBytes(8).toString('hex')}`;

function candidatesFor(schema: JsonSchema): string[] {
  const min = Math.max(schema.minLength ?? 0, 3);
  const text = `access matrix ${randomBytes(3).toString('hex')}`.padEnd(min, 'x').slice(0, Math.max(min, Math.min(schema.maxLength ?? 60, 60)));
  return [text, idempotencyKey(), '1', randomUUID(), 'abcdefgh', 'acct_abcdef123456', 'pay_abcdefghij12', '2026-01-01', 'x'.repeat(min)];
}

function firstOf(list: JsonSchema[] | undefined): JsonSchema | undefined {
  return list?.find((s) => s.type !== 'null' && !(Array.isArray(s.type) && s.type.length === 1 && s.type[0] === 'null'));
}

/**
 * A small value the schema accepts: required properties only (optional ones when `fields` names them), enums'
 * first value, numbers at their minimum, strings that match their pattern. Enough to pass validation, so
 * that the request reaches the access check behind it.
 */
export function exampleOf(schema: JsonSchema | undefined, fields: FieldValues, name = '', depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alt = firstOf(schema.anyOf) ?? firstOf(schema.oneOf);
  if (alt) return exampleOf(alt, fields, name, depth + 1);
  if (schema.allOf?.length) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties!, part.properties ?? {});
      merged.required!.push(...(part.required ?? []));
    }
    return exampleOf(merged, fields, name, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [prop, sub] of Object.entries(schema.properties ?? {})) {
        const named = fields(prop, sub);
        if (named !== undefined) out[prop] = named;
        else if (schema.required?.includes(prop)) out[prop] = exampleOf(sub, fields, prop, depth + 1);
      }
      return out;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((s) => exampleOf(s, fields, name, depth + 1));
      const n = schema.minItems ?? 0;
      return Array.from({ length: n }, () => exampleOf(schema.items, fields, name, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
      const value = Math.max(min, Math.min(1, schema.maximum ?? 1));
      return schema.multipleOf ? Math.ceil(value / schema.multipleOf) * schema.multipleOf : value;
    }
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return `nobody-${randomBytes(3).toString('hex')}@example.test`;
      if (schema.format === 'date') return '1990-01-01';
      if (schema.format === 'date-time') return new Date().toISOString();
      const re = schema.pattern ? new RegExp(schema.pattern) : null;
      const fits = (s: string) => (!re || re.test(s)) && s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity);
      return candidatesFor(schema).find(fits) ?? (schema.default as string | undefined) ?? 'x';
    }
    default:
      return schema.default;
  }
}
