import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

export interface BotCheck {
  /** True when the visitor passed the check (or it is skipped outside production). */
  verify(token: string | undefined, remoteIp: string): Promise<boolean>;
}

export interface BotCheckDeps {
  config: Pick<Config, 'recaptcha' | 'production'>;
  fetch: typeof fetch;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

// A registration waits on this call; a verifier that hangs counts as a failed check.
const VERIFY_TIMEOUT_MS = 10_000;

/** reCAPTCHA's siteverify protocol; any failure to get a clear "success" is a failed check. */
export function createBotCheck({ config, fetch: fetcher, log }: BotCheckDeps): BotCheck {
  const { recaptcha } = config;
  // config.ts refuses production without a secret; this makes a skipped check impossible anyway.
  if (!recaptcha) return { verify: async () => !config.production };

  return {
    async verify(token, remoteIp) {
      if (!token) return false;
      try {
        const response = await fetcher(recaptcha.verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({
            secret: recaptcha.secret,
            response: token,
            remoteip: remoteIp,
          }),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        const answer = (await response.json()) as { success?: unknown };
        return answer.success === true;
      } catch (error) {
        log?.warn({ err: error }, 'the bot check could not be verified');
        return false;
      }
    },
  };
}
