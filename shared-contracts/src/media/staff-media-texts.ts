import { STAFF_MEDIA_BATCH_MAX, STAFF_MEDIA_PAGE_SIZES } from '../common/limits.ts';

/** What the API says about the staff media list (the admin assign grid). */
export const staffMediaTexts = {
  pageSize: `Must be ${STAFF_MEDIA_PAGE_SIZES.join(' or ')}`,
  level: 'Must be 0 (not set), 1, 2 or 3',
  tooManyIds: `Ask for at most ${STAFF_MEDIA_BATCH_MAX} media at once`,
  noIds: 'Name at least one media',
} as const;
