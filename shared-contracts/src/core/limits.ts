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

/** A person's first or last name, and a nickname. */
export const PERSON_NAME_MAX_LENGTH = 100;
/** The longest address RFC 5321 lets through. */
export const EMAIL_MAX_LENGTH = 254;
/** A phone number as typed, spaces and prefix included. */
export const PHONE_MAX_LENGTH = 40;
/** A client's standing instructions to the transcribers (profile). */
export const EXTRA_INSTRUCTIONS_MAX_LENGTH = 2000;

/** Project details: the title, and the PO number (the API's 100: a longer one saved stays editable). */
export const PROJECT_TITLE_MAX_LENGTH = 255;
export const PO_NUMBER_MAX_LENGTH = 100;

/** Company details and the business account application. */
export const COMPANY_NAME_MAX_LENGTH = 200;
export const COMPANY_ADDRESS_MAX_LENGTH = 500;
export const VAT_NUMBER_MAX_LENGTH = 50;
export const BUSINESS_REQUEST_MESSAGE_MAX_LENGTH = 2000;

/**
 * The admins' company list, a member's projects (one of the spec's "some project lists 10"),
 * the pending invitations (client spec section 9).
 */
export const COMPANY_PAGE_SIZE = 20;
export const MEMBER_PROJECTS_PAGE_SIZE = 10;
export const INVITATIONS_PAGE_SIZE = 50;

/**
 * Wrong guesses of a secret (a discount code, a link's hash, a current password, a 2FA
 * enrolment code) allowed per client address, and per account when signed in, within the
 * window: one budget shared by every route that tells whether such a secret is right.
 */
export const SECRET_GUESS_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;

/**
 * Account mails (activation, already registered, password reset) sent to one address within the
 * window, however often registration or a reset is asked for; beyond it none is sent.
 */
export const ACCOUNT_MAIL_LIMIT = { limit: 3, windowMs: 60 * 60_000 } as const;

/**
 * Two tabs of one sign-in may refresh with the same token at the same moment: for this long after
 * a refresh token is exchanged, presenting it again answers the same new refresh token instead
 * of ending the sign-in as a stolen copy.
 */
export const REFRESH_TOKEN_REUSE_GRACE_SECONDS = 10;
