import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/** Origins of remotes configured on other hosts (a CDN); same-origin remotes add nothing. */
export function remoteOrigins(config: Pick<Config, 'remotes'>): string[] {
  const absolute = Object.values(config.remotes).filter((url) => /^https?:\/\//.test(url));
  return [...new Set(absolute.map((url) => new URL(url).origin))];
}

/**
 * Security headers. The CSP admits the shell and its Module Federation remotes (scripts and
 * manifests from the remote origins); inline styles are allowed because style-loader injects
 * <style> elements.
 */
export default fp(
  async function security(app: FastifyInstance, options: { config: Config }) {
    const origins = remoteOrigins(options.config);
    // The bot check's script and frame come from Google where it is configured.
    const botCheck = options.config.recaptcha
      ? ['https://www.google.com', 'https://www.gstatic.com']
      : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...origins, ...botCheck],
          frameSrc: ["'self'", ...botCheck],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...origins],
          frameAncestors: ["'none'"],
          // Plain-HTTP local and e2e servers must not have their assets rewritten to https.
          upgradeInsecureRequests: options.config.production ? [] : null,
        },
      },
      // The same rule for browsers that predate frame-ancestors.
      frameguard: { action: 'deny' },
      // Social sign-in runs in a popup that must keep its opener to hand the tokens back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: options.config.production,
    });
  },
  { name: 'security' },
);
