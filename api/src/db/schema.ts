import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  primaryKey,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Types only: drizzle-kit loads this file on its own and must not pull in the contracts package.
import type { AudioQuality } from '@portal/contracts/media/audio-quality';
import type { BulkDownloadStatus } from '@portal/contracts/documents/rules';
import type { Currency, DocumentType } from '@portal/contracts/common/constants';
import type { MediaImportState } from '@portal/contracts/media-import/schema';
import type { InvitationState } from '@portal/contracts/transcript/rules';
import type {
  InvoiceStatus,
  IssueStatus,
  JobStatus,
  JobType,
  MediaStatus,
  MediaSubStatus,
  PaymentType,
  ProjectPermission,
  ProjectStatus,
  ServiceStatus,
  SnapshotState,
  UserStatus,
} from '@portal/contracts/common/statuses';
import type { PreBookingStatus } from '@portal/contracts/pre-booking/schema';
import type { Role } from '@portal/contracts/policy/roles';
import type { ShiftAudience } from '@portal/contracts/shift/schema';
import type { SecurityStatementKey } from '@portal/contracts/staff-contracts/texts';
import type {
  TranscriptContent,
  TranscriptSection,
  TranscriptSpeaker,
} from '@portal/contracts/transcript/schema';
import type { MeetingDetails } from '@portal/contracts/meeting-details/rules';
import type { MeetingDetailsForm } from '@portal/contracts/meeting-details/forms';
import type { GradeRates } from '@portal/contracts/user/grades';
import type { HotkeyMap } from '@portal/contracts/hotkeys/rules';
import type { PedalMap } from '@portal/contracts/hotkeys/foot-pedal';
import type { SnapshotReason } from '@portal/contracts/transcript-snapshot/schema';
import type { PriceModifier, ServiceOptionMap } from '@portal/contracts/services/schema';
import type { ServiceOptions } from '@portal/contracts/services/rules';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    /** Null until the account's owner sets one (registration, social sign-in). */
    passwordHash: text('password_hash'),
    role: integer('role').$type<Role>().notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    nickname: text('nickname'),
    extraInstructions: text('extra_instructions'),
    mobile: text('mobile'),
    contactPhone2: text('contact_phone2'),
    cartReminder: boolean('cart_reminder').notNull().default(true),
    isBusinessAccount: boolean('is_business_account').notNull().default(false),
    currency: text('currency').$type<Currency>().notNull().default('GBP'),
    canDoLazyShift: boolean('can_do_lazy_shift').notNull().default(false),
    /** A typist cleared for extra-long-duration recordings (XLD): the typist picker's isXLD. */
    xld: boolean('xld').notNull().default(false),
    status: integer('status').$type<UserStatus>().notNull(),
    trainedIn: jsonb('trained_in').$type<{ shortName: string }[]>().notNull().default([]),
    oldTypist: boolean('old_typist').notNull().default(false),
    /** A typist's grade, 1 to 3 (staff spec section 9): picks the service's rate for them. */
    grade: integer('grade').notNull().default(1),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /** The user's contact id in the CRM, kept from its answer when they were added to it. */
    crmContactId: text('crm_contact_id'),
    lastLoginAt: moment('last_login_at'),
    /** The sign-in before the latest one: what "last login" means to a user who just signed in. */
    previousLoginAt: moment('previous_login_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    // The assign grid's client name: its filter (contains, any case) and its sort.
    index('users_name_trgm_idx').using(
      'gin',
      sql`(${t.firstname} || ' ' || ${t.lastname}) gin_trgm_ops`,
    ),
    index('users_name_sort_idx').on(sql`lower(${t.firstname} || ' ' || ${t.lastname})`, t.id),
  ],
);

/** One row per issued refresh token; a family is one sign-in and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Failed sign-ins, kept briefly: the throttle must hold across stateless API instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    failedAt: moment('failed_at').notNull(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.failedAt),
    index('login_failures_address_idx').on(t.address, t.failedAt),
  ],
);

/** Single-use links sent by mail: account activation and password reset. Only hashes are kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'activation' | 'password-reset'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.purpose)],
);

/** A user's two-factor setup; its id is the MFA object id of /v1/multi-factor-auth/{id}. */
export const mfaSettings = pgTable('mfa_settings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM ciphertexts (iv.tag.data, base64url) under the configured MFA key. */
  totpSecret: text('totp_secret'),
  pendingTotpSecret: text('pending_totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** The last accepted TOTP time step: a code is accepted once. */
  lastTotpStep: integer('last_totp_step'),
  smsPhone: text('sms_phone'),
  pendingSmsPhone: text('pending_sms_phone'),
  smsEnabled: boolean('sms_enabled').notNull().default(false),
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  createdAt: moment('created_at').notNull(),
  updatedAt: moment('updated_at').notNull(),
});

