import * as oidc from 'openid-client';
import { z } from 'zod';
import { PERSON_NAME_MAX_LENGTH } from '@portal/contracts/common/limits';
import { allowedInLine, withoutHiddenCharacters } from '@portal/contracts/common/wire-schema';
import type { SocialProviderName } from '@portal/contracts/portal/flags';
import type { SocialProviders } from '../../config.ts';

/** What a provider tells us about the person who signed in. */
export interface Identity {
  provider: SocialProviderName;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  firstname: string;
  lastname: string;
}

/** The secrets of one authorization request, kept server-side between the two legs. */
export interface RequestSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface SocialClient {
  authorizationUrl(redirectUri: string, secrets: RequestSecrets): Promise<URL>;
  /** Checks the callback (state, PKCE, nonce), exchanges the code and reads the identity. */
  identity(callbackUrl: URL, secrets: RequestSecrets): Promise<Identity>;
}

/** A sign-in the provider or the person did not complete; answered as a failure, not a 500. */
export class SocialSignInError extends Error {
  override name = 'SocialSignInError';
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** openid-client refuses plain HTTP; only a local test provider may have it, never production. */
const mayUseHttp = (production: boolean, ...urls: string[]): boolean =>
  !production &&
  urls.every((url) => {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' && loopbackHosts.has(parsed.hostname);
  });

const pkceParameters = async (secrets: RequestSecrets) => ({
  state: secrets.state,
  code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
  code_challenge_method: 'S256',
});

/**
 * A provider's name for the person, fit for a profile: what no name may hold (hidden characters,
 * < and >) removed and cut to a name's length, since refusing would refuse the sign-in itself.
 */
const providerName = z
  .string()
  .optional()
  .transform((name = '') =>
    withoutHiddenCharacters(name).replace(/[<>]/g, '').trim().slice(0, PERSON_NAME_MAX_LENGTH),
  );
/** An id or address the provider vouches for: taken as sent or not at all. */
const providerText = z.string().check(allowedInLine);

const googleClaims = z.object({
  sub: providerText,
  email: providerText.optional(),
  email_verified: z.boolean().optional(),
  given_name: providerName,
  family_name: providerName,
});

function googleClient(
  settings: NonNullable<SocialProviders['google']>,
  production: boolean,
): SocialClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  // Discovered once per process; a failed discovery is retried by the next sign-in.
  const configuration = () =>
    (discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        oidc.ClientSecretPost(settings.clientSecret),
        { execute: mayUseHttp(production, settings.issuer) ? [oidc.allowInsecureRequests] : [] },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      }));

  return {
    async authorizationUrl(redirectUri, secrets) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        nonce: secrets.nonce,
        ...(await pkceParameters(secrets)),
      });
    },
    async identity(callbackUrl, secrets) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
      const claims = googleClaims.parse(tokens.claims());
      return {
        provider: 'google',
        subject: claims.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true,
        firstname: claims.given_name,
        lastname: claims.family_name,
      };
    },
  };
}

const facebookUser = z.object({
  id: providerText,
  email: providerText.optional(),
  first_name: providerName,
  last_name: providerName,
});

/** Facebook Login is plain OAuth 2 (no discovery, no ID token): the Graph API names the user. */
function facebookClient(
  settings: NonNullable<SocialProviders['facebook']>,
  production: boolean,
): SocialClient {
  const configuration = new oidc.Configuration(
    {
      // Facebook sends no `iss`; a stand-in that does must be the dialog's own origin.
      issuer: new URL(settings.dialogUrl).origin,
      authorization_endpoint: settings.dialogUrl,
      token_endpoint: `${settings.graphUrl}/oauth/access_token`,
    },
    settings.clientId,
    undefined,
    oidc.ClientSecretPost(settings.clientSecret),
  );
  if (mayUseHttp(production, settings.dialogUrl, settings.graphUrl)) {
    oidc.allowInsecureRequests(configuration);
  }

  async function me(accessToken: string) {
    const url = new URL(`${settings.graphUrl}/me?fields=id,email,first_name,last_name`);
    const response = await oidc.fetchProtectedResource(configuration, accessToken, url, 'GET');
    if (!response.ok) throw new SocialSignInError(`Graph API /me answered ${response.status}`);
    return facebookUser.parse(await response.json());
  }

  return {
    async authorizationUrl(redirectUri, secrets) {
      // No nonce: it belongs to OpenID Connect, which this flow is not.
      return oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'email public_profile',
        ...(await pkceParameters(secrets)),
      });
    },
    async identity(callbackUrl, secrets) {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
      });
      const user = await me(tokens.access_token);
      return {
        provider: 'facebook',
        subject: user.id,
        email: user.email,
        // Facebook hands out an email only once its owner has confirmed it.
        emailVerified: user.email !== undefined,
        firstname: user.first_name,
        lastname: user.last_name,
      };
    },
  };
}

/** The configured providers' clients; a provider without credentials has none. */
export function socialClients(
  social: SocialProviders,
  production: boolean,
): Partial<Record<SocialProviderName, SocialClient>> {
  return {
    ...(social.google && { google: googleClient(social.google, production) }),
    ...(social.facebook && { facebook: facebookClient(social.facebook, production) }),
  };
}
