import { Role, allRoles } from '@portal/contracts/policy/roles';
import { errorTexts } from '@portal/contracts/common/errors';
import { inAudience, type PolicyActor } from '@portal/contracts/policy/policy';
import { routeActions } from '@portal/contracts/routes/actions';
import type { ApiRouteKey } from '@portal/contracts/routes/all';
import { signContracts } from '../modules/job/test-fixtures.ts';
import { person } from '../modules/project/test-fixtures.ts';
import { setupTestApp } from '../test/helper.ts';
import { refusalTexts } from './policy-gate.ts';

// Every route is registered: the e2e support routes exist only in e2e.
const t = setupTestApp({ portalEnv: 'e2e' });

/** A path of the route with every parameter filled: the gate answers before any is read. */
const pathOf = (url: string) => url.replace(/:\w+(\([^)]*\))?/g, '1').replace('*', 'x');

// Input no route accepts: a validator that ran first would answer 422 naming the field.
const junk = { payload: { __junk__: [1e308] }, query: '?__junk__=%00' };

const apiRoutes = () =>
  t.app.routeIndex
    .routes()
    .filter(({ method, url }) => method !== 'HEAD' && `${method} ${url}` in routeActions)
    .map(({ method, url }) => ({ method, url, key: `${method} ${url}` as ApiRouteKey }));

test('every route of the API is gated by an action of the policy', () => {
  const served = t.app.routeIndex
    .routes()
    .filter(
      ({ method, url }) => method !== 'HEAD' && url.startsWith('/v') && !url.includes('docs'),
    );
  const ungated = served.filter(({ method, url }) => !(`${method} ${url}` in routeActions));
  expect(ungated.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /v1/openapi.json']);
  expect(apiRoutes().length).toBe(Object.keys(routeActions).length);
});

test('a caller outside a route’s audience is turned away before its input is read, on every route', async () => {
  const callers: { actor: PolicyActor; headers: Record<string, string> }[] = [
    { actor: null, headers: {} },
  ];
  for (const role of allRoles) {
    const who = await person(t, `Role${role}`, role);
    if (role === Role.TYPIST || role === Role.PROOFREADER) await signContracts(t, who);
    callers.push({ actor: { role }, headers: who.headers });
  }
  const wrong: string[] = [];
  let turnedAway = 0;
  for (const { method, url, key } of apiRoutes())
    for (const { actor, headers } of callers) {
      if (inAudience(actor, routeActions[key])) continue;
      const answer = await t.app.inject({
        method: method as 'GET',
        url: `${pathOf(url)}${junk.query}`,
        headers,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: junk.payload }),
      });
      turnedAway += 1;
      const expected = actor ? 403 : 401;
      const refusal = refusalTexts[routeActions[key]] ?? errorTexts.unauthorized;
      const message = actor ? refusal : errorTexts.invalidAccessToken;
      if (answer.statusCode !== expected || answer.json<{ message: string }>().message !== message)
        wrong.push(`${key} as ${actor?.role ?? 'visitor'}: ${answer.statusCode} ${answer.body}`);
    }
  expect(wrong).toEqual([]);
  // Not vacuous: most routes are closed to someone.
  expect(turnedAway).toBeGreaterThan(500);
}, 120_000);
