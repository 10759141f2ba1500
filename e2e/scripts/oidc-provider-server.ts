import { E2E_CLIENT, startOidcProvider } from './oidc-provider.ts';

/**
 * The local OpenID provider as a server of its own, one of Playwright's webServers, so the
 * social sign-in journey runs however the suite is started.
 */
const port = Number(process.env.OIDC_PORT);
const portalPort = Number(process.env.PORTAL_PORT);
const provider = await startOidcProvider({
  port,
  redirectUri: `http://127.0.0.1:${portalPort}/v1/auth-service/callback/google`,
});
console.log(`OpenID provider for ${E2E_CLIENT.clientId} at ${provider.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
}
