import { findRoute, operationIdOf, routePattern, type RouteKey } from './contract.ts';
import { allRoutes } from './all.ts';
import { mediaRoutes } from '../media/routes.ts';

test.each([
  ['/v1/user/:id', '/v1/user/12', true],
  ['/v1/media/:id(^\\d+$)', '/v1/media/12', true],
  ['/v1/media/:id(^\\d+$)', '/v1/media/estimate-price', false],
  ['/v1/storage/uploads/:uploadId/parts/:partNumber', '/v1/storage/uploads/ab/parts/2', true],
  ['/mf/*', '/mf/mf-editor/remoteEntry.js', true],
  ['/v3/config.json', '/v3/configxjson', false],
])('%s matches %s: %s', (url, path, matches) => {
  expect(routePattern(url).test(path)).toBe(matches);
});

test('a path finds the route registered for it, a literal segment before a parameter', () => {
  expect(findRoute([mediaRoutes], 'GET', '/v1/media/estimate-price')?.key).toBe(
    'GET /v1/media/estimate-price',
  );
  expect(findRoute([mediaRoutes], 'get', '/v1/media/12')?.key).toBe('GET /v1/media/:id(^\\d+$)');
  expect(findRoute([mediaRoutes], 'PATCH', '/v1/media/12')).toBeUndefined();
});

test.each([
  ['GET /v1/cart/owner/:userId', 'getV1CartOwnerByUserId'],
  ['PUT /v1/media/:id(^\\d+$)', 'putV1MediaById'],
  ['POST /v1/multi-factor-auth/validate-sms-code/:id', 'postV1MultiFactorAuthValidateSmsCodeById'],
  ['GET /v3/remotes.json', 'getV3RemotesJson'],
  ['GET /v3/*', 'getV3Rest'],
] as const)('the operationId of %s is %s', (key, operationId) => {
  expect(operationIdOf(key)).toBe(operationId);
});

test('no two routes of the contracts share an operationId', () => {
  const ids = allRoutes.flatMap((table) => (Object.keys(table) as RouteKey[]).map(operationIdOf));
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});
