import { createSlice } from '@reduxjs/toolkit';
import type { PortalConfig } from '../portal/schema.ts';

/** Runtime configuration from /v3/config.json; the store is always created with it preloaded. */
export const configSlice = createSlice({
  name: 'config',
  initialState: {} as PortalConfig,
  reducers: {},
  selectors: {
    selectFeatureFlags: (state) => state.featureFlags,
    selectMaintenance: (state) => state.maintenance,
    selectEnvironment: (state) => state.environment,
    selectSite: (state) => state.site,
  },
});

export const { selectFeatureFlags, selectMaintenance, selectEnvironment, selectSite } =
  configSlice.selectors;
