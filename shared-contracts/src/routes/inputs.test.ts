import type { z } from 'zod';
import type * as tables from './all.ts';
import type { RouteTable } from './contract.ts';

/** Paths to inputs typed `unknown`, as a bare z.coerce or z.preprocess leaves them. */
type UnknownInputs<T> = T extends readonly (infer Item)[]
  ? UnknownInputs<Item>
  : T extends object
    ? { [K in keyof T]-?: unknown extends T[K] ? K : UnknownInputs<T[K]> }[keyof T]
    : never;

type Part = 'params' | 'querystring' | 'body';
type Inputs<R> = {
  [P in Part]: R extends Record<P, infer S extends z.ZodType> ? z.input<S> : never;
}[Part];

// The storage routes take signed links the browser follows as given, never endpoint arguments.
type Table = Exclude<
  Extract<(typeof tables)[keyof typeof tables], RouteTable>,
  typeof tables.storageRoutes
>;

type RoutesWithUnknownInput<T> = T extends unknown
  ? { [Key in keyof T]: [UnknownInputs<Inputs<T[Key]>>] extends [never] ? never : Key }[keyof T]
  : never;

// Compile-time: the type checker names any route whose `Args` would let the portal send anything.
const routesWithUnknownInput: Record<RoutesWithUnknownInput<Table>, true> = {};

test('every input of the portal-facing routes has a precise type', () => {
  expect(routesWithUnknownInput).toEqual({});
});
