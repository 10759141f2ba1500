import { createHash } from 'node:crypto';
import { socialTexts } from '@portal/contracts/social/texts';
import type { MfaMethod } from '@portal/contracts/mfa/rules';
import type { Tokens } from '@portal/contracts/auth/schema';

/** The type of every message the popup posts to the portal window that opened it. */
export const SOCIAL_MESSAGE_TYPE = 'portal-social-login';

export type SocialLoginMessage =
  | { type: typeof SOCIAL_MESSAGE_TYPE; tokens: Tokens }
  /** The account has 2FA: the login page goes on to the second factor with the ticket. */
  | { type: typeof SOCIAL_MESSAGE_TYPE; secondFactor: { ticket: string; methods: MfaMethod[] } }
  | { type: typeof SOCIAL_MESSAGE_TYPE; error: string };

export interface ResultPage {
  html: string;
  /** Admits this page's one inline script and nothing else. */
  csp: string;
}

const scriptEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that cannot close the script element or break the JavaScript string it sits in. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => scriptEscapes[char] ?? char);

/**
 * The popup runs on the portal's own origin, so targetOrigin is that origin: the tokens reach
 * no other window even if the opener navigated elsewhere. Without an opener the page stays open
 * and its text is the answer.
 */
const scriptFor = (message: SocialLoginMessage): string =>
  'if (window.opener) {' +
  `window.opener.postMessage(${scriptJson(message)}, window.location.origin);` +
  'window.close();}';

export function resultPage(message: SocialLoginMessage): ResultPage {
  const script = scriptFor(message);
  const hash = createHash('sha256').update(script).digest('base64');
  const text = 'tokens' in message ? socialTexts.signedIn : socialTexts.failure;
  return {
    html:
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in</title></head>' +
      `<body><p>${text}</p><script>${script}</script></body></html>`,
    csp: `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}