/** One-time codes sent by SMS or email (sign-in, SMS enrolment); hashed, few attempts each. */
export const mfaCodes = pgTable(
  'mfa_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'sign-in-sms' | 'sign-in-email' | 'sms-enrolment'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [index('mfa_codes_user_idx').on(t.userId, t.purpose)],
);

/** Mail (and development SMS) kept when no SMTP server is configured. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The message as sent, under DATA_DIR/outbox (email only). */
    emlFile: text('eml_file'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

/** Social sign-in: a provider's account linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').$type<'google' | 'facebook'>().notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), unique().on(t.userId, t.provider)],
);

/** An authorization request in flight: its state, PKCE verifier and nonce, kept server-side. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').$type<'google' | 'facebook'>().notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  sessionId: text('session_id'),
  createdAt: moment('created_at').notNull(),
  expiresAt: moment('expires_at').notNull(),
});

/** The service catalogue: prices and options are data, edited by super admins. */
export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull().unique(),
    description: text('description').notNull(),
    status: text('status').$type<ServiceStatus>().notNull(),
    streaming: boolean('streaming').notNull().default(false),
    turnaroundWarning: boolean('turnaround_warning').notNull().default(false),
    meetingDetails: text('meeting_details').$type<MeetingDetailsForm>().notNull().default('none'),
    /** Price per minute before options, in minor units of each currency. */
    basePrices: jsonb('base_prices').$type<Record<Currency, number>>().notNull(),
    /** Keyed by turnaround in seconds. */
    turnaround: jsonb('turnaround').$type<ServiceOptionMap>().notNull(),
    speakers: jsonb('speakers').$type<ServiceOptionMap>().notNull(),
    timestamps: jsonb('timestamps').$type<ServiceOptionMap>().notNull().default({}),
    priceCalculationElements: jsonb('price_calculation_elements')
      .$type<Record<string, PriceModifier>>()
      .notNull()
      .default({}),
    /** What typists earn per minute (minor units, GBP) by grade, for minutes and for notes. */
    typistGradeRates: jsonb('typist_grade_rates').$type<GradeRates>().notNull().default({}),
    notesTypistRates: jsonb('notes_typist_rates').$type<GradeRates>().notNull().default({}),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('services_status', sql`${t.status} in ('active', 'inactive', 'deleted')`),
    check('services_meeting_details', sql`${t.meetingDetails} in ('none', 'simple', 'multiField')`),
    index('services_status_idx').on(t.status),
  ],
);

/**
 * Requests counted against a limit (quotes per address), kept briefly: the limit must hold
 * across stateless API instances.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Which limit: `quote`, … */
    bucket: text('bucket').notNull(),
    /** Who is limited: a client address, an email. */
    key: text('key').notNull(),
    at: moment('at').notNull(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.bucket, t.key, t.at)],
);

