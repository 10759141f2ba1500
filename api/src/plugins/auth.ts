import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_ID_HEADER } from '@portal/contracts/auth/rules';
import { errorTexts } from '@portal/contracts/common/errors';
import { isSessionId } from '@portal/contracts/auth/session-id';
import { ApiError } from '../lib/http-errors.ts';
import type { AccessClaims } from '../modules/session/access-token.ts';
import { authenticateToken } from '../modules/auth/service.ts';
import { ensureTwoFactor as ensureTwoFactorIn } from '../modules/user/gate.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous visitor's id from x-session-id (guest cart, quote), if sent. */
    sessionId: string | null;
    /** Set by `authenticate`. */
    auth: AccessClaims | null;
  }
  interface FastifyContextConfig {
    /** Reachable by staff who have not enabled 2FA yet: profile, MFA setup and logout. */
    allowWithoutTwoFactor?: boolean;
  }
  interface FastifyInstance {
    /** For routes open without 2FA that still hold some uses (managing other users). */
    ensureTwoFactor(claims: AccessClaims): Promise<void>;
    /** onRequest hook: a valid bearer access token is required. */
    authenticate: onRequestAsyncHookHandler;
    /**
     * onRequest hook of open routes: a bearer token, when sent, must be valid (401 otherwise, so
     * the portal refreshes it); without one the caller is anonymous. Two-factor is not enforced:
     * a route that shows staff more calls `ensureTwoFactor` for that part.
     */
    identify: onRequestAsyncHookHandler;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function readSessionId(request: FastifyRequest): void {
  const header = request.headers[SESSION_ID_HEADER];
  if (header === undefined) return;
  if (typeof header !== 'string' || !isSessionId(header)) {
    throw new ApiError(400, errorTexts.invalidSessionId);
  }
  request.sessionId = header;
}

/** Who is calling: a signed-in user (bearer), an anonymous visitor (session id) or nobody. */
export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('sessionId', null);
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => readSessionId(request));

    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token)
        throw new ApiError(401, errorTexts.invalidAccessToken, { 'www-authenticate': 'Bearer' });
      request.auth = await authenticateToken(app.deps, token);
      if (!request.routeOptions.config.allowWithoutTwoFactor) await ensureTwoFactor(request.auth);
    });

    app.decorate('identify', async function identify(request: FastifyRequest) {
      if (request.headers.authorization === undefined) return;
      const token = bearerToken(request);
      if (!token)
        throw new ApiError(401, errorTexts.invalidAccessToken, { 'www-authenticate': 'Bearer' });
      request.auth = await authenticateToken(app.deps, token);
    });
    const ensureTwoFactor = (claims: AccessClaims) => ensureTwoFactorIn(app.db, claims);
    app.decorate('ensureTwoFactor', ensureTwoFactor);
  },
  { name: 'auth', dependencies: ['context', 'service-deps'] },
);
