import type { LightMyRequestResponse } from 'fastify';
import { allRoles, roleLabel } from '@portal/contracts/policy/roles';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import { fieldName } from '../lib/validation.ts';
import { person } from '../modules/project/test-fixtures.ts';
import { clientAuthorization, setupTestApp } from '../test/helper.ts';
import {
  fieldsOf,
  inject,
  isAuthFailure,
  label,
  partsOf,
  probeRequest,
  routesOf,
  takes,
  target,
  type Field,
  type JsonSchema,
  type OpenApiDocument,
  type Route,
  type Send,
} from '../test/openapi-walk.ts';

// Every route is registered: the e2e support routes exist only in e2e.
const t = setupTestApp({ portalEnv: 'e2e' });

const takesNumber = takes((schema) => schema.type === 'integer' || schema.type === 'number');
const fitsPattern = (schema: JsonSchema, text: string) =>
  schema.pattern !== undefined && new RegExp(schema.pattern).test(text);
const takesDay = takes((schema) => schema.format === 'date' || fitsPattern(schema, '2026-11-23'));
const takesMonth = takes((schema) => fitsPattern(schema, '2026-11'));

/**
 * Numbers past every column (int4, bigint, a double's whole numbers, a date's range), and
 * calendar days and months outside any sane window, years 0000 to 0099 among them (PostgreSQL
 * has no year 0, Date.UTC reads 99 as 1999): no field takes them. Below every minimum, and a
 * fraction where whole numbers are asked, may be a field's valid value, but never a 5xx.
 */
const kinds = [
  {
    isOfKind: takesNumber,
    refused: [1e15, -1e15, 2 ** 53, 1e308],
    edges: [-1, 0, 0.5],
  },
  { isOfKind: takesDay, refused: ['0000-01-01', '0099-12-31', '9999-12-31'], edges: [] },
  { isOfKind: takesMonth, refused: ['0000-01', '0099-12', '9999-12'], edges: [] },
];

interface Probe {
  route: Route;
  /** The field or fields as counted. */
  field: string;
  what: string;
  /** Whether the value is one no field takes. */
  refused: boolean;
  /** What a 422 must name: one of the fields. */
  expected: string[];
  send: Send;
  /** The same fields sent something of the wrong form: refused by validation, if it runs. */
  sendMalformed: Send;
}

/**
 * Per route and part: each field of a kind alone, then all of them at once (a span from and to
 * the same year 0099 passes a check of its length), with each value.
 */
const probesOf = (document: OpenApiDocument): Probe[] =>
  routesOf(document).flatMap((route) =>
    partsOf(route).flatMap((probed) =>
      kinds.flatMap(({ isOfKind, refused, edges }) => {
        const fields = fieldsOf(probed.schema, isOfKind);
        const sets: Field[][] = fields.length > 1 ? [...fields.map((f) => [f]), fields] : [fields];
        return sets
          .filter((set) => set.length > 0)
          .flatMap((set) =>
            [...refused, ...edges].map((value) => {
              const field = `${route.name} ${set.map(label).join('+')}`;
              return {
                route,
                field,
                what: `${field}=${value} (${probed.encoding})`,
                refused: (refused as unknown[]).includes(value),
                expected: set.map((one) => fieldName(target(one, value))),
                send: probeRequest(t.app, route, probed, set, value),
                sendMalformed: probeRequest(t.app, route, probed, set, 'malformed'),
              };
            }),
          );
      }),
    ),
  );

const names = (answer: LightMyRequestResponse, expected: string[]) =>
  answer.statusCode === 422 &&
  answer
    .json<ApiFieldError[]>()
    .some(({ field = '' }) => expected.some((one) => field === one || field.startsWith(`${one}[`)));

test('extreme numbers, days and months never answer 5xx, and a value no field takes is a 422 naming it, for every caller', async () => {
  const document = (await t.app.inject({ url: '/v1/openapi.json' })).json<OpenApiDocument>();
  const staff = await Promise.all(allRoles.map((role) => person(t, roleLabel(role), role)));
  type Caller = [string, Record<string, string>];
  const callers: Caller[] = [
    ['a visitor', {}],
    ['the portal', { authorization: clientAuthorization() }],
    ...staff.map((one): Caller => [roleLabel(one.role), one.headers]),
  ];

  // Who gets past the route's sign-in and role checks with a valid-looking request: a caller
  // turned away there is turned away whatever the values.
  const reaching = new Map<string, Caller[]>();
  const reachersOf = async (route: Route) => {
    if (!reaching.has(route.name)) {
      const base = inject(t.app, route, 'json', route.base);
      const reached = [];
      for (const caller of callers)
        if (!isAuthFailure((await base(caller[1])).statusCode)) reached.push(caller);
      reaching.set(route.name, reached);
    }
    return reaching.get(route.name)!;
  };

  // Whether the route reads the fields before turning a caller away (a 404 for a row not found):
  // if so, a value past them that is not a 422 went through validation.
  const validates = async (probe: Probe) => {
    for (const [, headers] of await reachersOf(probe.route))
      if (names(await probe.sendMalformed(headers), probe.expected)) return true;
    return false;
  };

  const probes = probesOf(document);
  const failures: string[] = [];
  const named = new Set<string>();
  const refusedByAll = new Set<string>();
  for (const probe of probes) {
    const answers = [];
    for (const [who, headers] of await reachersOf(probe.route)) {
      const answer = await probe.send(headers);
      answers.push(answer);
      const accepted = probe.refused && answer.statusCode < 400;
      if (answer.statusCode >= 500 || accepted)
        failures.push(`${probe.what} as ${who}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
    }
    if (!probe.refused) continue;
    if (answers.some((answer) => names(answer, probe.expected))) named.add(probe.field);
    else if (!(await validates(probe))) refusedByAll.add(probe.field);
    else {
      const seen = answers.map((answer) => `${answer.statusCode} ${answer.body.slice(0, 100)}`);
      failures.push(`${probe.what}: no 422 naming the field, but ${[...new Set(seen)].join('; ')}`);
    }
  }
  expect(failures).toEqual([]);
  // Not vacuous: the walk found the fields, and nearly all reached validation.
  expect(named.size).toBeGreaterThan(150);
  expect(refusedByAll.size).toBeLessThan(named.size / 5);
}, 600_000);