/**
 * A media file (client spec section 3): created before its bytes arrive (pending), then processed
 * (duration read from the bytes, prices set) and put in a cart (uploaded). Belongs to a signed-in
 * user or, until they sign in, to an anonymous visitor's session id.
 */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The media's own short id, which staff read out and search for: its id through a one-to-one
     * mix (media_short_id, migration 0032), so it is unique with no retry and never changes.
     */
    shortId: text('short_id')
      .notNull()
      .unique()
      .generatedAlwaysAs(sql`media_short_id(id)`),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The pre-booking the media was received against (the grid's preBookingShortId filter). */
    preBookingId: integer('pre_booking_id').references((): AnyPgColumn => preBookings.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    extension: text('extension').notNull(),
    mime: text('mime').notNull(),
    /** Bytes, as announced; checked against what storage holds when processed. */
    size: bigint('size', { mode: 'number' }).notNull(),
    status: text('status').$type<MediaStatus>().notNull().default('pending'),
    /** Seconds, read from the uploaded bytes; null until processed. */
    duration: integer('duration'),
    /** Whole minutes in seconds (duration rounded up to a minute). */
    billedDuration: integer('billed_duration'),
    serviceOptions: jsonb('service_options').$type<ServiceOptions>(),
    /** The meeting details the client gave (extraFields). */
    extraFields: jsonb('extra_fields').$type<MeetingDetails>(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Minor units: before discounts, after discounts (ex VAT), with VAT. */
    fullPrice: integer('full_price'),
    price: integer('price'),
    grossPrice: integer('gross_price'),
    /** Where the bytes are kept (local folder or S3 bucket). */
    storageKey: text('storage_key').notNull().unique(),
    /** The storage's multipart upload, while one is open. */
    multipartUploadId: text('multipart_upload_id'),
    /** Derived from the jobs by `mediaProgress` whenever they change. */
    subStatus: text('sub_status').$type<MediaSubStatus>(),
    /** When the client is owed the transcript: set at checkout from the turnaround. */
    deadline: moment('deadline'),
    priority: integer('priority').notNull().default(0),
    difficulty: integer('difficulty').notNull().default(0),
    onHold: boolean('on_hold').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    /** What the admins write to the client with the return (the return mail carries it). */
    returnNotes: text('return_notes'),
    /** When the media was returned to its client (PUT /v1/media/return). */
    returnedAt: moment('returned_at'),
    /**
     * A recording for the typist demo (GET /v1/job/demo/{id}): every typist may open its jobs.
     * The staff's own: it may have no owner.
     */
    demo: boolean('demo').notNull().default(false),
    /**
     * Whether the media is booked as a live session (has a live_sessions row), and whether any of
     * its jobs has an issue reported: the assign grid's filters read them here, inside the status
     * index, rather than probing those tables for every media. Triggers of migration 0034 keep
     * them in step with live_sessions and jobs, in the transaction that changes those.
     */
    isLive: boolean('is_live').notNull().default(false),
    hasIssue: boolean('has_issue').notNull().default(false),
    /** The browser-playable copy and waveform made after upload (media-rendition task). */
    renditionState: text('rendition_state').$type<SnapshotState>().notNull().default('none'),
    /** Set once the rendition is done: the AAC audio (.m4a) and its peaks (one byte each). */
    renditionKey: text('rendition_key'),
    peaksKey: text('peaks_key'),
    /** The speech-to-text draft (speech-to-text task): asked, made, or failed. */
    s2tState: text('s2t_state').$type<SnapshotState>().notNull().default('none'),
    /** Why the provider failed, as it said (or an admin reported); cleared by a new request. */
    s2tError: text('s2t_error'),
    /**
     * The transcript version the speech-to-text draft wrote: while the transcript is still at it,
     * nobody has saved text over the draft, and a new draft may replace it.
     */
    s2tDraftVersion: integer('s2t_draft_version'),
    /** The provider's id of its latest speech-to-text job (the grid's vitJobId filter). */
    s2tJobId: text('s2t_job_id'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('media_owner', sql`${t.userId} is not null or ${t.sessionId} is not null or ${t.demo}`),
    index('media_user_idx').on(t.userId),
    index('media_session_idx').on(t.sessionId),
    index('media_status_idx').on(t.status, t.createdAt),
    index('media_project_idx').on(t.projectId),
    // The assign grid's sorts (GET /v1/media for staff): each column then the id, read either way.
    index('media_short_id_sort_idx').on(t.shortId, t.id),
    index('media_deadline_idx').on(t.deadline, t.id),
    index('media_created_idx').on(t.createdAt, t.id),
    index('media_title_idx').on(sql`lower(${t.title})`, t.id),
    // Also the count of a page, with the default view's flags: the grid's kind (live or
    // recordings) first, then the status and id sort, the issue flag read from the index too.
    // Read from the index alone where the table is vacuumed.
    index('media_status_sort_idx')
      .on(t.isLive, t.status, t.id, t.hasIssue)
      .where(sql`not ${t.demo}`),
    index('media_sub_status_idx').on(t.subStatus, t.id),
    index('media_priority_idx').on(t.priority, t.id),
    index('media_difficulty_idx').on(t.difficulty, t.id),
    index('media_duration_idx').on(t.duration, t.id),
    index('media_on_hold_idx').on(t.onHold, t.id),
    index('media_turnaround_idx').on(sql`((${t.serviceOptions} ->> 'turnaround')::int)`, t.id),
    // The grid's filters on text contained, any case (trigrams), and on the service.
    index('media_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('media_short_id_trgm_idx').using('gin', t.shortId.op('gin_trgm_ops')),
    index('media_service_idx').on(sql`((${t.serviceOptions} ->> 'id')::int)`),
    index('media_pre_booking_idx')
      .on(t.preBookingId)
      .where(sql`${t.preBookingId} is not null`),
    index('media_s2t_job_idx')
      .on(t.s2tJobId)
      .where(sql`${t.s2tJobId} is not null`),
  ],
);

/**
 * The clips cut from a media's rendition for a typist's or proofreader's range, kept to be handed
 * out again and removed with the media's bytes.
 */
export const mediaClips = pgTable(
  'media_clips',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** Seconds into the media. */
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.start, t.end] })],
);

/**
 * The speech-to-text engine's answer for one part of a media's recording, kept until the parts
 * are stitched into the draft: a retry after a failed part sends only the parts not answered.
 */
export const s2tParts = pgTable(
  's2t_parts',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** The part's place, from 0: it starts `index` part lengths into the recording. */
    index: integer('index').notNull(),
    /** Seconds into the recording where the part starts: added to the answer's times. */
    offset: doublePrecision('offset').notNull(),
    /** The engine's verbose answer as read (provider.ts), its times into the part. */
    answer: jsonb('answer').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.index] })],
);

/** One cart per client (or per anonymous session until sign-in), holding media in order. */
export const carts = pgTable(
  'carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    /** Cart reminder mails (the client's setting, which admins acting for them never change). */
    reminder: boolean('reminder').notNull().default(true),
    currency: text('currency').$type<Currency>().notNull(),
    couponCode: text('coupon_code'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('carts_owner', sql`${t.userId} is not null or ${t.sessionId} is not null`),
    uniqueIndex('carts_user_idx').on(t.userId),
    uniqueIndex('carts_session_idx').on(t.sessionId),
  ],
);

