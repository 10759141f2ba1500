import { generateKeyPairSync } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
// @ts-expect-error oidc-provider ships no types; the little used here is typed below.
import OidcProvider from 'oidc-provider';

interface Provider {
  callback(): RequestListener;
}
const Provider = OidcProvider as new (issuer: string, configuration: object) => Provider;

export interface OidcProviderOptions {
  port: number;
  /** The portal's Google callback, the one redirect URI the client may use. */
  redirectUri: string;
}

export interface RunningOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

/** The client the portal is configured with (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET). */
export const E2E_CLIENT = { clientId: 'e2e-google', clientSecret: 'e2e-google-secret' };

/**
 * A real OpenID provider standing in for Google on 127.0.0.1. Its development login and consent
 * pages (devInteractions) accept any login and password; the login is the account's subject and
 * email, so a journey signs in as whoever it types.
 */
export async function startOidcProvider({
  port,
  redirectUri,
}: OidcProviderOptions): Promise<RunningOidcProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = quietly(() => new Provider(issuer, configuration(redirectUri)));
  const server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** oidc-provider warns that devInteractions and its in-memory store are not for production. */
function quietly<T>(create: () => T): T {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return create();
  } finally {
    console.warn = warn;
  }
}

function configuration(redirectUri: string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    clients: [
      {
        client_id: E2E_CLIENT.clientId,
        client_secret: E2E_CLIENT.clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // As the portal's client authenticates (openid-client's ClientSecretPost).
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // As Google does: the ID token itself carries the email and names the portal reads.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    // Set, so oidc-provider does not remind at every artifact that its defaults are for testing.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    cookies: { keys: ['e2e-oidc-provider-cookie-key'] },
    jwks: { keys: [privateKey.export({ format: 'jwk' })] },
    findAccount: (_context: unknown, accountId: string) => ({
      accountId,
      claims: () => ({
        sub: accountId,
        email: accountId,
        email_verified: true,
        given_name: 'Social',
        family_name: 'User',
      }),
    }),
  };
}
