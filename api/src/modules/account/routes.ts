import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorTexts } from '@portal/contracts/core';
import {
  activationInfoSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registrationSchema,
  setPasswordSchema,
  successSchema,
} from '@portal/contracts/core';
import { errorResponses } from '@portal/contracts/core';
import { ApiError } from '../../lib/http-errors.ts';
import { passBotCheck } from '../bot-check/pass-bot-check.ts';
import { createAccountService, type Links } from './service.ts';

const success = { isSuccess: true as const };
const invalidLink = () => new ApiError(404, errorTexts.invalidUrl);

/** Registration, activation and password reset: open routes behind the bot check. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAccountService({ db: app.db, mailer: app.mailer, now: app.now });
  // Links in mail go to the configured origin: a forged Host header must not redirect them.
  const links: Links = { origin: app.config.portalUrl };
  const botCheck = passBotCheck(app.botCheck);

  app.post('/v1/user/create', {
    preHandler: botCheck,
    schema: {
      tags: ['account'],
      summary: 'Register a client account; the activation link goes by mail',
      body: registrationSchema,
      response: { 200: successSchema, ...errorResponses(422) },
    },
    handler: async (request) => {
      const { email, firstname, lastname } = request.body;
      await service.register({ email, firstname, lastname }, links);
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
    preHandler: botCheck,
    schema: {
      tags: ['account'],
      summary: 'Mail a password-reset link; the answer is the same for any address',
      body: passwordResetRequestSchema,
      response: { 200: successSchema, ...errorResponses(422) },
    },
    handler: async (request) => {
      await service.requestPasswordReset(request.body.email, links);
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
