import { TOTP } from 'otpauth';
import { errorTexts } from '@portal/contracts/common/errors';
import type { MfaUpdateResult } from '@portal/contracts/mfa/schema';
import type { Tokens } from '@portal/contracts/auth/schema';
import { bearer, form, requestToken } from '../../test/helper.ts';
import { SECOND_FACTOR_TICKET_TTL_SECONDS } from '../auth/second-factor-ticket.ts';
import {
  postedMessage,
  setupSocialTestApp,
  signInWith,
  testAccount,
  tokensIn,
} from './test-flow.ts';
import type { OidcAccount } from '../../test/oidc-stand-in.ts';

const social = setupSocialTestApp();
const { t } = social;

const google = async (account: OidcAccount) =>
  postedMessage(await signInWith(social.app, social.idp, 'google', account));

const send = (tokens: Tokens, method: 'POST' | 'PUT', url: string, fields = {}) =>
  social.app.inject({
    method,
    url,
    headers: { ...bearer(tokens), 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });

const codeAt = (secret: string) =>
  new TOTP({ secret }).generate({ timestamp: t.clock.now().getTime() });

/** A person who signed up with Google and then turned the authenticator on. */
async function socialAccountWithTotp() {
  const account = testAccount();
  const tokens = tokensIn(await google(account));
  const { id } = (await send(tokens, 'POST', '/v1/multi-factor-auth')).json<MfaUpdateResult>();
  const url = `/v1/multi-factor-auth/${id}`;
  const { totpSecret = '' } = (
    await send(tokens, 'PUT', url, { type: 'totp' })
  ).json<MfaUpdateResult>();
  const confirmed = await send(tokens, 'PUT', url, {
    type: 'totp',
    mfa_code: codeAt(totpSecret),
  });
  expect(confirmed.statusCode).toBe(200);
  t.clock.advance(30_000);
  return { account, secret: totpSecret };
}

async function ticketFor(account: OidcAccount): Promise<string> {
  const message = await google(account);
  if (!('secondFactor' in message))
    throw new Error(`expected a ticket: ${JSON.stringify(message)}`);
  return message.secondFactor.ticket;
}

const withTicket = (ticket: string, fields: Record<string, string> = {}) =>
  requestToken(social.app, { grant_type: 'social_ticket', ticket, ...fields });

describe('social sign-in of an account with two-factor authentication', () => {
  test('brings back a ticket and the methods, never tokens', async () => {
    const { account } = await socialAccountWithTotp();
    const message = await google(account);
    expect(message).toEqual({
      type: 'portal-social-login',
      secondFactor: { ticket: expect.any(String), methods: ['totp', 'email', 'recovery'] },
    });
  });

  test('the ticket and the authenticator code sign in', async () => {
    const { account, secret } = await socialAccountWithTotp();
    const ticket = await ticketFor(account);
    expect((await withTicket(ticket)).json()).toEqual({ methods: ['totp', 'email', 'recovery'] });
    const signedIn = await withTicket(ticket, { mfa_method: 'totp', mfa_code: codeAt(secret) });
    expect(signedIn.statusCode).toBe(200);
    const profile = await social.app.inject({
      url: '/v1/user/profile',
      headers: bearer(signedIn.json()),
    });
    expect(profile.json()).toMatchObject({ email: account.email, mfaEnabled: true });
  });

  test('the ticket without the right code signs nobody in', async () => {
    const { account, secret } = await socialAccountWithTotp();
    const ticket = await ticketFor(account);
    const wrong = codeAt(secret).replace(/.$/, (d) => String((Number(d) + 1) % 10));
    const response = await withTicket(ticket, { mfa_method: 'totp', mfa_code: wrong });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: errorTexts.invalidVerificationCode });
  });

  test('an expired, forged or misused ticket is refused', async () => {
    const { account, secret } = await socialAccountWithTotp();
    const ticket = await ticketFor(account);
    const refused = { message: errorTexts.invalidSecondFactorTicket };

    const forged = `${ticket.slice(0, -2)}${ticket.endsWith('A') ? 'B' : 'A'}A`;
    expect((await withTicket(forged)).json()).toEqual(refused);
    // The ticket is not an access token.
    const asBearer = await social.app.inject({
      url: '/v1/user/profile',
      headers: { authorization: `Bearer ${ticket}` },
    });
    expect(asBearer.statusCode).toBe(401);

    t.clock.advance(SECOND_FACTOR_TICKET_TTL_SECONDS * 1000);
    const expired = await withTicket(ticket, { mfa_method: 'totp', mfa_code: codeAt(secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(refused);
  });

  test('an access token is not a ticket', async () => {
    const { accessToken } = tokensIn(await google(testAccount()));
    const response = await withTicket(accessToken, { mfa_method: 'recovery' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: errorTexts.invalidSecondFactorTicket });
  });
});
