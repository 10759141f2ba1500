/** Feature flags by environment (client spec section 6, staff spec section 6). */

export const featureFlagNames = [
  'clientLibraryBulkDownload',
  'hardDelete',
  'adminProjects',
  'prebookings',
  'typistPart',
  'shifts',
  'contracts',
  'thirtyDayProject',
  'snapshotPreview',
  'assignGrid',
  'adminActivityReport',
  'blockCopyPaste',
  'typistDeadlineExtension',
  'liveNotetaking',
  'selfAssignOffers',
  'discountCodes',
  'typistAudioQuality',
  'submitDueToAudioQuality',
  'multicurrency',
  'proofreaderShifts',
  'proofreaderReports',
] as const;

export type FeatureFlag = (typeof featureFlagNames)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const portalEnvironments = ['production', 'local', 'e2e'] as const;
export type PortalEnvironment = (typeof portalEnvironments)[number];

const offInProduction: readonly FeatureFlag[] = [
  'selfAssignOffers',
  'submitDueToAudioQuality',
  'proofreaderShifts',
  'proofreaderReports',
];

const offOutsideProduction: Record<Exclude<PortalEnvironment, 'production'>, FeatureFlag[]> = {
  local: ['hardDelete'],
  e2e: ['hardDelete', 'blockCopyPaste'],
};

/** The spec's values for an environment, then any explicit overrides. */
export function featureFlagsFor(
  environment: PortalEnvironment,
  overrides: Partial<FeatureFlags> = {},
): FeatureFlags {
  const off = environment === 'production' ? offInProduction : offOutsideProduction[environment];
  const flags = Object.fromEntries(
    featureFlagNames.map((name) => [name, !off.includes(name)]),
  ) as FeatureFlags;
  return { ...flags, ...overrides };
}

/** Runtime configuration the shell reads from /v3/config.json. */
export interface PortalConfig {
  environment: PortalEnvironment;
  maintenance: boolean;
  featureFlags: FeatureFlags;
  /** The portal is a public OAuth client: its secret identifies the app, it protects nothing. */
  oauthClientSecret: string;
  /** The provider's public site (marketing links, logo when logged out) and support phone. */
  site: { url: string; phone: string };
  /** Social sign-in providers with credentials configured: only these get a button. */
  socialProviders: SocialProviderName[];
  /** The bot check's public site key; null where the check is skipped (development, e2e). */
  botCheckSiteKey: string | null;
  /** VAT added to prices, a whole percentage (VAT_PERCENT on the server). */
  vatPercent: number;
}

export const socialProviderNames = ['google', 'facebook'] as const;
export type SocialProviderName = (typeof socialProviderNames)[number];

/** Where the feature-flag guard sends a user when the flag is off. */
export const FLAG_GUARD_DEFAULT_REDIRECT = '/';
