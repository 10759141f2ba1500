import { z } from 'zod';
import {
  featureFlagNames,
  portalEnvironments,
  socialProviderNames,
  type FeatureFlag,
  type PortalConfig,
} from '../flags.ts';
import { remoteNames, type RemotesManifest } from '../remotes.ts';

// Built from the name lists, so a new remote or flag needs no change here.
export const remotesManifestSchema = z.object(
  Object.fromEntries(remoteNames.map((name) => [name, z.string()])) as Record<
    keyof RemotesManifest,
    z.ZodString
  >,
) satisfies z.ZodType<RemotesManifest>;

export const portalConfigSchema = z.object({
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
