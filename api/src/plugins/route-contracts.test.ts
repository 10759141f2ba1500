import { allRoutes } from '@portal/contracts/routes/all';
import type { RouteContract, RouteKey } from '@portal/contracts/routes/contract';
import { setupTestApp } from '../test/helper.ts';

// The configuration that registers every route: the e2e support routes exist only in e2e, and
// the outbox's only outside production.
const t = setupTestApp({ portalEnv: 'e2e' });

const contracts = new Map<string, RouteContract>(
  allRoutes.flatMap((table) => Object.entries(table) as [RouteKey, RouteContract][]),
);
const parts = ['params', 'querystring', 'body', 'headers'] as const;
// The document and its UI describe the API; they are not part of it.
const selfDescribing = (url: string) => url === '/v1/openapi.json' || url.startsWith('/v1/docs');

const servedRoutes = () =>
  t.app.routeIndex
    .routes()
    .filter(({ method, url }) => method !== 'HEAD' && url.startsWith('/v') && !selfDescribing(url));

test('every route declares the schemas of its contract in the contracts, and no other', () => {
  const drift: string[] = [];
  for (const { method, url, schema } of servedRoutes()) {
    const key = `${method} ${url}`;
    const contract = contracts.get(key);
    if (!contract) {
      drift.push(`${key}: no contract`);
      continue;
    }
    for (const part of parts)
      if (schema?.[part] !== contract[part]) drift.push(`${key}: ${part} is not the contract's`);
    const response = (schema?.response ?? {}) as Record<string, unknown>;
    const statuses = new Set([...Object.keys(response), ...Object.keys(contract.response)]);
    for (const status of statuses)
      if (response[status] !== contract.response[Number(status)])
        drift.push(`${key}: response ${status} is not the contract's`);
  }
  expect(drift).toEqual([]);
});

test('every contract is served', () => {
  const served = new Set(servedRoutes().map(({ method, url }) => `${method} ${url}`));
  expect([...contracts.keys()].filter((key) => !served.has(key))).toEqual([]);
});