export const cartMedia = pgTable(
  'cart_media',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** A media is in one cart at most. */
    mediaId: integer('media_id')
      .notNull()
      .unique()
      .references(() => media.id, { onDelete: 'cascade' }),
    addedAt: moment('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.mediaId] })],
);

/** Discount codes (coupons): a whole-percent discount, usable a limited number of times. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored in upper case; codes are compared without regard to case. */
    code: text('code').notNull().unique(),
    discountPercent: integer('discount_percent').notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    expiresAt: moment('expires_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupons_discount', sql`${t.discountPercent} between 1 and 100`),
    check('coupons_uses', sql`${t.uses} between 0 and ${t.maxUses}`),
  ],
);

/**
 * A business's discount on one service (staff spec section 3, Discount / business): a whole
 * percent off the price of its members' media in one currency, on the service's base price
 * only or, with `additionalFeatures`, on its options and add-ons too.
 */
export const serviceDiscounts = pgTable(
  'service_discounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    discountPercent: integer('discount_percent').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    additionalFeatures: boolean('additional_features').notNull().default(false),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('service_discounts_percent', sql`${t.discountPercent} between 1 and 100`),
    unique('service_discounts_once').on(t.companyId, t.serviceId, t.currency),
  ],
);

/** Portal settings admins change at run time (short-file bashing), one JSON value per name. */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: moment('updated_at').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A paid cart: what was ordered, at what price, paid how. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The admin or super admin who checked out on the client's behalf, if one did. */
    placedBy: integer('placed_by').references(() => users.id, { onDelete: 'set null' }),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Minor units: before discounts, after discounts (ex VAT), VAT, with VAT. */
    fullPrice: integer('full_price').notNull(),
    price: integer('price').notNull(),
    vat: integer('vat').notNull(),
    grossPrice: integer('gross_price').notNull(),
    couponCode: text('coupon_code'),
    emailVatReceipt: boolean('email_vat_receipt').notNull().default(false),
    /** The Stripe PaymentIntent that paid a card order: one order per payment. */
    paymentId: text('payment_id').unique(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('orders_user_idx').on(t.userId)],
);

export const orderMedia = pgTable(
  'order_media',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** A media is ordered once. */
    mediaId: integer('media_id')
      .notNull()
      .unique()
      .references(() => media.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.mediaId] })],
);

/**
 * Work on a media (staff spec section 3, Job): checkout creates one job covering the whole
 * duration; admins split jobs into ranges later. Its status moves only by the contracts' job
 * rules (`jobRules`), and every change re-derives its media's status in the same transaction.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** The job this one was split from (its childrenJobs are the jobs pointing at it). */
    parentId: integer('parent_id').references((): AnyPgColumn => jobs.id, {
      onDelete: 'set null',
    }),
    type: text('type').$type<JobType>().notNull().default('default'),
    /** Seconds into the media. */
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    status: text('status').$type<JobStatus>().notNull(),
    typistId: integer('typist_id').references(() => users.id, { onDelete: 'set null' }),
    /** Offered to typists trained in the service at a grade, to take themselves. */
    selfAssign: boolean('self_assign').notNull().default(false),
    deadline: moment('deadline'),
    /** Minor units (GBP) per minute of the range, for the typist's grade when assigned. */
    rate: integer('rate').notNull().default(0),
    ratePercent: integer('rate_percent').notNull().default(100),
    proofreaderId: integer('proofreader_id').references(() => users.id, { onDelete: 'set null' }),
    proofreaderDeadline: moment('proofreader_deadline'),
    proofreaderComment: text('proofreader_comment'),
    adminComment: text('admin_comment'),
    hasIssue: boolean('has_issue').notNull().default(false),
    issueReport: text('issue_report'),
    issueStatus: text('issue_status').$type<IssueStatus>(),
    audioQuality: text('audio_quality').$type<AudioQuality>(),
    poorAudioReason: text('poor_audio_reason'),
    /** The booked shift the typist took the job in. */
    shiftId: integer('shift_id'),
    inaudiblesAmount: integer('inaudibles_amount'),
    /** Seconds paid instead of the range's length, when an admin sets it. */
    customDuration: integer('custom_duration'),
    report: text('report'),
    extraFields: jsonb('extra_fields').$type<Record<string, string>>().notNull().default({}),
    finishedAt: moment('finished_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('jobs_range', sql`${t.start} >= 0 and ${t.end} > ${t.start}`),
    check('jobs_rate_percent', sql`${t.ratePercent} between 0 and 200`),
    check('jobs_typist_when_taken', sql`${t.status} = 'available' or ${t.typistId} is not null`),
    index('jobs_media_idx').on(t.mediaId),
    index('jobs_typist_idx').on(t.typistId, t.status),
    index('jobs_proofreader_idx').on(t.proofreaderId, t.status),
    index('jobs_offered_idx').on(t.status, t.selfAssign),
    // The assign grid's issue filter: the few jobs with an issue, by media.
    index('jobs_issue_idx')
      .on(t.mediaId)
      .where(sql`${t.hasIssue}`),
    // The grid's job type filter (notes jobs): the media with a job of that type.
    index('jobs_type_idx').on(t.type, t.mediaId),
    // Invoices and reports read a span of finished work.
    index('jobs_finished_idx')
      .on(t.finishedAt, t.id)
      .where(sql`${t.finishedAt} is not null`),
  ],
);

