import { z } from 'zod';
import type { CamelCasedPropertiesDeep, UnionToIntersection } from 'type-fest';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * An answer that is not JSON (a page, a mail): its media type and description, as the OpenAPI
 * document shows it. Nothing parses it.
 */
export interface NonJsonAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

export const nonJsonAnswer = (mediaType: string, description: string): NonJsonAnswer => ({
  description,
  content: { [mediaType]: { schema: z.string() } },
});

/**
 * What one route takes and answers, each part one zod schema. The API declares these as the
 * route's schema (validation, serialisation, OpenAPI); the portal infers its endpoint types from
 * them and its test doubles are parsed with them.
 */
export interface RouteContract {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** By status; a non-JSON answer (a file, a redirect) is declared with `z.any()` or omitted. */
  response: Readonly<Record<number, z.ZodType | NonJsonAnswer>>;
}

/** `'GET /v1/company/:id'`: the method and the path exactly as the API registers it. */
export type RouteKey = `${HttpMethod} /${string}`;

export type RouteTable = Readonly<Record<RouteKey, RouteContract>>;

/** Keeps a table's literal keys and schema types while checking its shape. */
export const defineRoutes = <const T extends RouteTable>(routes: T): T => routes;

type Schema<R, Part extends keyof RouteContract> =
  R extends Record<Part, infer S extends z.ZodType> ? S : never;

/** What the route answers with `status` (200 unless told), as the portal receives it. */
export type Reply<
  R extends RouteContract,
  Status extends keyof R['response'] = 200,
> = R['response'][Status] extends z.ZodType ? z.output<R['response'][Status]> : never;

/**
 * The portal's arguments for one part or several (`'params' | 'body'`) in one object: camelCase
 * keys, encoded to the wire's snake_case.
 */
export type Args<
  R extends RouteContract,
  Parts extends 'body' | 'querystring' | 'params',
> = CamelCasedPropertiesDeep<UnionToIntersection<InputOf<R, Parts>>>;

type InputOf<R, Part> = Part extends keyof RouteContract ? z.input<Schema<R, Part>> : never;

/**
 * A route's URL as the API registers it, as a pattern for concrete paths: `:name` matches one
 * segment, `:name(^\d+$)` what its own pattern allows, `*` the rest of the path.
 */
export function routePattern(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) {
        const own = part.match(/\(\^?(.*?)\$?\)$/)?.[1];
        return own ? `(?:${own})` : '[^/]+';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
const pascalCase = (text: string): string =>
  text
    .split(/[^A-Za-z0-9]+/)
    .map(capitalised)
    .join('');

/**
 * The route's OpenAPI operationId, for client generators: the method and the path's segments in
 * camelCase, a parameter as `By` and its name, `*` as `Rest` (`'GET /v1/cart/owner/:userId'` is
 * `getV1CartOwnerByUserId`). It changes only when the route's key does.
 */
export function operationIdOf(key: RouteKey): string {
  const [method, url] = key.split(' ') as [HttpMethod, string];
  const segments = url.split('/').filter(Boolean);
  return (
    method.toLowerCase() +
    segments
      .map((segment) => {
        if (segment === '*') return 'Rest';
        if (segment.startsWith(':'))
          return `By${pascalCase(segment.slice(1).replace(/\(.*\)$/, ''))}`;
        return pascalCase(segment);
      })
      .join('')
  );
}

export interface FoundRoute {
  key: RouteKey;
  contract: RouteContract;
}

/** The contract answering `method path` among `tables`; a literal path wins over a parameter. */
export function findRoute(
  tables: readonly RouteTable[],
  method: string,
  path: string,
): FoundRoute | undefined {
  const matches: FoundRoute[] = [];
  for (const table of tables)
    for (const [key, contract] of Object.entries(table) as [RouteKey, RouteContract][]) {
      const [routeMethod, url] = key.split(' ') as [HttpMethod, string];
      if (routeMethod === method.toUpperCase() && routePattern(url).test(path))
        matches.push({ key, contract });
    }
  return matches.sort((a, b) => paramCount(a.key) - paramCount(b.key))[0];
}

const paramCount = (key: string): number => (key.match(/[:*]/g) ?? []).length;
