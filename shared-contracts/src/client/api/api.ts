import { createApi } from '@reduxjs/toolkit/query/react';
import { attachApi } from '@portal/contracts';
import { portalBaseQuery } from './base.ts';
import { apiTags } from './tags.ts';

/** The one API slice: every domain module injects its endpoints and uses these tags. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: portalBaseQuery,
  tagTypes: apiTags,
  endpoints: () => ({}),
});

attachApi(api);
