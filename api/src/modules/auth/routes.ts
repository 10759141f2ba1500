import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OAUTH_CLIENT_ID, isTokens } from '@portal/contracts/auth/rules';
import { errorTexts } from '@portal/contracts/common/errors';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { mergeSessionCart } from '../cart/service.ts';
import { authenticateToken, passwordGrant, refreshGrant, ticketGrant } from './service.ts';

const grantTypes = ['password', 'refresh_token', 'social_ticket'];

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** HTTP Basic with the portal's OAuth client id and secret. */
function clientIsValid(request: FastifyRequest, secret: string): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return false;
  return (
    sameText(decoded.slice(0, separator), OAUTH_CLIENT_ID) &&
    sameText(decoded.slice(separator + 1), secret)
  );
}

/** A missing grant type is a missing field (422); an unknown one is not supported (400). */
async function checkGrantType(request: FastifyRequest): Promise<void> {
  const grantType = (request.body as Record<string, unknown> | undefined)?.grant_type;
  if (grantType === undefined || grantType === '') {
    throw new RequestValidationError([{ field: 'grant_type', message: errorTexts.required }]);
  }
  if (typeof grantType !== 'string' || !grantTypes.includes(grantType)) {
    throw new ApiError(400, errorTexts.unsupportedGrantType);
  }
}

/** OAuth 2 token endpoint: password, refresh_token and social_ticket grants. */
export default async function authRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, 'POST /v1/oauth2/token', {
    tags: ['auth'],
    summary:
      'Sign in with a password (or, after social sign-in, a second-factor ticket), or exchange a refresh token for new tokens',
    security: [{ client: [] }],
    onRequest: async (request) => {
      if (!clientIsValid(request, app.config.oauthClientSecret))
        throw new ApiError(401, errorTexts.invalidClient);
    },
    preValidation: checkGrantType,
    handler: async ({ body }, request) => {
      if (body.grantType === 'refresh_token') return refreshGrant(deps, body.refreshToken);
      const answer = {
        address: request.ip,
        mfaMethod: body.mfaMethod,
        mfaCode: body.mfaMethod === 'recovery' ? body.recoveryCode : body.mfaCode,
      };
      const result =
        body.grantType === 'social_ticket'
          ? await ticketGrant(deps, { ticket: body.ticket, ...answer })
          : await passwordGrant(deps, {
              username: body.username,
              password: body.password,
              ...answer,
            });
      // The visitor's cart comes with them when they sign in.
      if (isTokens(result) && request.sessionId) {
        const { userId } = await authenticateToken(deps, result.accessToken);
        await mergeSessionCart(deps, request.sessionId, userId);
      }
      return result;
    },
  });
}
