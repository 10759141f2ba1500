import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { botCheckTexts } from '@portal/contracts/bot-check/texts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import type { BotCheck } from './bot-check.ts';

export const botCheckFailed = botCheckTexts.failed;

/**
 * preHandler of the open forms that send mail (registration, password reset, quotes): the body's
 * `captcha` must pass the bot check, else 422 on that field and nothing happens.
 */
export const passBotCheck = (botCheck: BotCheck): preHandlerAsyncHookHandler =>
  async function passBotCheck(request: FastifyRequest) {
    const { captcha } = (request.body ?? {}) as { captcha?: string };
    if (!(await botCheck.verify(captcha, request.ip)))
      throw new RequestValidationError([{ field: 'captcha', message: botCheckFailed }]);
  };
