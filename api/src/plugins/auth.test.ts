import type { FastifyInstance } from 'fastify';
import { createSessionId } from '@portal/contracts/auth/session-id';
import { errorTexts } from '@portal/contracts/common/errors';
import { seedDemoAccounts } from '../seed/seed.ts';
import { bearer, setupTestApp, signIn } from '../test/helper.ts';

function probeRoutes(app: FastifyInstance) {
  app.get('/v1/test/visitor', async (request) => ({
    sessionId: request.sessionId,
    auth: request.auth,
  }));
  app.get(
    '/v1/test/signed-in',
    {
      onRequest: app.authenticate,
      // Two-factor enforcement has its own tests (modules/mfa); this one is about tokens.
      config: { allowWithoutTwoFactor: true },
    },
    async (request) => ({
      userId: request.auth?.userId,
    }),
  );
}

const t = setupTestApp({}, probeRoutes);
beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
});

describe('x-session-id', () => {
  test('an anonymous visitor is known by a valid session id', async () => {
    const sessionId = createSessionId();
    const response = await t.app.inject({
      url: '/v1/test/visitor',
      headers: { 'x-session-id': sessionId },
    });
    expect(response.json()).toEqual({ sessionId, auth: null });
    expect((await t.app.inject({ url: '/v1/test/visitor' })).json()).toEqual({
      sessionId: null,
      auth: null,
    });
  });

  test.each(['short', 'a'.repeat(31), 'a'.repeat(33), `${'a'.repeat(31)}-`, `${'a'.repeat(31)}é`])(
    '%s is refused with 400',
    async (sessionId) => {
      const response = await t.app.inject({
        url: '/v1/test/visitor',
        headers: { 'x-session-id': sessionId },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: errorTexts.invalidSessionId,
        message: errorTexts.invalidSessionId,
      });
    },
  );
});

describe('authenticate', () => {
  test('admits a valid token', async () => {
    const admin = await signIn(t.app, 'admin@demo.test');
    const response = await t.app.inject({ url: '/v1/test/signed-in', headers: bearer(admin) });
    expect(response.json()).toEqual({ userId: expect.any(Number) });
  });

  test('without a token the answer is 401, not 403', async () => {
    const response = await t.app.inject({ url: '/v1/test/signed-in' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });
});
