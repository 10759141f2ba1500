import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords that hold one subschema, or a record or list of them. */
const oneSchema = ['items', 'additionalProperties', 'not'];
const schemaRecords = ['properties', 'patternProperties', 'definitions', '$defs'];
const schemaLists = ['anyOf', 'oneOf', 'allOf'];

const isNull = (schema: JsonSchema) => schema.type === 'null' && Object.keys(schema).length === 1;

/**
 * A nullable value as one schema of two types (`type: ['integer', 'null']`), which
 * fast-json-stringify writes after a typeof; left an `anyOf`, it validates each value against
 * every branch with Ajv to choose one. Other unions stay as they are.
 */
function nullableOf(anyOf: JsonSchema[]): JsonSchema | undefined {
  const values = anyOf.filter((branch) => !isNull(branch));
  const [value] = values;
  if (values.length !== 1 || anyOf.length !== 2 || !value || typeof value.type !== 'string')
    return undefined;
  return { ...value, type: [value.type, 'null'] };
}

/** The schema as fast-json-stringify is quickest with it, recursively. */
function simplified(schema: JsonSchema): JsonSchema {
  const result: JsonSchema = {};
  for (const [key, child] of Object.entries(schema)) {
    if (oneSchema.includes(key) && isSchema(child)) result[key] = simplified(child);
    else if (schemaRecords.includes(key) && isSchema(child))
      result[key] = Object.fromEntries(
        Object.entries(child).map(([name, sub]) => [name, isSchema(sub) ? simplified(sub) : sub]),
      );
    else if (schemaLists.includes(key) && Array.isArray(child))
      result[key] = child.map((sub: unknown) => (isSchema(sub) ? simplified(sub) : sub));
    else result[key] = child;
  }
  if (!Array.isArray(result.anyOf)) return result;
  const { anyOf, ...rest } = result;
  const nullable = nullableOf(anyOf as JsonSchema[]);
  return nullable ? { ...rest, ...nullable } : result;
}

/**
 * The JSON Schema of a zod response schema, as the handler writes the answer (its input side):
 * what the OpenAPI document says, in the draft fast-json-stringify reads. A type JSON Schema
 * cannot express (a z.custom) is any value, written as JSON.stringify writes it.
 */
export const responseJsonSchema = (schema: z.ZodType): JsonSchema =>
  simplified(z.toJSONSchema(schema, { io: 'input', target: 'draft-07', unrepresentable: 'any' }));

type Serialize = (data: unknown) => string;

// One serialiser per zod schema, for every route and app that answers with it (the error
// answers are shared by hundreds of routes; tests build an app per file).
const compiled = new WeakMap<z.ZodType, Serialize>();

function serializerOf(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    // fast-json-stringify types only the schemas it reads; zod's output is one of them.
    serialize = fastJson(responseJsonSchema(schema) as unknown as Schema);
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * Answers are written by fast-json-stringify from the routes' zod response schemas (Fastify's
 * own way, compiled once per schema), not by zod checking every value and JSON.stringify: the
 * assign grid's 50 rows with their jobs cost milliseconds that way. Properties the schema does
 * not name are left out, as zod left them out. Nothing is checked on the way out: the handlers'
 * types are the contract's. Each schema is compiled on its first answer, so that an app starts
 * without compiling the hundreds of answers it may never give. A response that is not a zod
 * schema (a content type's) keeps zod's serialiser.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route as never);
  return (data) => serializerOf(schema)(data);
};
