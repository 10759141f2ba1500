import { featureFlagsFor } from '../portal/flags.ts';
import type { PortalConfig } from '../portal/schema.ts';

/** The configuration an e2e environment serves, for unit tests of code that needs a store. */
export const testPortalConfig = (overrides: Partial<PortalConfig> = {}): PortalConfig => ({
  environment: 'e2e',
  maintenance: false,
  featureFlags: featureFlagsFor('e2e'),
  oauthClientSecret: 'portal-web-secret',
  site: { url: 'https://transcription.example', phone: '+44 20 7946 0000' },
  socialProviders: [],
  botCheckSiteKey: null,
  vatPercent: 20,
  chat: null,
  ...overrides,
});
