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

export const jobSortKeys = ['deadline', 'createdAt', 'status', 'title'] as const;
export type JobSortKey = (typeof jobSortKeys)[number];

/** The columns the admin assign grid sorts by (staff spec section 3, media list filters). */
export const staffMediaSortKeys = [
  'shortId',
  'clientName',
  'title',
  'status',
  'subStatus',
  'serviceOptionsName',
  'turnaround',
  'onHold',
  'priority',
  'difficulty',
  'duration',
  'deadline',
  'createdAt',
  /** A live session's meeting start (the live note-taking grid). */
  'meetingStart',
] as const;
export type StaffMediaSortKey = (typeof staffMediaSortKeys)[number];

/** The assign grid's page sizes (staff spec section 2): 50 unless 100 are asked for. */
export const STAFF_MEDIA_PAGE_SIZES = [50, 100] as const;
/** The most media one batch query reads again: the grid's largest page. */
export const STAFF_MEDIA_BATCH_MAX = 100;
/**
 * GET /v1/media for staff counts at most this many matching media past the page asked (or
 * 1,000 in all when fewer): an exact count of every match read thousands of rows a request.
 */
export const STAFF_MEDIA_COUNT_CAP = 1000;

export const PROJECT_PAGE_SIZE = 25;
/** Staff data tables (staff spec section 2): 50 rows unless 100 are asked for. */
export const JOB_PAGE_SIZE = 50;
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
 * Failed sign-ins from one client address that lock the address, every account asked for from
 * it, like the spec's per-account rule (LOGIN_RESTRICTION) but ten times higher: an office behind
 * one NAT, or every user behind a proxy, shares an address, and a few mistyped or made-up
 * accounts must not lock out the others; a guesser still gets no more than 100 tries in 5 minutes.
 */
export const SIGN_IN_ADDRESS_LIMIT = {
  maxFailedAttempts: 100,
  windowMs: 5 * 60_000,
  restrictMs: 10 * 60_000,
} as const;

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

/** The largest whole number an integer column holds: ids, seconds, counts past it are refused. */
export const INT4_MAX = 2_147_483_647;

/**
 * The years any date, month or time the portal is sent may fall in: work, bookings and money all
 * happen in them, and the calendar code and the database work throughout (not in years 0000 to
 * 0099, which Date.UTC reads as 1900 to 1999 and PostgreSQL, without a year 0, refuses in part).
 */
export const DATE_WINDOW_YEARS = { first: 2000, last: 2099 } as const;

/** A job's comments (admin's, proofreader's), the poor-audio reason, an issue, the report. */
export const JOB_COMMENT_MAX_LENGTH = 2000;
export const JOB_ISSUE_MAX_LENGTH = 2000;
export const JOB_REPORT_MAX_LENGTH = 5000;
/** The highest rate percentage an approved job may pay. */
export const JOB_RATE_PERCENT_MAX = 200;
export const JOB_EXTRA_FIELDS_MAX = 20;
export const JOB_EXTRA_FIELD_MAX_LENGTH = 500;
/**
 * Shifts (staff spec section 7; the spec leaves their limits open): the places one shift offers,
 * how long it lasts, how far ahead it may be made, and how far ahead the booker's list reaches.
 */
export const SHIFT_CAPACITY_MAX = 100;
export const SHIFT_MIN_MINUTES = 30;
export const SHIFT_MAX_MINUTES = 12 * 60;
export const SHIFT_MAX_DAYS_AHEAD = 366;
export const SHIFT_LIST_DAYS = 28;
/**
 * Pre-bookings (staff spec section 7; the spec leaves their limits open): the recordings one may
 * announce, its notes, a page of the list, the items of one bulk update and the media it holds.
 */
export const PRE_BOOKING_MAX_MINUTES = 100_000;
export const PRE_BOOKING_NOTES_MAX_LENGTH = 1000;
export const PRE_BOOKING_PAGE_SIZE = 50;
export const PRE_BOOKING_BULK_MAX = 100;
export const PRE_BOOKING_MEDIA_MAX = 100;
/** An ad-hoc charge (the spec leaves these open): its description, its largest amount (minor units). */
export const AD_HOC_CHARGE_DESCRIPTION_MAX_LENGTH = 255;
export const AD_HOC_CHARGE_MAX_AMOUNT = 10_000_000;
export const AD_HOC_CHARGE_PAGE_SIZE = 50;
/** Typist invoices: a page of GET /v1/invoice; a month's page (spec section 9); a bulk status change. */
export const INVOICE_PAGE_SIZE = 50;
export const MONTH_INVOICE_PAGE_SIZE = 100;
export const INVOICE_BULK_MAX = 200;
/**
 * Reports (the spec leaves these open): the longest span of a report, in days (a year and a
 * month, so a year to date always fits); the payments in one file of a payment report unless the
 * admin asks fewer (banks cap a batch), and the most they may ask.
 */
export const REPORT_MAX_DAYS = 400;
export const PAYMENT_REPORT_FILE_ROWS = 100;
export const PAYMENT_REPORT_FILE_ROWS_MAX = 1000;
/**
 * A service as super admins write it (the spec leaves these open): its name, code, description,
 * an option's or add-on's label and description, the rows of one option or of the add-ons, and
 * the highest price or rate per minute (minor units: 1000.00 a minute is no real price).
 */
