import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorTexts } from '@portal/contracts/common/errors';
import { setupTestApp } from '../test/helper.ts';

function failingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/v1/test/crash', async () => {
    throw new Error('database password is hunter2');
  });
  app.get(
    '/v1/test/bad-answer',
    { schema: { response: { 200: z.object({ id: z.number() }) } } },
    async () => ({
      id: 'not a number' as unknown as number,
    }),
  );
}

const t = setupTestApp({}, failingRoutes);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('an unknown /v1 path is a JSON 404', async () => {
  const response = await t.app.inject({ url: '/v1/no/such/thing' });
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ message: errorTexts.notFound });
});

test('a known path with another method is a 405 listing the allowed ones', async () => {
  const response = await t.app.inject({ method: 'DELETE', url: '/v1/user/profile' });
  expect(response.statusCode).toBe(405);
  expect(response.headers.allow).toBe('GET, HEAD');
  expect(response.json()).toEqual({
    error: errorTexts.methodNotAllowed,
    message: errorTexts.methodNotAllowed,
  });
});

test('a crash is a 500 that says nothing, logged in full with the request id', async () => {
  const lines: string[] = [];
  const app = await t.build({ logLevel: 'error' }, failingRoutes, {
    logStream: { write: (line) => lines.push(line) },
  });
  const response = await app.inject({
    url: '/v1/test/crash',
    headers: { 'x-request-id': 'trace-42' },
  });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: errorTexts.somethingWentWrong });
  expect(response.body).not.toMatch(/hunter2|at .*\.ts/);
  expect(response.headers['x-request-id']).toBe('trace-42');
  const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.err);
  expect(logged).toMatchObject({
    reqId: 'trace-42',
    err: { message: 'database password is hunter2', stack: expect.any(String) },
  });
});

test('an answer that breaks its own schema is a masked 500 too', async () => {
  const response = await t.app.inject({ url: '/v1/test/bad-answer' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: errorTexts.somethingWentWrong });
});

describe('request id', () => {
  test('generated when absent, on every answer including errors', async () => {
    const ok = await t.app.inject({ url: '/v3/config.json' });
    const missing = await t.app.inject({ url: '/v1/missing' });
    expect(ok.headers['x-request-id']).toMatch(uuid);
    expect(missing.headers['x-request-id']).toMatch(uuid);
    expect(ok.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
  });

  test('a sane incoming id is kept, anything else replaced', async () => {
    const kept = await t.app.inject({
      url: '/v1/missing',
      headers: { 'x-request-id': 'lb-7f3a.1:2' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.1:2');
    for (const given of ['has space', 'x'.repeat(129), 'line\\nbreak', '']) {
      const replaced = await t.app.inject({
        url: '/v1/missing',
        headers: { 'x-request-id': given },
      });
      expect(replaced.headers['x-request-id']).toMatch(uuid);
    }
  });
});

test('security headers are on API answers and errors alike', async () => {
  for (const url of ['/v3/config.json', '/v1/missing']) {
    const response = await t.app.inject({ url });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  }
});
