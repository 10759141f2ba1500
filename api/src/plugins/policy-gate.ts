import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errorTexts } from '@portal/contracts/common/errors';
import { inAudience, type PolicyAction } from '@portal/contracts/policy/policy';
import { routeActions } from '@portal/contracts/routes/actions';
import { staffContractsTexts } from '@portal/contracts/staff-contracts/texts';
import type { ApiRouteKey } from '@portal/contracts/routes/all';
import { callerOf } from '../lib/caller.ts';
import { ApiError } from '../lib/http-errors.ts';

/** Where a refusal has words of its own, the gate says them rather than the generic refusal. */
export const refusalTexts: Partial<Record<PolicyAction, string>> = {
  'cart.change': errorTexts.clientsOnlyCart,
  'staffContract.sign': staffContractsTexts.staffOnly,
};

/**
 * The route's gate, after its own hooks (a flag's 404, sign-in, the contract gate): a caller
 * outside the action's audience is turned away before the input is parsed or validated.
 */
const gateOf = (action: PolicyAction): onRequestAsyncHookHandler =>
  async function policyGate(request) {
    const actor = callerOf(request);
    if (inAudience(actor, action)) return;
    if (!actor)
      throw new ApiError(401, errorTexts.invalidAccessToken, { 'www-authenticate': 'Bearer' });
    throw new ApiError(403, refusalTexts[action] ?? errorTexts.unauthorized);
  };

// The document and its UI describe the API; they are not part of it. The shell's files are
// the portal's pages, open to anyone like its HTML.
const outsideTheApi = (url: string) =>
  url === '/v1/openapi.json' || url.startsWith('/v1/docs') || !url.startsWith('/v');

const actions: Readonly<Record<string, PolicyAction | undefined>> = routeActions;

/** Every route of the API asks the policy who may call it. */
export default fp(
  async function policyGate(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (outsideTheApi(route.url)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // Fastify's HEAD route of a GET is the GET's.
        const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}` as ApiRouteKey;
        const action = actions[key];
        // A route outside the contracts (a test's own) has no action; the contracts' routes all do.
        if (!action) continue;
        const own = route.onRequest ?? [];
        route.onRequest = [...(Array.isArray(own) ? own : [own]), gateOf(action)];
      }
    });
  },
  { name: 'policy-gate', dependencies: ['auth'] },
);
