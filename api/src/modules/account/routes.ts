import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorTexts } from '@portal/contracts';
import {
  activationInfoSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registrationSchema,
  setPasswordSchema,
  successSchema,
} from '@portal/contracts/schemas';
import { errorResponses } from '../../lib/error-responses.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { createAccountService, type Links } from './service.ts';

export const botCheckFailed = 'The bot check failed. Please try again.';
const success = { isSuccess: true as const };
const invalidLink = () => new ApiError(404, errorTexts.invalidUrl);

// Links in mails go back to the portal the way this visitor reached it (proxy-aware).
const linksFor = (request: FastifyRequest): Links => ({
  origin: `${request.protocol}://${request.host}`,
});

/** Registration, activation and password reset: open routes behind the bot check. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAccountService({ db: app.db, mailer: app.mailer, now: app.now });

  const passBotCheck = async (request: FastifyRequest) => {
    const { captcha } = request.body as { captcha?: string };
    if (!(await app.botCheck.verify(captcha, request.ip)))
      throw new RequestValidationError([{ field: 'captcha', message: botCheckFailed }]);
  };

  app.post('/v1/user/create', {
    preHandler: passBotCheck,
    schema: {
      tags: ['account'],
      summary: 'Register a client account; the activation link goes by mail',
      body: registrationSchema,
      response: { 200: successSchema, ...errorResponses(422) },
    },
    handler: async (request) => {
      const { email, firstname, lastname } = request.body;
      await service.register({ email, firstname, lastname }, linksFor(request));
      return success;
    },
  });

  app.get('/v1/user/activate/:hash', {
    schema: {
      tags: ['account'],
      summary: 'Who an activation link is for, without using it up',
      params: z.object({ hash: z.string().max(200) }),
      response: { 200: activationInfoSchema, ...errorResponses(404) },
    },
    handler: async (request) => {
      const info = await service.activationInfo(request.params.hash);
      if (!info) throw invalidLink();
      return info;
    },
  });

  app.post('/v1/user/set-password', {
    schema: {
      tags: ['account'],
      summary: 'Complete registration: names, mobile and the password; the account becomes active',
      body: setPasswordSchema,
      response: { 200: successSchema, ...errorResponses(404, 422) },
    },
    handler: async (request) => {
      const { activation_hash: hash, password, firstname, lastname, profile } = request.body;
      const done = await service.setPassword({
        hash,
        password,
        firstname,
        lastname,
        mobile: profile?.mobile,
      });
      if (!done) throw invalidLink();
      return success;
    },
  });

  app.post('/v1/user/password-reset-token', {
    preHandler: passBotCheck,
    schema: {
      tags: ['account'],
      summary: 'Mail a password-reset link; the answer is the same for any address',
      body: passwordResetRequestSchema,
      response: { 200: successSchema, ...errorResponses(422) },
    },
    handler: async (request) => {
      await service.requestPasswordReset(request.body.email, linksFor(request));
      return success;
    },
  });

  app.post('/v1/user/password-reset/:code', {
    schema: {
      tags: ['account'],
      summary: 'Set a new password with a reset code; ends every existing sign-in',
      params: z.object({ code: z.string().max(200) }),
      body: passwordResetSchema,
      response: { 200: successSchema, ...errorResponses(404, 422) },
    },
    handler: async (request) => {
      if (!(await service.resetPassword(request.params.code, request.body.password)))
        throw invalidLink();
      return success;
    },
  });
}
