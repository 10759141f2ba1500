import type { LightMyRequestResponse } from 'fastify';
import qs from 'qs';
import { Role, type ApiFieldError } from '@portal/contracts/core';
import { fieldName } from '../lib/validation.ts';
import { person } from '../modules/project/test-fixtures.ts';
import { clientAuthorization, setupTestApp } from '../test/helper.ts';

// Every route is registered: the e2e support routes exist only in e2e.
const t = setupTestApp({ portalEnv: 'e2e' });

/** What the OpenAPI document says of a value, as far as building a request needs. */
interface JsonSchema {
  type?: string;
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
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** Text no column should hold: PostgreSQL refuses the first two, the others hide or reorder text. */
const hostile = { nul: '\u0000', loneSurrogate: '\ud800', bell: '\u0007', rlo: '\u202e' };
type Hostile = keyof typeof hostile;
// UTF-8 has no lone surrogates: a URL or a form body cannot carry one, only a JSON escape can.
const inUrl: Hostile[] = ['nul', 'bell', 'rlo'];
const inJson: Hostile[] = ['nul', 'loneSurrogate', 'bell', 'rlo'];

const variantsOf = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf;
const takesText = (schema: JsonSchema): boolean =>
  schema.type === 'string' || (variantsOf(schema)?.some(takesText) ?? false);

// A text for most fields, and one for each pattern a text field has.
const texts = ['Sample', 'someone@example.com', '0123456789abcdef0123456789abcdef'];
const fits = (schema: JsonSchema, text: string) =>
  text.length >= (schema.minLength ?? 0) &&
  text.length <= (schema.maxLength ?? Infinity) &&
  new RegExp(schema.pattern ?? '').test(text);

/** A valid-looking value: the schema's example, else required fields only, a list's first choice. */
function sample(schema: JsonSchema): unknown {
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

type Path = (string | number)[];
/** A field that takes text, and the schemas from the root down to it (to fill what holds it). */
interface TextField {
  path: Path;
  schemas: JsonSchema[];
  /** The text is a key of the record at `path` (price_calculation_elements[key]). */
  isKey?: boolean;
}

function textFields(schema: JsonSchema, path: Path = [], schemas: JsonSchema[] = []): TextField[] {
  const down = [...schemas, schema];
  if (takesText(schema)) return [{ path, schemas: down }];
  if (schema.type === 'array' && schema.items) return textFields(schema.items, [...path, 0], down);
  const keys = schema.propertyNames && takesText(schema.propertyNames);
  const values = typeof schema.additionalProperties === 'object' && schema.additionalProperties;
  return [
    ...(keys ? [{ path, schemas: down, isKey: true }] : []),
    ...(values ? textFields(values, [...path, 'Sample'], down) : []),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
      textFields(property, [...path, key], down),
    ),
  ];
}

/** Where the text goes: the field, or for a record's key, the entry it names. */
const target = (field: TextField, text: string): Path =>
  field.isKey ? [...field.path, text] : field.path;

/** `base` with the field set to `text`, what holds it filled in as needed. */
function withText(base: unknown, field: TextField, text: string): unknown {
  const path = target(field, text);
  const record = field.schemas.at(-1) ?? {};
  const value = field.isKey ? sample(Object(record.additionalProperties) as JsonSchema) : text;
  const root = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node = root;
  path.forEach((key, depth) => {
    if (depth === path.length - 1) node[key] = value;
    else {
      node[key] ??= sample(field.schemas[depth + 1] ?? {});
      node = node[key] as Record<string | number, unknown>;
    }
  });
  return root;
}

const label = (field: TextField) => fieldName(field.isKey ? [...field.path, '(key)'] : field.path);
const inside = (value: Hostile) => `Sam${hostile[value]}ple`;

/** A request's parts; a body goes as JSON unless the probe's encoding is form. */
interface Parts {
  params: Record<string, unknown>;
  query: unknown;
  body?: unknown;
}
type Encoding = 'path' | 'query' | 'json' | 'form';

interface Probe {
  route: string;
  /** The field as counted: a record's keys count as one field. */
  field: string;
  /** What the 422 must name: the field, or an item of it. */
  expected: string;
  value: Hostile;
  encoding: Encoding;
  send(headers: Record<string, string>): Promise<LightMyRequestResponse>;
}

function inject(method: string, template: string, encoding: Encoding, parts: Parts) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(parts.params[name])),
  );
  const search = qs.stringify(parts.query);
  const form = encoding === 'form';
  return (headers: Record<string, string>) =>
    t.app.inject({
      method: method.toUpperCase() as 'GET',
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

/** One request per route, text field, hostile value and encoding, the rest of it valid-looking. */
function probesOf(document: OpenApiDocument): Probe[] {
  const probes: Probe[] = [];
  for (const [template, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${template}`;
      const parameters = operation.parameters ?? [];
      const ofKind = (kind: Parameter['in']) => parameters.filter((p) => p.in === kind);
      const asObject = (list: Parameter[]): JsonSchema => ({
        type: 'object',
        properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
        required: list.filter((p) => p.required).map((p) => p.name),
      });
      const paramsSchema = asObject(ofKind('path'));
      const querySchema = asObject(ofKind('query'));
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      // A body of several shapes (the token grants) is probed in each shape.
      const bodyShapes = bodySchema ? (bodySchema.oneOf ?? [bodySchema]) : [];
      const base: Parts = {
        params: sample(paramsSchema) as Record<string, unknown>,
        query: sample(querySchema),
        body: bodyShapes[0] && sample(bodyShapes[0]),
      };
      const probe = (
        part: keyof Parts,
        schema: JsonSchema,
        encodings: Encoding[],
        values: Hostile[],
      ) => {
        const start = part === 'body' ? sample(schema) : base[part];
        for (const field of textFields(schema))
          for (const encoding of encodings)
            for (const value of values)
              probes.push({
                route,
                field: label(field),
                expected: fieldName(target(field, inside(value))),
                value,
                encoding,
                send: inject(method, template, encoding, {
                  ...base,
                  [part]: withText(start, field, inside(value)),
                }),
              });
      };
      probe('params', paramsSchema, ['path'], inUrl);
      probe('query', querySchema, ['query'], inUrl);
      for (const shape of bodyShapes) {
        probe('body', shape, ['json'], inJson);
        probe('body', shape, ['form'], inUrl);
      }
    }
  return probes;
}

/**
 * Refused before validation, by design: a storage URL its own schemas refuse is not one the server
 * signed (403, as S3 answers), and an unknown grant type is OAuth's 400 unsupported_grant_type.
 */
const refusedFirst = (field: string) =>
  field.includes(' /v1/storage/') || field === 'POST /v1/oauth2/token grant_type';

const isAuthFailure = (status: number) => status === 401 || status === 403;

test('text a column cannot hold, or that hides and reorders text, is a 422 naming the field on every route', async () => {
  const document = (await t.app.inject({ url: '/v1/openapi.json' })).json<OpenApiDocument>();
  const client = await person(t, 'Client');
  const superAdmin = await person(t, 'Chief', Role.SUPER_ADMIN);
  // The first caller the route lets through: a client, an admin, or the portal at the token endpoint.
  const callers = [client.headers, superAdmin.headers, { authorization: clientAuthorization() }];

  const probes = probesOf(document);
  const failures: string[] = [];
  const named = new Set<string>();
  for (const probe of probes) {
    let answer = await probe.send(callers[0]!);
    for (const caller of callers.slice(1))
      if (isAuthFailure(answer.statusCode)) answer = await probe.send(caller);
    const what = `${probe.route} ${probe.field} (${probe.value}, ${probe.encoding})`;
    if (answer.statusCode < 400 || answer.statusCode >= 500)
      failures.push(`${what}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    else if (answer.statusCode === 422) {
      const fields = answer.json<ApiFieldError[]>().map((error) => error.field ?? '');
      if (
        fields.some((field) => field === probe.expected || field.startsWith(`${probe.expected}[`))
      )
        named.add(`${probe.route} ${probe.field}`);
      else failures.push(`${what}: 422 without the field: ${answer.body.slice(0, 200)}`);
    }
  }
  expect(failures).toEqual([]);
  const fields = new Set(probes.map((probe) => `${probe.route} ${probe.field}`));
  const unnamed = [...fields].filter((field) => !named.has(field));
  expect(unnamed.filter((field) => !refusedFirst(field))).toEqual([]);
  // Not vacuous: the walk found the fields, and nearly all reached validation.
  expect(fields.size).toBeGreaterThan(100);
  expect(unnamed.length).toBeLessThan(fields.size / 10);
}, 60_000);
