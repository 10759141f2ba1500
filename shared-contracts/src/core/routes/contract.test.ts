import { findRoute, routePattern } from './contract.ts';
import { mediaRoutes } from './media.ts';

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
