import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { SocialProviders } from '../config.ts';

/** A person known to the stand-in, as OpenID Connect claims. */
export interface OidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface OidcStandInOptions {
  /** The portal's callbacks, the redirect URIs its client may use. */
  redirectUris: string[];
  /** Any free one unless named. */
  port?: number;
  /**
   * oidc-provider's development login and consent pages, for a browser (the e2e journeys): any
   * login and password pass, and the login is the account's subject and email. Without them, the
   * person signInAs last named signs in, no page shown (the API tests).
   */
  loginPages?: boolean;
}

export interface OidcStandIn {
  issuer: string;
  /** The portal's configuration: Google by discovery, Facebook's dialog and Graph API here. */
  social: Required<SocialProviders>;
  /** Who signs in at the next login (a fresh browser each time: no provider session). */
  signInAs(account: OidcAccount): void;
  /** A browser on the authorization URL, until the provider sends it back to the portal. */
  authorize(authorizationUrl: URL): Promise<URL>;
  close(): Promise<void>;
}

/** The client the portal is configured with (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, Facebook's). */
export const OIDC_STAND_IN_CLIENT = {
  clientId: 'portal-test-client',
  clientSecret: 'portal-test-client-secret',
};

/** Whoever a login on the development pages names: its subject and email. */
const typedLogin = (login: string): OidcAccount => ({
  sub: login,
  email: login,
  email_verified: true,
  given_name: 'Social',
  family_name: 'User',
});

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 standing in for Google. It also stands in
 * for Facebook: its token endpoint sits at the Graph API's path, and /graph/me answers like the
 * Graph API for the holder of one of its access tokens.
 */
export async function startOidcStandIn({
  redirectUris,
  port = 0,
  loginPages = false,
}: OidcStandInOptions): Promise<OidcStandIn> {
  const accounts = new Map<string, OidcAccount>();
  let next: OidcAccount | undefined;
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accountOf = (sub: string) =>
    accounts.get(sub) ?? (loginPages ? typedLogin(sub) : undefined);
  const provider = quietly(
    () => new Provider(issuer, providerConfiguration(redirectUris, accountOf, loginPages)),
  );
  const handle = provider.callback();

  async function signIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!next) throw new Error('signInAs was not called');
    const { params } = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: next.sub, clientId: String(params.client_id) });
    grant.addOIDCScope(String(params.scope));
    const result = { login: { accountId: next.sub }, consent: { grantId: await grant.save() } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  async function graphMe(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const found = token ? await provider.AccessToken.find(token) : undefined;
    const account = found && accountOf(found.accountId);
    res.setHeader('content-type', 'application/json');
    if (!account) {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.' } }));
      return;
    }
    res.end(JSON.stringify(facebookUser(account)));
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    const route =
      path.startsWith('/interaction/') && !loginPages
        ? signIn
        : path.startsWith('/graph/me?')
          ? graphMe
          : undefined;
    if (!route) return handle(req, res);
    route(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    social: {
      google: { ...OIDC_STAND_IN_CLIENT, issuer },
      facebook: {
        ...OIDC_STAND_IN_CLIENT,
        dialogUrl: `${issuer}/auth`,
        graphUrl: `${issuer}/graph`,
      },
    },
    signInAs(account) {
      accounts.set(account.sub, account);
      next = account;
    },
    authorize: (url) => followRedirects(url, redirectUris),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A browser's keep-alive connections would hold the server open.
        server.closeAllConnections();
      }),
  };
}

/** The in-memory store and the login pages are what a test wants; oidc-provider's warnings are noise. */
function quietly<T>(create: () => T): T {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return create();
  } finally {
    console.warn = warn;
  }
}

// Facebook hands out an email only once its owner has confirmed it.
const facebookUser = (account: OidcAccount) => ({
  id: account.sub,
  ...(account.email_verified && { email: account.email }),
  first_name: account.given_name,
  last_name: account.family_name,
});

function providerConfiguration(
  redirectUris: string[],
  accountOf: (sub: string) => OidcAccount | undefined,
  loginPages: boolean,
) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    clients: [
      {
        client_id: OIDC_STAND_IN_CLIENT.clientId,
        client_secret: OIDC_STAND_IN_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
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
    // As Google does: the ID token itself carries the email and names.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: loginPages } },
    routes: { token: '/graph/oauth/access_token' },
    // Set, so oidc-provider does not remind at every artifact that its defaults are for testing.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    cookies: { keys: ['oidc-stand-in-cookie-key'] },
    jwks: { keys: [privateKey.export({ format: 'jwk' })] },
    findAccount: (_context: unknown, sub: string) => {
      const account = accountOf(sub);
      return account && { accountId: sub, claims: () => account };
    },
  };
}

/** The browser part: redirects followed by hand, cookies carried, until a redirect URI. */
async function followRedirects(start: URL, redirectUris: string[]): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 10; hop += 1) {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: { cookie } });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    url = new URL(location, url);
    if (redirectUris.some((uri) => url.href.startsWith(`${uri}?`))) return url;
  }
  throw new Error(`Too many redirects, last at ${url}`);
}
