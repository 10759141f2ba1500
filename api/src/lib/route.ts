import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { apiRoutes, type ApiRouteKey, type ApiRoutes } from '@portal/contracts/routes/all';
import { inAudience } from '@portal/contracts/policy/policy';
import { routeActions } from '@portal/contracts/routes/actions';
import type { RouteContract } from '@portal/contracts/routes/contract';
import { domainInput, type DomainInput } from './domain-input.ts';

type Contract<Key extends ApiRouteKey> = ApiRoutes[Key];

type Part<C, Name extends string> =
  C extends Record<Name, infer S extends z.ZodType> ? DomainInput<z.output<S>> : undefined;

/** What the handler is given: the route's validated input, its keys in camelCase. */
export interface RouteInput<C> {
  params: Part<C, 'params'>;
  query: Part<C, 'querystring'>;
  body: Part<C, 'body'>;
}

type Wire<C, Name extends string> =
  C extends Record<Name, infer S extends z.ZodType> ? z.output<S> : unknown;

/**
 * The request as validated: its params, query and body still in the wire's snake_case, for what
 * reads the wire itself (a hook's helper, the raw bytes of the Stripe webhook and storage PUTs).
 */
export interface WireRequest<C> extends RouteGenericInterface {
  Params: Wire<C, 'params'>;
  Querystring: Wire<C, 'querystring'>;
  Body: Wire<C, 'body'>;
}

/** Any answer the contract declares, as the route writes it (the wire's snake_case). */
type Answer<C> = C extends { response: infer Statuses }
  ? {
      [Status in keyof Statuses]: Statuses[Status] extends z.ZodType
        ? z.input<Statuses[Status]>
        : never;
    }[keyof Statuses]
  : never;

/** An OpenAPI security requirement: the schemes of one way to call the route. */
type Security = Record<string, string[]>[];

export interface RouteOptions<C> extends Pick<
  RouteShorthandOptions,
  'onRequest' | 'preValidation' | 'preHandler' | 'config' | 'bodyLimit'
> {
  tags: string[];
  summary: string;
  description?: string;
  /** Only where the document names other schemes than the policy implies (see `securityOf`). */
  security?: Security;
  consumes?: string[];
  handler: (
    input: RouteInput<C>,
    request: FastifyRequest<WireRequest<C>>,
    reply: FastifyReply,
  ) => Answer<C> | FastifyReply | Promise<Answer<C> | FastifyReply>;
}

/** A visitor may call a route open to them without a token; any other route takes a bearer. */
export const securityOf = (key: ApiRouteKey): Security =>
  inAudience(null, routeActions[key]) ? [] : [{ bearer: [] }];

/**
 * Registers the contracts' route `key` ('PUT /v1/company/:id'): its zod schemas from the
 * contracts' table, its OpenAPI security from the policy's action for it, and a handler that is
 * given the validated params, query and body in the domain's camelCase. The wire stays snake_case
 * both ways: validation errors name the fields as sent, answers are serialised as the schema
 * writes them. The policy gate (an onRoute hook) still runs first, before validation.
 *
 *   route(app, 'PUT /v1/company/:id', {
 *     tags, summary: "Change the company's details", onRequest: app.authenticate,
 *     handler: async ({ params, body }, request) => updateCompany(db, params.id, body),
 *   });
 */
export function route<Key extends ApiRouteKey>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any type provider registers
  app: FastifyInstance<any, any, any, any, any>,
  key: Key,
  options: RouteOptions<Contract<Key>>,
): void {
  const { tags, summary, description, security, consumes, handler, ...hooks } = options;
  const contract: RouteContract = apiRoutes[key];
  const [method, url] = key.split(' ') as [HTTPMethods, string];
  const schema: FastifySchema = {
    tags,
    summary,
    ...(description && { description }),
    security: security ?? securityOf(key),
    ...(consumes && { consumes }),
    ...contract,
  };
  app.route({
    method,
    url,
    schema,
    ...hooks,
    handler: (request: FastifyRequest, reply: FastifyReply) =>
      handler(
        {
          params: contract.params && domainInput(contract.params, request.params),
          query: contract.querystring && domainInput(contract.querystring, request.query),
          body: contract.body && domainInput(contract.body, request.body),
        } as RouteInput<Contract<Key>>,
        request as FastifyRequest<WireRequest<Contract<Key>>>,
        reply,
      ),
  });
}
