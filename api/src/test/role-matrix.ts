import type { InjectOptions } from 'fastify';

/** The callers an authorization matrix tries, in its columns' order. */
export const whos = [
  'anonymous',
  'client',
  'typist',
  'proofreader',
  'restrictedAdmin',
  'admin',
  'superAdmin',
] as const;
export type Who = (typeof whos)[number];

/** A row's expected statuses, one per caller in the order of `callers`. */
export const answersFor =
  <Caller extends string>(callers: readonly Caller[]) =>
  (...statuses: number[]): Record<Caller, number> =>
    Object.fromEntries(callers.map((who, index) => [who, statuses[index]])) as Record<
      Caller,
      number
    >;

/** A row's expected statuses, one per caller in the order of `whos`. */
export const answers = answersFor(whos);

export const putRequest = (url: string, payload: Record<string, unknown> = {}): InjectOptions => ({
  method: 'PUT',
  url,
  payload,
});

/** One route of a matrix: what each caller gets when they send its request. */
export interface MatrixRow<Target> {
  route: string;
  expected: Record<Who, number>;
  request: (target: Target) => InjectOptions;
}

/** Each row's cases, one per caller, for `test.each`. */
export const matrixCases = <Row extends MatrixRow<never>>(rows: readonly Row[]) =>
  rows.flatMap((row) =>
    whos.map((who) => ({ route: row.route, who, status: row.expected[who], row })),
  );
