import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  featureFlagNames,
  featureFlagsFor,
  type FeatureFlag,
  portalEnvironments,
  socialProviderNames,
  remoteNames,
  type PortalConfig,
  type RemotesManifest,
} from '@portal/contracts/core';
import { REVALIDATE } from './cache-control.ts';
import { remoteFiles, shellFiles } from './static-files.ts';

// Built from the name lists, so a new remote or flag needs no change here.
const remotesManifestSchema = z.object(
  Object.fromEntries(remoteNames.map((name) => [name, z.string()])) as Record<
    keyof RemotesManifest,
    z.ZodString
  >,
) satisfies z.ZodType<RemotesManifest>;

const portalConfigSchema = z.object({
  environment: z.enum(portalEnvironments),
  maintenance: z.boolean(),
  featureFlags: z.object(
    Object.fromEntries(featureFlagNames.map((flag) => [flag, z.boolean()])) as Record<
      FeatureFlag,
      z.ZodBoolean
    >,
  ),
  oauthClientSecret: z.string(),
  site: z.object({ url: z.string(), phone: z.string() }),
  socialProviders: z.array(z.enum(socialProviderNames)),
  botCheckSiteKey: z.string().nullable(),
  vatPercent: z.number().int().min(0).max(100),
}) satisfies z.ZodType<PortalConfig>;

/** The web portal: the shell, the remotes, and the run-time configuration the shell reads. */
export default async function webRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/v3'));

  app.get('/v3/remotes.json', {
    schema: {
      tags: ['web'],
      summary: 'Where the shell loads each remote from',
      response: { 200: remotesManifestSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', REVALIDATE);
      return config.remotes;
    },
  });

  app.get('/v3/config.json', {
    schema: {
      tags: ['web'],
      summary: 'Environment, maintenance flag, feature flags and settings the portal shows',
      response: { 200: portalConfigSchema },
    },
    handler: async (_request, reply) => {
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
      };
      return portalConfig;
    },
  });

  await app.register(shellFiles, { prefix: '/v3', root: join(config.staticRoot, 'shell', 'dist') });
  await app.register(remoteFiles, { staticRoot: config.staticRoot });
}
