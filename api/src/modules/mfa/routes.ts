import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorTexts } from '@portal/contracts/common/errors';
import { mfaRoutes as contract } from '@portal/contracts/mfa/routes';
import { mfaTexts } from '@portal/contracts/mfa/texts';
import { phone } from '@portal/contracts/common/validation';
import { validationTexts } from '@portal/contracts/common/validation-texts';
import { actorOf } from '../../lib/caller.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { guesserOf } from '../../lib/secret-guess.ts';
import { findUserById } from '../user/service.ts';
import { resetOthersMfa } from './admin-reset.ts';
import {
  confirmSms,
  confirmTotp,
  exportRecoveryCodes,
  mfaView,
  resetMethod,
  settingsOf,
  startSms,
  startTotp,
  totpQr,
} from './service.ts';

const invalid = (field: string, message: string) =>
  new RequestValidationError([{ field, message }]);

/** Two-factor setup for the signed-in user; usable before 2FA is on, as it must be. */
export default async function mfaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const common = {
    onRequest: app.authenticate,
    config: { allowWithoutTwoFactor: true },
  };

  const caller = async (request: FastifyRequest) => {
    const user = request.auth && (await findUserById(app.db, request.auth.userId));
    if (!user) throw new ApiError(401, errorTexts.invalidAccessToken);
    return user;
  };

  /** The caller's own settings; another user's id is simply not found. */
  const ownSettings = async (request: FastifyRequest, id: number) => {
    const user = await caller(request);
    const row = await settingsOf(deps, user.id);
    if (row.id !== id) throw new ApiError(404, errorTexts.notFound);
    return { user, row };
  };

  const isOwn = async (request: FastifyRequest, id: number) =>
    (await settingsOf(deps, (await caller(request)).id)).id === id;

  app.post('/v1/multi-factor-auth', {
    ...common,
    schema: {
      tags: ['mfa'],
      summary: "The caller's two-factor settings, created on first call",
      security: [{ bearer: [] }],
      ...contract['POST /v1/multi-factor-auth'],
    },
    handler: async (request) => mfaView(deps, await settingsOf(deps, (await caller(request)).id)),
  });

  app.put('/v1/multi-factor-auth/:id', {
    ...common,
    schema: {
      tags: ['mfa'],
      summary:
        "Start or confirm authenticator enrolment, start SMS enrolment, or reset (remove) a method; admins reset another user's 2FA",
      security: [{ bearer: [] }],
      ...contract['PUT /v1/multi-factor-auth/:id'],
    },
    handler: async (request) => {
      const { type, reset, mfa_code: code, mobile } = request.body;
      const settingsId = request.params.id;
      // Someone else's settings: only an admin's reset reaches them (admin-reset.ts).
      if (reset && !(await isOwn(request, settingsId)))
        return resetOthersMfa(deps, actorOf(request), settingsId);
      const { user, row } = await ownSettings(request, settingsId);
      if (reset) return resetMethod(deps, row, type);
      if (!type) throw invalid('type', errorTexts.required);
      if (type === 'totp') {
        if (!code) return startTotp(deps, user, row);
        const confirmed = await confirmTotp(deps, row, code, guesserOf(request));
        if (!confirmed) throw invalid('mfa_code', mfaTexts.invalidCode);
        return confirmed;
      }
      if (!mfaView(deps, row).smsAvailable) throw invalid('type', mfaTexts.smsUnavailable);
      if (!mobile) throw invalid('mobile', errorTexts.required);
      if (phone(mobile)) throw invalid('mobile', validationTexts.notThePattern);
      return startSms(deps, row, mobile);
    },
  });

  app.post('/v1/multi-factor-auth/validate-sms-code/:id', {
    ...common,
    schema: {
      tags: ['mfa'],
      summary: 'Confirm SMS enrolment with the code sent to the phone',
      security: [{ bearer: [] }],
      ...contract['POST /v1/multi-factor-auth/validate-sms-code/:id'],
    },
    handler: async (request) => {
      const { row } = await ownSettings(request, request.params.id);
      const result = await confirmSms(deps, row, request.body.mfa_code, guesserOf(request));
      if (!result) throw invalid('mfa_code', mfaTexts.invalidCode);
      return result;
    },
  });

  app.get('/v1/multi-factor-auth/:id', {
    ...common,
    schema: {
      tags: ['mfa'],
      summary: 'The settings; with export=true a new set of recovery codes replacing the old',
      security: [{ bearer: [] }],
      ...contract['GET /v1/multi-factor-auth/:id'],
    },
    handler: async (request) => {
      const { row } = await ownSettings(request, request.params.id);
      if (request.query.export !== 'true') return mfaView(deps, row);
      const recoveryCodes = await exportRecoveryCodes(deps, row);
      if (!recoveryCodes) throw invalid('export', mfaTexts.noMethod);
      return { recoveryCodes };
    },
  });

  app.get('/v1/multi-factor-auth/totp-qr/:id', {
    ...common,
    schema: {
      tags: ['mfa'],
      summary: 'The QR code (PNG data URL) of the authenticator key being enrolled',
      security: [{ bearer: [] }],
      ...contract['GET /v1/multi-factor-auth/totp-qr/:id'],
    },
    handler: async (request) => {
      const { user, row } = await ownSettings(request, request.params.id);
      const qrCode = await totpQr(deps, user, row);
      if (!qrCode) throw new ApiError(404, errorTexts.notFound);
      return { qrCode };
    },
  });
}
