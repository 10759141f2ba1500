import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBotCheck, type BotCheck } from '../modules/bot-check/bot-check.ts';
import { createMailer } from '../modules/mail/mail-sender.ts';
import type { Mailer, SmsSender } from '../modules/mail/mailer.ts';
import { createSmsSender } from '../modules/mail/sms-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    sms: SmsSender;
    botCheck: BotCheck;
  }
}

/** The outside services, each chosen by configuration: mail, SMS and the bot check. */
export default fp(
  async function messaging(app: FastifyInstance, options: { mailer?: Mailer }) {
    const deps = { config: app.config, db: app.db, now: app.now, fetch, log: app.log };
    const mailer = options.mailer ?? createMailer(deps);
    app.decorate('mailer', mailer);
    // Mail sent in the background still goes out when the server stops.
    app.addHook('onClose', () => mailer.idle());
    app.decorate('sms', createSmsSender(deps));
    app.decorate('botCheck', createBotCheck(deps));
  },
  { name: 'messaging', dependencies: ['context'] },
);
