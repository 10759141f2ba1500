import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorTexts } from '@portal/contracts/common/errors';
import { setupTestApp } from '../test/helper.ts';

// A probe route with the kinds of fields real modules declare.
function echoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/v1/test/echo', {
    schema: {
      body: z.object({
        title: z.string().trim().min(1).max(10),
        email: z.email().optional(),
        currency: z.enum(['GBP', 'USD']).optional(),
        service_options: z.object({
          turnaround: z.coerce.number().int(),
          speakers: z.array(z.string()).max(3).optional(),
        }),
      }),
      response: {
        200: z.object({
          title: z.string(),
          serviceOptions: z.object({ turnaround: z.number(), speakers: z.array(z.string()) }),
        }),
      },
    },
    handler: async ({ body }) => ({
      title: body.title,
      serviceOptions: {
        turnaround: body.service_options.turnaround,
        speakers: body.service_options.speakers ?? [],
      },
    }),
  });
  app.get('/v1/test/echo', {
    schema: {
      querystring: z.object({
        page: z.coerce.number().int().min(1),
        types_allowed: z.array(z.string()),
      }),
    },
    handler: async ({ query }) => query,
  });
}

const t = setupTestApp({}, echoRoutes);
const post = (payload: string | object, contentType = 'application/x-www-form-urlencoded') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/test/echo',
    headers: { 'content-type': contentType },
    payload,
  });

test('form bodies with nested snake_case bracket keys are parsed; the answer is camelCase', async () => {
  const response = await post(
    'title=Interview&service_options[turnaround]=86400&service_options[speakers][]=Ann&service_options[speakers][]=Bob',
  );
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    title: 'Interview',
    serviceOptions: { turnaround: 86400, speakers: ['Ann', 'Bob'] },
  });
});

test('the same body as JSON', async () => {
  const response = await post(
    { title: 'Interview', service_options: { turnaround: 43200 } },
    'application/json',
  );
  expect(response.json()).toEqual({
    title: 'Interview',
    serviceOptions: { turnaround: 43200, speakers: [] },
  });
});

test('query strings use the same bracket syntax', async () => {
  const response = await t.app.inject({
    url: '/v1/test/echo?page=2&types_allowed[]=adhoc&types_allowed[]=default',
  });
  expect(response.json()).toEqual({ page: 2, types_allowed: ['adhoc', 'default'] });
});

test('invalid fields come back as a 422 list, named as sent, in plain words', async () => {
  const response = await post(
    'title=A%20much%20too%20long%20title&email=nope&currency=EUR&service_options[turnaround]=soon' +
      '&service_options[speakers][]=a&service_options[speakers][]=b&service_options[speakers][]=c&service_options[speakers][]=d',
  );
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual([
    { field: 'title', message: 'Must be at most 10 characters' },
    { field: 'email', message: 'Must be a valid email address' },
    { field: 'currency', message: 'Must be one of: GBP, USD' },
    { field: 'service_options[turnaround]', message: 'Must be a number' },
    { field: 'service_options[speakers]', message: 'Must have at most 3 items' },
  ]);
});

test('an empty body names every required field', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/v1/test/echo' });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual([
    { field: 'title', message: 'Required' },
    { field: 'service_options', message: 'Required' },
  ]);
  const query = await t.app.inject({ url: '/v1/test/echo?page=0' });
  expect(query.json()).toEqual([
    { field: 'page', message: 'Must be at least 1' },
    { field: 'types_allowed', message: 'Required' },
  ]);
});

test('bodies over 1 MB are refused with 413', async () => {
  const big = `title=x&service_options[turnaround]=1&padding=${'a'.repeat(1_048_576)}`;
  const response = await post(big);
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({
    error: errorTexts.bodyTooLarge,
    message: errorTexts.bodyTooLarge,
  });
  const json = await post(
    JSON.stringify({ title: 'x', padding: 'a'.repeat(1_048_576) }),
    'application/json',
  );
  expect(json.statusCode).toBe(413);
});

test.each(['text/plain', 'multipart/form-data; boundary=x', 'application/xml'])(
  '%s is a 415',
  async (type) => {
    const response = await post('title=x', type);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: errorTexts.unsupportedMediaType,
      message: errorTexts.unsupportedMediaType,
    });
  },
);

test.each([
  ['broken JSON', '{"title":', 'application/json'],
  ['prototype pollution in JSON', '{"__proto__":{"admin":true}}', 'application/json'],
  [
    'form nested deeper than 5 levels',
    'a[b][c][d][e][f][g]=1',
    'application/x-www-form-urlencoded',
  ],
  ['a form array over 1000 items', 'a[1001]=1', 'application/x-www-form-urlencoded'],
])('%s is a 400, never a 500', async (_case, payload, type) => {
  const response = await post(payload, type);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: errorTexts.malformedBody,
    message: errorTexts.malformedBody,
  });
});