/**
 * A staff member's editor settings (staff spec "Typist settings", settings_portal3): only the
 * hotkeys they changed from the defaults, which the contracts' hotkeys/rules.ts holds, and
 * beside them (footPedal) only the foot pedal's bindings they changed (hotkeys/foot-pedal.ts).
 */
export const typistSettings = pgTable('typist_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hotkeys: jsonb('hotkeys')
    .$type<Partial<HotkeyMap> & { footPedal?: Partial<PedalMap> }>()
    .notNull(),
  updatedAt: moment('updated_at').notNull(),
});

/**
 * Active editing time (staff spec section 7, POST /v1/typist-activity): seconds per person, job
 * and day on the portal's clock, for the activity reports.
 */
export const typistActivity = pgTable(
  'typist_activity',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD, UK time. */
    day: text('day').notNull(),
    seconds: integer('seconds').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId, t.day] }),
    // The activity reports read a span of days.
    index('typist_activity_day_idx').on(t.day, t.userId),
  ],
);

/** The spell checker's shared custom words (staff spec section 7), one of each in any case. */
export const spellWords = pgTable(
  'spell_words',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    word: text('word').notNull(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [uniqueIndex('spell_words_word_idx').on(sql`lower(${t.word})`)],
);

/**
 * Every staff action on a job (architecture 5b): who took which action when, and the job's
 * fields it changed, before and after. The job id is kept without a reference, so the record
 * outlives a deleted job; it goes with its media.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    jobId: integer('job_id'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    /** Null when the action deleted the job. */
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: moment('at').notNull(),
  },
  (t) => [index('staff_actions_media_idx').on(t.mediaId, t.at)],
);

/** The admins' chat on a media (the assign grid's adminsChat): messages between staff. */
export const adminChatMessages = pgTable(
  'admin_chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    at: moment('at').notNull(),
  },
  (t) => [index('admin_chat_messages_media_idx').on(t.mediaId, t.id)],
);

/**
 * A business account (client spec section 7 "Company"): a company owned by one client, whose
 * members check out on its account and whose projects its owner can see.
 */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  ownerId: integer('owner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'restrict' }),
  address: text('address'),
  vatNumber: text('vat_number'),
  phone: text('phone'),
  createdAt: moment('created_at').notNull(),
  updatedAt: moment('updated_at').notNull(),
});

/** A client belongs to one company at most (the owner is a member of their own). */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: moment('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

/**
 * Invitations sent by mail: the link carries a random token, only its SHA-256 is kept; it works
 * once, for the invited address only, until it expires.
 */
const invitationColumns = () => ({
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  state: text('state').$type<InvitationState>().notNull().default('pending'),
  invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: moment('expires_at').notNull(),
  createdAt: moment('created_at').notNull(),
  respondedAt: moment('responded_at'),
});

export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...invitationColumns(),
  },
  (t) => [
    check('company_invitations_email_lowercase', sql`${t.email} = lower(${t.email})`),
    index('company_invitations_company_idx').on(t.companyId),
    index('company_invitations_email_idx').on(t.email, t.state),
  ],
);

/** A client's application for a business account, decided by staff. */
export const businessAccountRequests = pgTable(
  'business_account_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    state: text('state').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('business_account_requests_user_idx').on(t.userId)],
);

/** A project groups a client's media (client spec section 3 "Project"). */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The short reference clients quote (and filter by). */
    shortId: text('short_id').notNull().unique(),
    title: text('title').notNull(),
    status: text('status').$type<ProjectStatus>().notNull().default('active'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The owner's company when the project was made, so its owner can see it. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    deadline: moment('deadline'),
    mediaDue: moment('media_due'),
    poNumber: text('po_number'),
    duplicateOnCompletion: boolean('duplicate_on_completion').notNull().default(false),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    index('projects_owner_idx').on(t.ownerId, t.createdAt),
    index('projects_company_idx').on(t.companyId),
    index('projects_status_idx').on(t.status),
    // The assign grid's short id filter: contained, any case (trigrams).
    index('projects_short_id_trgm_idx').using('gin', t.shortId.op('gin_trgm_ops')),
  ],
);

