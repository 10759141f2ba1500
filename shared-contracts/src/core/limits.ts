/**
 * The field and list limits of the portal: the API's schemas and the portal's forms and lists
 * read them from here, so the two sides never disagree.
 */

export const projectSortKeys = [
  'title',
  'shortId',
  'status',
  'ownerName',
  'company',
  'createdAt',
  'deadline',
] as const;
export type ProjectSortKey = (typeof projectSortKeys)[number];

export const PROJECT_PAGE_SIZE = 25;
export const PROJECT_MEDIA_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
