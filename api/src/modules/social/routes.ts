import type { FastifyInstance, FastifyReply } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { socialTexts } from '@portal/contracts/social/texts';
import { ApiError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { SOCIAL_MESSAGE_TYPE, resultPage, type SocialLoginMessage } from './page.ts';
import { SocialSignInError } from './providers.ts';
import { socialSignIn } from '../auth/service.ts';
import { mergeSessionCart } from '../cart/service.ts';
import { beginSocialSignIn, finishSocialSignIn } from './service.ts';

const failure: SocialLoginMessage = { type: SOCIAL_MESSAGE_TYPE, error: socialTexts.failure };

/**
 * The callback lives on the portal's configured origin, which the result page posts to; never
 * on a Host header a request could forge.
 */
const callbackUrl = (portalUrl: string, provider: string): URL =>
  new URL(`/v1/auth-service/callback/${encodeURIComponent(provider)}`, portalUrl);

/**
 * The popup must keep its window.opener across the provider's pages, which the app-wide
 * Cross-Origin-Opener-Policy (same-origin) would sever. Nothing is lost: the result page posts
 * only to the portal's own origin, whoever opened it.
 */
const keepOpener = { 'cross-origin-opener-policy': 'unsafe-none' };

function sendPage(reply: FastifyReply, status: number, message: SocialLoginMessage) {
  const page = resultPage(message);
  return reply
    .code(status)
    .headers(keepOpener)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', page.csp)
    .send(page.html);
}

/** What the person, the provider or a forger can cause; anything else is our fault. */
const isRefusal = (error: unknown): error is Error =>
  error instanceof SocialSignInError ||
  // An account that may not sign in (not active).
  error instanceof ApiError ||
  error instanceof oidc.ClientError ||
  error instanceof oidc.AuthorizationResponseError ||
  error instanceof oidc.ResponseBodyError ||
  error instanceof oidc.WWWAuthenticateChallengeError ||
  error instanceof z.ZodError;

/** The log's reason: which OAuth error or check failed, without the person's data. */
function reasonOf(error: Error): string {
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return `${error.message} (${error.error})`;
  }
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

/** Social sign-in: a popup goes to the provider and comes back with tokens for the portal. */
export default async function socialRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, 'GET /v1/auth-service/auth', {
    tags: ['auth'],
    summary: "Start social sign-in: redirects the popup to the provider's sign-in page",
    handler: async ({ query }, request, reply) => {
      const { authclient, sessionId } = query;
      const redirectUri = callbackUrl(app.config.portalUrl, authclient).href;
      try {
        const url = await beginSocialSignIn(deps, authclient, redirectUri, sessionId ?? null);
        return reply.headers(keepOpener).redirect(url.href);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        request.log.error({ err: error, provider: authclient }, 'social sign-in could not start');
        return sendPage(reply, 502, failure);
      }
    },
  });

  route(app, 'GET /v1/auth-service/callback/:provider', {
    tags: ['auth'],
    summary: 'Where the provider sends the popup back: a page that posts the result to the portal',
    handler: async ({ params }, request, reply) => {
      const { provider } = params;
      const url = callbackUrl(app.config.portalUrl, provider);
      url.search = new URL(request.url, url).search;
      try {
        const { user, sessionId } = await finishSocialSignIn(deps, provider, url);
        const result = await socialSignIn(deps, user);
        // The visitor's cart comes with them (with 2FA, at the ticket's token request).
        if (!('ticket' in result) && sessionId) await mergeSessionCart(deps, sessionId, user.id);
        const message: SocialLoginMessage =
          'ticket' in result
            ? { type: SOCIAL_MESSAGE_TYPE, secondFactor: result }
            : { type: SOCIAL_MESSAGE_TYPE, tokens: result };
        return sendPage(reply, 200, message);
      } catch (error) {
        if (!isRefusal(error)) {
          request.log.error({ err: error, provider }, 'social sign-in failed');
          return sendPage(reply, 500, failure);
        }
        request.log.warn({ provider, reason: reasonOf(error) }, 'social sign-in refused');
        return sendPage(reply, 400, failure);
      }
    },
  });
}
