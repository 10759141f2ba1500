import { createApi } from '@reduxjs/toolkit/query/react';
import { attachApi } from '@portal/contracts';
import { portalBaseQuery } from './base.ts';

/** The one API slice: every domain module injects its endpoints and uses these tags. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: portalBaseQuery,
  tagTypes: [
    'Profile',
    'Statistics',
    'Mfa',
    'Services',
    'Cart',
    'Project',
    'ProjectMedia',
    'ProjectShare',
    'Invitation',
    'Company',
    'Shift',
    'SecurityRequirements',
    'Job',
    'Transcript',
    'TranscriptSnapshot',
    'TypistSettings',
    'SpellWords',
    'MediaHistory',
    'StaffMedia',
    'StaffMediaDetails',
    'AdminChat',
    'PreBooking',
    'LiveBooking',
    'AdHocCharge',
    'PromoCode',
    'ServiceDiscount',
    'User',
    'ShortFileBashing',
    'Invoice',
  ],
  endpoints: () => ({}),
});

attachApi(api);