/**
 * Pre-bookings (staff spec section 7): production time an admin holds for recordings a client
 * has announced and not sent yet; its media point at it (media.pre_booking_id).
 */
export const preBookings = pgTable(
  'pre_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shortId: text('short_id').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    expectedMinutes: integer('expected_minutes').notNull(),
    expectedAt: moment('expected_at').notNull(),
    notes: text('notes'),
    status: text('status').$type<PreBookingStatus>().notNull().default('booked'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    index('pre_bookings_expected_idx').on(t.expectedAt, t.id),
    index('pre_bookings_client_idx').on(t.clientId),
    // The assign grid's pre-booking short id filter: contained, any case (trigrams).
    index('pre_bookings_short_id_trgm_idx').using('gin', t.shortId.op('gin_trgm_ops')),
  ],
);

/**
 * A live note-taking session (client spec section 3, Booking form (live)): the media it is booked
 * as (its title, meeting details, service, prices and cart are the media's), when it runs, where
 * the note-taker joins, and when it was attended. A session holds its place among the
 * overlapping sessions while its media is in a cart or ordered.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    mediaId: integer('media_id')
      .primaryKey()
      .references(() => media.id, { onDelete: 'cascade' }),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    meetingLink: text('meeting_link').notNull(),
    /** When the client wants the notes. */
    mediaDue: moment('media_due'),
    poNumber: text('po_number'),
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The first mark of the meeting attended (PUT /v1/media/attend/{id}), and whose. */
    attendedAt: moment('attended_at'),
    attendedBy: integer('attended_by').references(() => users.id, { onDelete: 'set null' }),
    /** When its reminders were queued (modules/live-booking/reminders.ts); a new start clears it. */
    remindedAt: moment('reminded_at'),
  },
  (t) => [
    check('live_sessions_span', sql`${t.endsAt} > ${t.startsAt}`),
    // The overlap rule and the capacity checker read the sessions around a span.
    index('live_sessions_span_idx').on(t.startsAt, t.endsAt),
  ],
);

/**
 * Access to a project shared with another user (full, read or write), from the invitation on:
 * pending until the invited user accepts; userId is set on acceptance.
 */
export const projectPermissions = pgTable(
  'project_permissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<ProjectPermission>().notNull(),
    ...invitationColumns(),
  },
  (t) => [
    check('project_permissions_level', sql`${t.permission} in ('full', 'read', 'write')`),
    check('project_permissions_email_lowercase', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('project_permissions_project_email_idx').on(t.projectId, t.email),
    index('project_permissions_user_idx').on(t.userId, t.state),
    index('project_permissions_email_idx').on(t.email, t.state),
  ],
);

/** An offer to hand a project over to another client, who reviews, accepts or declines it. */
export const projectOwnershipInvitations = pgTable(
  'project_ownership_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ...invitationColumns(),
  },
  (t) => [
    check('project_ownership_email_lowercase', sql`${t.email} = lower(${t.email})`),
    index('project_ownership_project_idx').on(t.projectId),
    index('project_ownership_email_idx').on(t.email, t.state),
  ],
);

/**
 * A media's transcript (ARCHITECTURE.md section 5); every save is a new version. Its sections are
 * rows of `transcript_sections`, so a save writes only the sections it changes; the speakers list
 * and the words count of all sections (kept by each save's difference) stay here.
 */
export const transcripts = pgTable(
  'transcripts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** What a media's jobs produce: the transcript (default) or the notes (staff spec, Job type). */
    kind: text('kind').$type<JobType>().notNull().default('default'),
    version: integer('version').notNull().default(1),
    speakers: jsonb('speakers').$type<TranscriptSpeaker[]>().notNull().default([]),
    wordsCount: integer('words_count').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    unique('transcripts_media_kind').on(t.mediaId, t.kind),
    check('transcripts_kind', sql`${t.kind} in ('default', 'notes')`),
  ],
);

/**
 * The sections of a transcript, one row each, read in start order (then in the order the save
 * that wrote them listed them): a save writes the rows of the sections it changes or removes, so
 * saves of different ranges of one media touch different rows.
 */
export const transcriptSections = pgTable(
  'transcript_sections',
  {
    transcriptId: integer('transcript_id')
      .notNull()
      .references(() => transcripts.id, { onDelete: 'cascade' }),
    /** The section's id in the content. */
    id: text('id').notNull(),
    /** Seconds into the media, as in the section. */
    start: doublePrecision('start').notNull(),
    /** Among sections starting at the same second: their order in the save that wrote them. */
    position: integer('position').notNull().default(0),
    section: jsonb('section').$type<TranscriptSection>().notNull(),
    /**
     * The section's words, so a save counts only what it writes; null for a section moved from
     * the whole-content column (migration 0033), counted from its text when a save replaces it.
     */
    wordsCount: integer('words_count'),
  },
  (t) => [
    primaryKey({ columns: [t.transcriptId, t.id] }),
    index('transcript_sections_start_idx').on(t.transcriptId, t.start, t.position),
  ],
);

