import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorTexts } from '@portal/contracts/common/errors';
import { mfaTexts } from '@portal/contracts/mfa/texts';
import { phone } from '@portal/contracts/common/validation';
import { validationTexts } from '@portal/contracts/common/validation-texts';
import { actorOf } from '../../lib/caller.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
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
export default async function mfaRoutes(app: FastifyInstance) {
  const { deps } = app;
  const common = {
    tags: ['mfa'],
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

  route(app, 'POST /v1/multi-factor-auth', {
    ...common,
    summary: "The caller's two-factor settings, created on first call",
    handler: async (_input, request) =>
      mfaView(deps, await settingsOf(deps, (await caller(request)).id)),
  });

  route(app, 'PUT /v1/multi-factor-auth/:id', {
    ...common,
    summary:
      "Start or confirm authenticator enrolment, start SMS enrolment, or reset (remove) a method; admins reset another user's 2FA",
    handler: async ({ params, body }, request) => {
      const { type, reset, mfaCode: code, mobile } = body;
      const settingsId = params.id;
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

  route(app, 'POST /v1/multi-factor-auth/validate-sms-code/:id', {
    ...common,
    summary: 'Confirm SMS enrolment with the code sent to the phone',
    handler: async ({ params, body }, request) => {
      const { row } = await ownSettings(request, params.id);
      const result = await confirmSms(deps, row, body.mfaCode, guesserOf(request));
      if (!result) throw invalid('mfa_code', mfaTexts.invalidCode);
      return result;
    },
  });

  route(app, 'GET /v1/multi-factor-auth/:id', {
    ...common,
    summary: 'The settings; with export=true a new set of recovery codes replacing the old',
    handler: async ({ params, query }, request) => {
      const { row } = await ownSettings(request, params.id);
      if (query.export !== 'true') return mfaView(deps, row);
      const recoveryCodes = await exportRecoveryCodes(deps, row);
      if (!recoveryCodes) throw invalid('export', mfaTexts.noMethod);
      return { recoveryCodes };
    },
  });

  route(app, 'GET /v1/multi-factor-auth/totp-qr/:id', {
    ...common,
    summary: 'The QR code (PNG data URL) of the authenticator key being enrolled',
    handler: async ({ params }, request) => {
      const { user, row } = await ownSettings(request, params.id);
      const qrCode = await totpQr(deps, user, row);
      if (!qrCode) throw new ApiError(404, errorTexts.notFound);
      return { qrCode };
    },
  });
}
