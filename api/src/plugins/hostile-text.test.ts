import { Role } from '@portal/contracts/policy/roles';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import { fieldName } from '../lib/validation.ts';
import { person } from '../modules/project/test-fixtures.ts';
import { clientAuthorization, setupTestApp } from '../test/helper.ts';
import {
  fieldsOf,
  isAuthFailure,
  label,
  partsOf,
  probeRequest,
  routesOf,
  takes,
  target,
  type Encoding,
  type OpenApiDocument,
  type Send,
} from '../test/openapi-walk.ts';

// Every route is registered: the e2e support routes exist only in e2e.
const t = setupTestApp({ portalEnv: 'e2e' });

/** Text no column should hold: PostgreSQL refuses the first two, the others hide or reorder text. */
const hostile = { nul: '\u0000', loneSurrogate: '\ud800', bell: '\u0007', rlo: '\u202e' };
type Hostile = keyof typeof hostile;
// UTF-8 has no lone surrogates: a URL or a form body cannot carry one, only a JSON escape can.
const inUrl: Hostile[] = ['nul', 'bell', 'rlo'];
const inJson: Hostile[] = ['nul', 'loneSurrogate', 'bell', 'rlo'];

const takesText = takes((schema) => schema.type === 'string');
const inside = (value: Hostile) => `Sam${hostile[value]}ple`;

interface Probe {
  route: string;
  /** The field as counted: a record's keys count as one field. */
  field: string;
  /** What the 422 must name: the field, or an item of it. */
  expected: string;
  value: Hostile;
  encoding: Encoding;
  send: Send;
}

/** One request per route, text field, hostile value and encoding, the rest of it valid-looking. */
const probesOf = (document: OpenApiDocument): Probe[] =>
  routesOf(document).flatMap((route) =>
    partsOf(route).flatMap((probed) =>
      fieldsOf(probed.schema, takesText).flatMap((field) =>
        (probed.encoding === 'json' ? inJson : inUrl).map((value) => ({
          route: route.name,
          field: label(field),
          expected: fieldName(target(field, inside(value))),
          value,
          encoding: probed.encoding,
          send: probeRequest(t.app, route, probed, [field], inside(value)),
        })),
      ),
    ),
  );

/**
 * Refused before validation, by design: a storage URL its own schemas refuse is not one the server
 * signed (403, as S3 answers), and an unknown grant type is OAuth's 400 unsupported_grant_type.
 */
const refusedFirst = (field: string) =>
  field.includes(' /v1/storage/') || field === 'POST /v1/oauth2/token grant_type';

test('text a column cannot hold, or that hides and reorders text, is a 422 naming the field on every route', async () => {
  const document = (await t.app.inject({ url: '/v1/openapi.json' })).json<OpenApiDocument>();
  const client = await person(t, 'Client');
  const superAdmin = await person(t, 'Chief', Role.SUPER_ADMIN);
  // A typist's own forms (the consultancy agreement, the IT security form) are theirs alone.
  const typist = await person(t, 'Typist', Role.TYPIST);
  // The first caller the route lets through: a client, an admin, a typist, or the portal at the
  // token endpoint.
  const callers = [
    client.headers,
    superAdmin.headers,
    typist.headers,
    { authorization: clientAuthorization() },
  ];

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