/**
 * Which part of a transcript each version wrote: the ranges of the typist's or proofreader's jobs
 * (one row per range), or the whole of it (no range: an admin's save, a restore by an admin). A
 * save based on an older version is refused when a later one wrote some of what it writes, so
 * typists on different ranges of one media save side by side (staff spec section 4).
 */
export const transcriptSaves = pgTable(
  'transcript_saves',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transcriptId: integer('transcript_id')
      .notNull()
      .references(() => transcripts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Seconds into the media; both null when the save wrote the whole transcript. */
    rangeStart: integer('range_start'),
    rangeEnd: integer('range_end'),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: moment('saved_at').notNull(),
  },
  (t) => [
    index('transcript_saves_version_idx').on(t.transcriptId, t.version),
    check(
      'transcript_saves_range',
      sql`(${t.rangeStart} is null) = (${t.rangeEnd} is null) and (${t.rangeStart} is null or ${t.rangeStart} < ${t.rangeEnd})`,
    ),
  ],
);

/**
 * Kept copies of a transcript's version (staff spec section 7 "Snapshots"): asked for by an
 * editor save, or taken of the version a restore replaced.
 */
export const transcriptSnapshots = pgTable(
  'transcript_snapshots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<JobType>().notNull(),
    version: integer('version').notNull(),
    reason: text('reason').$type<SnapshotReason>().notNull(),
    /** The job a submit finished; kept without a reference, like the staff actions. */
    jobId: integer('job_id'),
    content: jsonb('content').$type<TranscriptContent>().notNull(),
    wordsCount: integer('words_count').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('transcript_snapshots_media_idx').on(t.mediaId, t.createdAt),
    index('transcript_snapshots_job_idx').on(t.jobId),
  ],
);

/**
 * The product cache: a document generated from one version of a transcript, in one format with
 * one set of options, kept in storage until the transcript changes or a regeneration is asked.
 */
export const transcriptDocuments = pgTable(
  'transcript_documents',
  {
    transcriptId: integer('transcript_id')
      .notNull()
      .references(() => transcripts.id, { onDelete: 'cascade' }),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    /** The generation options, in a canonical form (e.g. "inline-speakers"); "" for none. */
    options: text('options').notNull().default(''),
    version: integer('version').notNull(),
    state: text('state').$type<SnapshotState>().notNull(),
    storageKey: text('storage_key'),
    error: text('error'),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.transcriptId, t.documentType, t.options] })],
);

/**
 * Project transcript zips too large to make inside one request, made by the `bulk-download` task
 * for the user who asked (`ownerId`) and kept in storage (`storageKey`) until `expiresAt`, when
 * the row and the file are removed.
 */