export const SERVICE_NAME_MAX_LENGTH = 100;
export const SERVICE_CODE_MAX_LENGTH = 10;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 1000;
export const SERVICE_LABEL_MAX_LENGTH = 100;
export const SERVICE_OPTION_KEY_MAX_LENGTH = 40;
export const SERVICE_ROWS_MAX = 20;
export const SERVICE_PRICE_MAX = 100_000;
/**
 * Discount codes and business discounts (staff spec sections 7 and 9; the spec leaves their
 * limits open): a code's length (the cart takes up to 64 characters), the codes one uploaded file
 * may create, the uses one code may have, and a page of the super admin's lists.
 */
export const COUPON_CODE_MIN_LENGTH = 4;
export const COUPON_CODE_MAX_LENGTH = 64;
export const COUPON_FILE_MAX_CODES = 1000;
export const COUPON_MAX_USES = 100_000;
export const COUPON_PAGE_SIZE = 50;
export const SERVICE_DISCOUNT_PAGE_SIZE = 50;
/** The staff paperwork: a signer's typed full name, their postal address and their devices. */
export const SIGNATURE_NAME_MAX_LENGTH = 200;
export const POSTAL_ADDRESS_MAX_LENGTH = 500;
export const DEVICES_MAX_LENGTH = 300;
/** Typists mailed about one offer: enough to fill it, never the whole staff. */
export const JOB_OFFER_MAIL_LIMIT = 50;
/**
 * Splitting a media into jobs (staff spec section 4): the rate percent an admin may give a part,
 * from 1 (0 pays nothing: leave the part unassigned instead) to 200 (the most a job row holds:
 * double pay for the hardest audio); the child jobs one split makes; the media one bulk
 * assignment takes (the assign grid's largest page).
 */
export const SPLIT_RATE_PERCENT_MIN = 1;
export const SPLIT_RATE_PERCENT_MAX = 200;
export const SPLIT_CHILDREN_MAX = 50;
export const MEDIA_ASSIGN_BULK_MAX = 100;
/** The staff list's page (staff spec section 9: company and user lists, 20). */
export const USER_PAGE_SIZE = 20;
/** A hotkey as typed in the settings, before it is put in the stored notation. */
export const HOTKEY_MAX_LENGTH = 40;
/** One report of active editing time: the editor reports often, so a longer one is an error. */
export const TYPIST_ACTIVITY_MAX_SECONDS = 600;
/**
 * The editor reports active editing time a minute at a time; the server counts no more than
 * that for a person's first report of the day, which has no earlier report to be measured from.
 */
export const TYPIST_ACTIVITY_SLICE_SECONDS = 60;
/**
 * The spell checker: the text one check reads, the misspelled words given suggestions (finding
 * them takes up to a third of a second a word), the misspelled words reported, the suggestions
 * each, and a custom word's length.
 */
export const SPELL_CHECK_MAX_LENGTH = 500_000;
export const SPELL_SUGGESTED_WORDS = 20;
export const SPELL_REPORTED_WORDS = 1000;
export const SPELL_SUGGESTIONS = 5;
export const SPELL_WORD_MAX_LENGTH = 60;

/** The longest provider error kept for a media (POST /v1/media/error/{id}). */
export const S2T_ERROR_MAX_LENGTH = 1000;

/** The longest return notes staff write to a media's client (PUT /v1/media/{id}). */
export const RETURN_NOTES_MAX_LENGTH = 5000;

/** Longest recording one quote or media line may have: 100 hours, in seconds. */
export const MAX_DURATION_SECONDS = 360_000;
/** At most this many attendees per media (its meeting details). */
export const MAX_MEETING_ATTENDEES = 100;

/**
 * Short-file bashing (staff spec section 7): the longest recording that counts as a short file
 * (seconds) and how many short files an admin hands one typist at a time; each with its range
 * and the value used until an admin sets one.
 */
export const SHORT_FILE_BASHING_LIMITS = {
  maxDuration: { min: 60, max: 3600, default: 300 },
  batchSize: { min: 1, max: 50, default: 10 },
} as const;

/**
 * Live note-taking (client spec section 5). How many sessions may run at one moment: the spec
 * says the number is configured, so the API reads LIVE_MAX_OVERLAPPING_SESSIONS and falls back to
 * this.
 */
export const LIVE_MAX_OVERLAPPING_SESSIONS = 5;
/**
 * The least notice a session is booked or paid for with, in seconds. The spec names the case
 * ("session too soon") but leaves the time open: a day, for staff to find a note-taker.
 */
export const LIVE_MIN_NOTICE_SECONDS = 24 * 60 * 60;
/** The longest session one booking may hold: 8 hours, in seconds. */
export const LIVE_MAX_DURATION_SECONDS = 8 * 60 * 60;
/** The sessions one booking request may hold. */
export const LIVE_MAX_SESSIONS_PER_BOOKING = 20;
export const MEETING_TITLE_MAX_LENGTH = 255;
export const MEETING_AGENDA_MAX_LENGTH = 5000;
export const MEETING_LINK_MAX_LENGTH = 2000;
/** A page of a client's live bookings (the copy-from list). */
export const LIVE_BOOKING_PAGE_SIZE = 50;
