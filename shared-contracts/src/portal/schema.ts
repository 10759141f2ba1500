import { z } from 'zod';
import {
  featureFlagNames,
  portalEnvironments,
  socialProviderNames,
  type FeatureFlag,
} from './flags.ts';
import { remoteNames, type RemoteName } from './remotes.ts';

// Built from the name lists, so a new remote or flag needs no change here.
export const remotesManifestSchema = z.object(
  Object.fromEntries(remoteNames.map((name) => [name, z.string()])) as Record<
    RemoteName,
    z.ZodString
  >,
);
/** /v3/remotes.json: remote name to its mf-manifest.json URL. */
export type RemotesManifest = z.output<typeof remotesManifestSchema>;

export const portalConfigSchema = z.object({
  environment: z.enum(portalEnvironments),
  maintenance: z.boolean(),
  featureFlags: z.object(
    Object.fromEntries(featureFlagNames.map((flag) => [flag, z.boolean()])) as Record<
      FeatureFlag,
      z.ZodBoolean
    >,
  ),
  /** The portal is a public OAuth client: its secret identifies the app, it protects nothing. */
  oauthClientSecret: z.string(),
  /** The provider's public site (marketing links, logo when logged out) and support phone. */
  site: z.object({ url: z.string(), phone: z.string() }),
  /** Social sign-in providers with credentials configured: only these get a button. */
  socialProviders: z.array(z.enum(socialProviderNames)),
  /** The bot check's public site key; null where the check is skipped (development, e2e). */
  botCheckSiteKey: z.string().nullable(),
  /** VAT added to prices, a whole percentage (VAT_PERCENT on the server). */
  vatPercent: z.number().int().min(0).max(100),
  /** The customer-messaging chat's app id and widget script (CHAT_APP_ID); null: no chat. */
  chat: z.object({ appId: z.string(), widgetUrl: z.string() }).nullable(),
});
/** Runtime configuration the shell reads from /v3/config.json. */
export type PortalConfig = z.output<typeof portalConfigSchema>;
