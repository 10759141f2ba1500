import Fastify, { type FastifyReply, type FastifyRequest, type FastifySchema } from 'fastify';
import { z } from 'zod';
import errors from '../plugins/errors.ts';
import routeIndex from '../plugins/route-index.ts';
import { addFormParser } from '../plugins/wire-format.ts';
import { domainInput } from './domain-input.ts';
import { route, securityOf } from './route.ts';
import { serializerCompiler } from './serializer.ts';
import { validatorCompiler } from './validation.ts';

/** A bare app with the API's compilers, parser and errors, recording what each route declared. */
async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  await app.register(routeIndex);
  await app.register(errors);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  addFormParser(app);
  const schemas: Record<string, FastifySchema | undefined> = {};
  app.addHook('onRoute', ({ method, url, schema }) => {
    schemas[`${String(method)} ${url}`] = schema;
  });
  register(app);
  await app.ready();
  return { app, schemas };
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };

test("the handler is given the wire's snake_case input in camelCase; a record's keys are data and stay", async () => {
  const given: unknown[] = [];
  const { app } = await appWith((app) => {
    route(app, 'POST /v1/company/business-account-request', {
      tags: ['company'],
      summary: 'Apply',
      handler: (input, _request, reply) => {
        given.push(input);
        return reply.code(204).send(null);
      },
    });
    route(app, 'PUT /v1/job/extra-fields/:id', {
      tags: ['job'],
      summary: 'Extra fields',
      handler: (input, _request, reply) => {
        given.push(input);
        return reply.code(204).send(null);
      },
    });
  });
  await app.inject({
    method: 'POST',
    url: '/v1/company/business-account-request',
    headers: form,
    payload: 'company_name=Acme&vat_number=GB1&message=Hi',
  });
  await app.inject({
    method: 'PUT',
    url: '/v1/job/extra-fields/7',
    headers: form,
    payload: 'extra_fields[due_date]=Friday&extra_fields[case_no]=12',
  });
  expect(given).toEqual([
    {
      params: undefined,
      query: undefined,
      body: { companyName: 'Acme', vatNumber: 'GB1', message: 'Hi' },
    },
    {
      params: { id: 7 },
      query: undefined,
      body: { extraFields: { due_date: 'Friday', case_no: '12' } },
    },
  ]);
});

test('validation still names the fields as the wire sends them', async () => {
  const { app } = await appWith((app) => {
    route(app, 'POST /v1/company/business-account-request', {
      tags: ['company'],
      summary: 'Apply',
      handler: (_input, _request, reply) => reply.code(204).send(null),
    });
  });
  const answer = await app.inject({
    method: 'POST',
    url: '/v1/company/business-account-request',
    headers: form,
    payload: 'vat_number=GB1',
  });
  expect(answer.statusCode).toBe(422);
  expect(answer.json()).toEqual([expect.objectContaining({ field: 'company_name' })]);
});

test("the route declares its contract's schemas, and a bearer only where the policy asks a sign-in", async () => {
  const handler = (_input: unknown, _request: FastifyRequest, reply: FastifyReply) => reply.send();
  const { schemas } = await appWith((app) => {
    route(app, 'GET /v1/company/:id', { tags: ['company'], summary: 'A company', handler });
    route(app, 'POST /v1/user/create', { tags: ['account'], summary: 'Sign up', handler });
    route(app, 'POST /v1/media', {
      tags: ['media'],
      summary: 'Upload',
      security: [{ sessionId: [] }, { bearer: [] }],
      handler,
    });
  });
  expect(schemas['GET /v1/company/:id']).toMatchObject({
    tags: ['company'],
    summary: 'A company',
    security: [{ bearer: [] }],
    params: expect.anything(),
    response: expect.objectContaining({ 200: expect.anything() }),
  });
  expect(schemas['POST /v1/user/create']?.security).toEqual([]);
  expect(schemas['POST /v1/media']?.security).toEqual([{ sessionId: [] }, { bearer: [] }]);
  expect(securityOf('GET /v1/new-service/guest-services')).toEqual([]);
  expect(securityOf('GET /v1/job')).toEqual([{ bearer: [] }]);
});

describe('domainInput', () => {
  test('renames the keys the schema declares at any depth, leaving undeclared keys and keys without an underscore', () => {
    const schema = z.looseObject({
      page_size: z.number(),
      USD: z.number(),
      items: z.array(z.object({ media_id: z.number() }).optional()),
    });
    expect(
      domainInput(schema, { page_size: 20, USD: 1, items: [{ media_id: 3 }], not_declared: 1 }),
    ).toEqual({ pageSize: 20, USD: 1, items: [{ mediaId: 3 }], not_declared: 1 });
  });

  test("a discriminated union's member is the one its discriminator names", () => {
    const schema = z.discriminatedUnion('grant_type', [
      z.object({ grant_type: z.literal('password'), user_name: z.string() }),
      z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string() }),
    ]);
    expect(domainInput(schema, { grant_type: 'refresh_token', refresh_token: 'r' })).toEqual({
      grantType: 'refresh_token',
      refreshToken: 'r',
    });
  });

  test('what a transform made is its own; a pipe is walked on its way out', () => {
    const made = z.string().transform(() => ({ made_here: 1 }));
    const piped = z.preprocess((value) => value, z.object({ sort_by: z.string() }));
    expect(domainInput(z.object({ made }), { made: { made_here: 1 } })).toEqual({
      made: { made_here: 1 },
    });
    expect(domainInput(piped, { sort_by: 'name' })).toEqual({ sortBy: 'name' });
  });
});
