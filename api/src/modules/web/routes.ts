import { encapsulated } from '../../lib/encapsulated.ts';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featureFlagsFor, socialProviderNames } from '@portal/contracts/portal/flags';
import type { PortalConfig } from '@portal/contracts/portal/schema';
import { route } from '../../lib/route.ts';
import { REVALIDATE } from './cache-control.ts';
import { pixelUpdatePage, remoteFiles, shellFiles } from './static-files.ts';

/** The web portal: the shell, the remotes, and the run-time configuration the shell reads. */
export default async function webRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/v3'));

  route(app, 'GET /v3/remotes.json', {
    tags: ['web'],
    summary: 'Where the shell loads each remote from',
    handler: async (_input, _request, reply) => {
      reply.header('cache-control', REVALIDATE);
      return config.remotes;
    },
  });

  route(app, 'GET /v3/config.json', {
    tags: ['web'],
    summary: 'Environment, maintenance flag, feature flags and settings the portal shows',
    handler: async (_input, _request, reply) => {
      reply.header('cache-control', REVALIDATE);
      const portalConfig: PortalConfig = {
        environment: config.portalEnv,
        maintenance: config.maintenance,
        featureFlags: featureFlagsFor(config.portalEnv, config.featureOverrides),
        oauthClientSecret: config.oauthClientSecret,
        site: config.site,
        socialProviders: socialProviderNames.filter((name) => config.social[name]),
        botCheckSiteKey: config.recaptcha?.siteKey ?? null,
        vatPercent: config.vatPercent,
        chat: config.chat ?? null,
      };
      return portalConfig;
    },
  });

  const shellRoot = join(config.staticRoot, 'shell', 'dist');
  await app.register(encapsulated(shellFiles), { prefix: '/v3', root: shellRoot });
  await app.register(encapsulated(pixelUpdatePage), { root: shellRoot });
  await app.register(encapsulated(remoteFiles), { staticRoot: config.staticRoot });
}
