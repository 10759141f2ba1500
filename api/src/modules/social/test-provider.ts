import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { SocialProviders } from '../../config.ts';

/** A person known to the test provider, as OpenID Connect claims. */
export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface TestProvider {
  issuer: string;
  /** The portal's configuration: Google by discovery, Facebook's dialog and Graph API here. */
  social: Required<SocialProviders>;
  /** Who signs in at the next login prompt (a fresh browser each time: no provider session). */
  signInAs(account: TestAccount): void;
  /** A browser on the authorization URL, until the provider sends it back to the portal. */
  authorize(authorizationUrl: URL): Promise<URL>;
  close(): Promise<void>;
}

const CLIENT = { clientId: 'portal-test-client', clientSecret: 'portal-test-client-secret' };

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 that signs in whoever signInAs names. It
 * also stands in for Facebook: its token endpoint sits at the Graph API's path, and /graph/me
 * answers like the Graph API for the holder of one of its access tokens.
 */
export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  let next: TestAccount | undefined;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = quietly(
    () => new Provider(issuer, providerConfiguration(redirectUris, accounts)),
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
    const account = found && accounts.get(found.accountId);
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
    const route = path.startsWith('/interaction/')
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
      google: { ...CLIENT, issuer },
      facebook: { ...CLIENT, dialogUrl: `${issuer}/auth`, graphUrl: `${issuer}/graph` },
    },
    signInAs(account) {
      accounts.set(account.sub, account);
      next = account;
    },
    authorize: (url) => followRedirects(url, redirectUris),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The in-memory store is what a test wants; the warning meant for production is noise. */
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
const facebookUser = (account: TestAccount) => ({
  id: account.sub,
  ...(account.email_verified && { email: account.email }),
  first_name: account.given_name,
  last_name: account.family_name,
});

function providerConfiguration(redirectUris: string[], accounts: Map<string, TestAccount>) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    clients: [
      {
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
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
    features: { devInteractions: { enabled: false } },
    routes: { token: '/graph/oauth/access_token' },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    cookies: { keys: ['test-provider-cookie-key'] },
    jwks: { keys: [privateKey.export({ format: 'jwk' })] },
    findAccount: (_context: unknown, sub: string) => {
      const account = accounts.get(sub);
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
