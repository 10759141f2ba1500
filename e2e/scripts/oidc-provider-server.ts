import { OIDC_STAND_IN_CLIENT, startOidcStandIn } from '../../api/src/test/oidc-stand-in.ts';

/**
 * The API tests' OpenID stand-in as a server of its own, one of Playwright's webServers, so the
 * social sign-in journey runs however the suite is started. A journey signs in on its
 * development login page as whoever it types.
 */
const port = Number(process.env.OIDC_PORT);
const portalPort = Number(process.env.PORTAL_PORT);
const provider = await startOidcStandIn({
  port,
  redirectUris: [`http://127.0.0.1:${portalPort}/v1/auth-service/callback/google`],
  loginPages: true,
});
console.log(`OpenID provider for ${OIDC_STAND_IN_CLIENT.clientId} at ${provider.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
}
