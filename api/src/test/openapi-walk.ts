import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import qs from 'qs';
import { fieldName } from '../lib/validation.ts';

/** What the OpenAPI document says of a value, as far as building a request needs. */
export interface JsonSchema {
  type?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** A record's keys, and its values. */
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  examples?: unknown[];
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema } | undefined> };
}
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export const variantsOf = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf;

/** Whether the schema, or one of its variants, passes `test`. */
export const takes =
  (test: (schema: JsonSchema) => boolean) =>
  (schema: JsonSchema): boolean =>
    test(schema) || (variantsOf(schema)?.some(takes(test)) ?? false);

// A text for most fields, and one for each pattern a text field has.
const texts = ['Sample', 'someone@example.com', '0123456789abcdef0123456789abcdef'];
const fits = (schema: JsonSchema, text: string) =>
  text.length >= (schema.minLength ?? 0) &&
  text.length <= (schema.maxLength ?? Infinity) &&
  new RegExp(schema.pattern ?? '').test(text);

/** A valid-looking value: the schema's example, else required fields only, a list's first choice. */
export function sample(schema: JsonSchema): unknown {
  if (schema.examples) return schema.examples[0];
  const variants = variantsOf(schema);
  if (variants) return sample(variants.find((variant) => variant.type !== 'null') ?? {});
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return (
        texts.find((text) => fits(schema, text)) ?? 'Sample'.padEnd(schema.minLength ?? 0, 's')
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sample(schema.items ?? {}),
      );
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {})]),
      );
    default:
      return 'Sample';
  }
}

export type Path = (string | number)[];
/** A field of the kind probed, and the schemas from the root down to it (to fill what holds it). */
export interface Field {
  path: Path;
  schemas: JsonSchema[];
  /** The value is a key of the record at `path` (price_calculation_elements[key]). */
  isKey?: boolean;
}

/** Every field of `schema` that `isOfKind`, however deep in objects, lists and records. */
export function fieldsOf(
  schema: JsonSchema,
  isOfKind: (schema: JsonSchema) => boolean,
  path: Path = [],
  schemas: JsonSchema[] = [],
): Field[] {
  const down = [...schemas, schema];
  if (isOfKind(schema)) return [{ path, schemas: down }];
  if (schema.type === 'array' && schema.items)
    return fieldsOf(schema.items, isOfKind, [...path, 0], down);
  const keys = schema.propertyNames && isOfKind(schema.propertyNames);
  const values = typeof schema.additionalProperties === 'object' && schema.additionalProperties;
  return [
    ...(keys ? [{ path, schemas: down, isKey: true }] : []),
    ...(values ? fieldsOf(values, isOfKind, [...path, 'Sample'], down) : []),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
      fieldsOf(property, isOfKind, [...path, key], down),
    ),
  ];
}

/** Where the value goes: the field, or for a record's key, the entry it names. */
export const target = (field: Field, value: unknown): Path =>
  field.isKey ? [...field.path, String(value)] : field.path;

/** `base` with each field set to `value`, what holds it filled in as needed. */
export function withValue(base: unknown, fields: Field[], value: unknown): unknown {
  const root = structuredClone(base ?? {}) as Record<string | number, unknown>;
  for (const field of fields) {
    const path = target(field, value);
    const record = field.schemas.at(-1) ?? {};
    const set = field.isKey ? sample(Object(record.additionalProperties) as JsonSchema) : value;
    let node = root;
    path.forEach((key, depth) => {
      if (depth === path.length - 1) node[key] = set;
      else {
        node[key] ??= sample(field.schemas[depth + 1] ?? {});
        node = node[key] as Record<string | number, unknown>;
      }
    });
  }
  return root;
}

export const label = (field: Field) =>
  fieldName(field.isKey ? [...field.path, '(key)'] : field.path);

/** A request's parts; a body goes as JSON unless the probe's encoding is form. */
export interface Parts {
  params: Record<string, unknown>;
  query: unknown;
  body?: unknown;
}
export type Encoding = 'path' | 'query' | 'json' | 'form';
export type Send = (headers: Record<string, string>) => Promise<LightMyRequestResponse>;

export function inject(
  app: FastifyInstance,
  route: Pick<Route, 'method' | 'template'>,
  encoding: Encoding,
  parts: Parts,
): Send {
  const path = route.template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(parts.params[name])),
  );
  const search = qs.stringify(parts.query);
  const form = encoding === 'form';
  return (headers) =>
    app.inject({
      method: route.method.toUpperCase() as 'GET',
      url: search ? `${path}?${search}` : path,
      ...(parts.body === undefined
        ? { headers }
        : {
            headers: {
              ...headers,
              'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
            },
            payload: form ? qs.stringify(parts.body) : JSON.stringify(parts.body),
          }),
    });
}

/** One route of the document: its parts' schemas, and a valid-looking request to start from. */
export interface Route {
  /** "POST /v1/x/{id}". */
  name: string;
  method: string;
  template: string;
  params: JsonSchema;
  query: JsonSchema;
  /** A body of several shapes (the token grants) is probed in each shape. */
  bodyShapes: JsonSchema[];
  base: Parts;
}

export function routesOf(document: OpenApiDocument): Route[] {
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const asObject = (kind: Parameter['in']): JsonSchema => {
        const list = parameters.filter((p) => p.in === kind);
        return {
          type: 'object',
          properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
          required: list.filter((p) => p.required).map((p) => p.name),
        };
      };
      const params = asObject('path');
      const query = asObject('query');
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const bodyShapes = bodySchema ? (bodySchema.oneOf ?? [bodySchema]) : [];
      const base: Parts = {
        params: sample(params) as Record<string, unknown>,
        query: sample(query),
        body: bodyShapes[0] && sample(bodyShapes[0]),
      };
      const name = `${method.toUpperCase()} ${template}`;
      return { name, method, template, params, query, bodyShapes, base };
    }),
  );
}

/** A part of a route's request to probe: its schema, the value it starts from, its encodings. */
export interface ProbedPart {
  part: keyof Parts;
  schema: JsonSchema;
  start: unknown;
  encoding: Encoding;
}

/** Each part of the route, in each encoding it may arrive in; a body in each of its shapes. */
export const partsOf = (route: Route): ProbedPart[] => [
  { part: 'params', schema: route.params, start: route.base.params, encoding: 'path' },
  { part: 'query', schema: route.query, start: route.base.query, encoding: 'query' },
  ...route.bodyShapes.flatMap((shape) =>
    (['json', 'form'] as const).map((encoding) => ({
      part: 'body' as const,
      schema: shape,
      start: sample(shape),
      encoding,
    })),
  ),
];

/** The route's request with `fields` of one part set to `value`, the rest of it valid-looking. */
export const probeRequest = (
  app: FastifyInstance,
  route: Route,
  probed: ProbedPart,
  fields: Field[],
  value: unknown,
): Send =>
  inject(app, route, probed.encoding, {
    ...route.base,
    [probed.part]: withValue(probed.start, fields, value),
  });

export const isAuthFailure = (status: number) => status === 401 || status === 403;
