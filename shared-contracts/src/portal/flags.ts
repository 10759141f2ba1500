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

export const socialProviderNames = ['google', 'facebook'] as const;
export type SocialProviderName = (typeof socialProviderNames)[number];

/** Where the feature-flag guard sends a user when the flag is off. */
export const FLAG_GUARD_DEFAULT_REDIRECT = '/';
