import type { z } from 'zod';
import { camelKey, type CamelKey } from '@portal/contracts/common/wire-keys';

/**
 * A request's validated input with the keys `domainInput` renames. Unlike type-fest's
 * CamelCasedPropertiesDeep it leaves keys without an underscore alone (`USD`, `ETag`), as the
 * runtime does; a record's keys are `string` here, so its values are all it changes.
 */
export type DomainInput<T> = T extends Date | File | Blob
  ? T
  : T extends readonly unknown[]
    ? // Mapped over its indices, a tuple (a word timing) stays a tuple, an array an array.
      { -readonly [Index in keyof T]: DomainInput<T[Index]> }
    : T extends object
      ? { [Key in keyof T as CamelKey<Key>]: DomainInput<T[Key]> }
      : T;

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Schema = z.ZodType;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The union's member the value was validated by: its discriminator's, else the first it fits. */
function memberFor(options: readonly Schema[], discriminator: unknown, value: unknown) {
  if (typeof discriminator === 'string' && isRecord(value))
    return options.find((option) =>
      option._zod.propValues?.[discriminator]?.has(value[discriminator] as never),
    );
  return options.find((option) => option.safeParse(value).success);
}

/**
 * The validated value of `schema` with the object keys the schema declares in camelCase, at any
 * depth. Keys of records (the data's own: modifier names, field ids) and keys the schema does
 * not declare stay as they are; what a transform made is its own and is not walked.
 */
export const domainInput = <S extends Schema>(schema: S, value: z.output<S>) =>
  walk(schema, value) as DomainInput<z.output<S>>;

function walk(schema: Schema, value: unknown): unknown {
  // Only objects have keys to rename: a flag, number or text (most fields) needs no walk, and a
  // union of them no trial parse of its members on every request.
  if (typeof value !== 'object' || value === null) return value;
  const def = schema._zod.def as Def;
  switch (def.type) {
    case 'object': {
      if (!isRecord(value)) return value;
      const shape = def.shape as Record<string, Schema>;
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) =>
          Object.hasOwn(shape, key) ? [camelKey(key), walk(shape[key]!, child)] : [key, child],
        ),
      );
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => walk(def.element as Schema, item)) : value;
    case 'record':
      return isRecord(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, child]) => [
              key,
              walk(def.valueType as Schema, child),
            ]),
          )
        : value;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType as Schema, value);
    case 'pipe':
      return walk(def.out as Schema, value);
    case 'lazy':
      return walk((def.getter as () => Schema)(), value);
    case 'union': {
      const member = memberFor(def.options as Schema[], def.discriminator, value);
      return member ? walk(member, value) : value;
    }
    default:
      return value;
  }
}