export const bulkDownloads = pgTable(
  'bulk_downloads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    /** The media asked for, sorted; empty: every returned media of the project. */
    mediaIds: jsonb('media_ids').$type<number[]>().notNull(),
    status: text('status').$type<BulkDownloadStatus>().notNull(),
    /** Transcripts in the zip so far, of `total`. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    storageKey: text('storage_key'),
    /** Why it failed, as the owner is told. */
    error: text('error'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [
    check('bulk_downloads_status', sql`${t.status} in ('queued', 'running', 'ready', 'failed')`),
    index('bulk_downloads_owner_idx').on(t.ownerId, t.projectId),
    index('bulk_downloads_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Shifts staff book (staff spec sections 1 and 7), from `startsAt` to `endsAt` in UTC; the portal
 * shows them on its own clock (the contracts' common/portal-time.ts). `audience`: who may book it.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    audience: text('audience').$type<ShiftAudience>().notNull().default('typist'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('shifts_range', sql`${t.endsAt} > ${t.startsAt}`),
    check('shifts_capacity', sql`${t.capacity} >= 0`),
    check('shifts_audience', sql`${t.audience} in ('typist', 'proofreader')`),
    index('shifts_starts_idx').on(t.startsAt),
  ],
);

/** A place on a shift, one per person; the shift's row lock keeps them within its capacity. */
export const shiftBookings = pgTable(
  'shift_bookings',
  {
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookedAt: moment('booked_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shiftId, t.userId] }),
    index('shift_bookings_user_idx').on(t.userId),
  ],
);
// Staff paperwork (staff spec sections 1 and 2): what a typist or proofreader signed, and when.

/** A consultant's signature of the consultancy agreement: at most one per user, never changed. */
export const consultancyAgreements = pgTable('consultancy_agreements', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The full name typed as the signature. */
  fullName: text('full_name').notNull(),
  /** The postal address the agreement names. */
  address: text('address').notNull(),
  signedAt: moment('signed_at').notNull(),
});

/** A user's IT security form: the statements confirmed, their devices and the signature. */
export const securityRequirements = pgTable('security_requirements', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  statements: jsonb('statements').$type<SecurityStatementKey[]>().notNull(),
  devices: text('devices').notNull(),
  fullName: text('full_name').notNull(),
  signedAt: moment('signed_at').notNull(),
});

/**
 * Background work that must be neither lost nor run twice (lib/task-queue.ts): written in the
 * transaction of the change that asks for it, claimed by one worker at a time under a lease.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** Enqueuing a key already kept adds nothing (one reminder per job and deadline). */
    key: text('key').unique(),
    state: text('state').$type<'queued' | 'running' | 'done' | 'failed'>().notNull(),
    /** Runs started so far, counted when a worker claims the task. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before this time; null: as soon as a worker is free. */
    runAt: moment('run_at'),
    /** The claiming worker's lease: past it, the worker is taken for dead and the task is free. */
    lockedUntil: moment('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: moment('created_at').notNull().defaultNow(),
    finishedAt: moment('finished_at'),
  },
  (t) => [
    check('tasks_state', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    index('tasks_queued_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('tasks_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    index('tasks_finished_idx').on(t.finishedAt),
  ],
);

/**
 * A payment report (staff spec section 7, invoice-payment-report): the bank's payment files made
 * from the invoices an admin selected, their count and total kept as made.
 */
export const paymentReports = pgTable('payment_reports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  invoicesCount: integer('invoices_count').notNull(),
  /** Minor units (GBP): the sum of the listed invoices' totals. */
  amountTotal: integer('amount_total').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: moment('created_at').notNull(),
});

/**
 * A typist's monthly invoice (staff spec sections 3, 4 and 7): built from their jobs finished in
 * the month and their ad-hoc charges, one per typist and month. `number` runs without gaps.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: integer('number').notNull().unique(),
    shortId: text('short_id').notNull().unique(),
    typistId: integer('typist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** YYYY-MM, on the portal's clock. */
    month: text('month').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    /** Minor units (GBP): the sum of the lines, exactly. */
    amountTotal: integer('amount_total').notNull(),
    jobsCount: integer('jobs_count').notNull(),
    /** The typist's bank details changed since the last invoice was paid. */
    newBankInformation: boolean('new_bank_information').notNull().default(false),
    /** The latest payment report that listed it for the bank. */
    paymentReportId: integer('payment_report_id').references(() => paymentReports.id, {
      onDelete: 'set null',
    }),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('invoices_status', sql`${t.status} in ('raised', 'paid', 'pending', 'issue', 'void')`),
    check('invoices_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    unique('invoices_typist_month').on(t.typistId, t.month),
    index('invoices_month_idx').on(t.month, t.status),
  ],
);

/**
 * A one-off amount an admin adds (staff spec section 7, ad-hoc charges): a client's, on a
 * project's cost breakdown, or a typist's, about a job, on their next invoice.
 */
export const adHocCharges = pgTable(
  'ad_hoc_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'client' | 'typist'>().notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    typistId: integer('typist_id').references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** Minor units, more than nothing. */
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Set once a typist's charge is on an invoice; it no longer changes. */
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('ad_hoc_charges_kind', sql`${t.kind} in ('client', 'typist')`),
    check('ad_hoc_charges_amount', sql`${t.amount} > 0`),
    check(
      'ad_hoc_charges_owner',
      sql`(${t.kind} = 'client' and ${t.projectId} is not null) or (${t.kind} = 'typist' and ${t.typistId} is not null)`,
    ),
    index('ad_hoc_charges_project_idx').on(t.projectId),
    index('ad_hoc_charges_typist_idx').on(t.typistId, t.invoiceId),
    index('ad_hoc_charges_job_idx').on(t.jobId),
  ],
);

/** An invoice's lines: a finished job's pay, or an ad-hoc charge. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    adHocChargeId: integer('ad_hoc_charge_id').references(() => adHocCharges.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull(),
    /** The seconds paid, the rate (minor units a minute) and its percent, for a job's line. */
    seconds: integer('seconds'),
    rate: integer('rate'),
    ratePercent: integer('rate_percent'),
    /** Minor units (GBP). */
    amount: integer('amount').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId)],
);

/**
 * A media imported from a link (the upload page's "Paste a link"): fetched by the task queue
 * into storage, then processed as an upload into its owner's cart. Its owner is the media's.
 */
export const mediaImports = pgTable(
  'media_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    /** The admin who imports for a client (user_id), who may follow it too; else null. */
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    /** The media's title as asked; null: the file's name from the link. */
    title: text('title'),
    currency: text('currency').$type<Currency>().notNull(),
    serviceOptions: jsonb('service_options').$type<ServiceOptions>(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    state: text('state').$type<MediaImportState>().notNull(),
    /** Bytes fetched so far, and those the link announced (null: none announced). */
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    size: bigint('size', { mode: 'number' }),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    /** Why it failed, as its owner is told. */
    error: text('error'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [check('media_imports_state', sql`${t.state} in ('fetching', 'done', 'failed')`)],
);
