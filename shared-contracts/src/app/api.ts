import { createApi } from '@reduxjs/toolkit/query/react';
import { attachApi } from '@portal/contracts';
import { portalBaseQuery } from './api-base.ts';
import { apiTags } from './api-tags.ts';

/** The one API slice: every domain module injects its endpoints and uses these tags. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: portalBaseQuery,
  tagTypes: apiTags,
  endpoints: () => ({}),
});

attachApi(api);

// Screens skip a query with it; RTK Query is this package's own (build-config/shared.js).
export { skipToken } from '@reduxjs/toolkit/query';
