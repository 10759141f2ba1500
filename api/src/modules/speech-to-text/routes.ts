import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { S2T_SECRET_HEADER } from '@portal/contracts/speech-to-text/schema';
import { can } from '@portal/contracts/policy/policy';
import { errorTexts } from '@portal/contracts/common/errors';
import { actorOf } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { reportS2tError, resendToS2t } from './service.ts';

const tags = ['media', 'speech-to-text'];

// Hashed first so the comparison takes the same time whatever the lengths.
const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (sent: string, secret: string) => timingSafeEqual(digest(sent), digest(secret));

/**
 * Speech-to-text (staff spec sections 2, 4 and 7): resendToS2t is an admin's and a super admin's
 * grid action; restricted admins run assignment, not what the provider is sent. An error is
 * reported by the same admins, or by the provider with the shared secret in X-S2T-Secret.
 */
export default async function speechToTextRouteModule(app: FastifyInstance) {
  /** The provider, when it sends the secret (a wrong one is refused); else an admin. */
  async function adminOrProvider(
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const sent = request.headers[S2T_SECRET_HEADER];
    if (sent === undefined) {
      await app.authenticate.call(this, request, reply);
      if (!can(actorOf(request), 'media.produce')) throw new ApiError(403, errorTexts.unauthorized);
      return;
    }
    const secret = app.config.speechToText?.callbackSecret;
    if (typeof sent !== 'string' || !secret || !sameSecret(sent, secret))
      throw new ApiError(401, errorTexts.unauthorized);
  }

  route(app, 'PUT /v1/media/speech-to-text/:id', {
    tags,
    summary:
      "Send the media to the speech-to-text provider: Processing S2T, then its draft as the typists' starting text (never over typed text) or S2T Fail",
    onRequest: app.authenticate,
    handler: async ({ params }, request) =>
      resendToS2t(app.deps, actorOf(request).userId, params.id),
  });

  route(app, 'POST /v1/media/error/:id', {
    tags,
    summary: "Record the speech-to-text provider's error for the media: S2T Fail",
    security: [{ bearer: [] }, { s2tSecret: [] }],
    onRequest: adminOrProvider,
    handler: async ({ params, body }, request) =>
      reportS2tError(app.deps, request.auth?.userId ?? null, params.id, body.message),
  });
}
