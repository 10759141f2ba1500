/** Business constants and limits of both spec section 9s. Times in milliseconds unless named. */

export const CART_LIMIT = 20;
export const UPLOAD_CHUNK_SIZE = 10_485_760;
export const SESSION_ID_LENGTH = 32;

export const LOGIN_RESTRICTION = {
  maxFailedAttempts: 10,
  windowMs: 300_000,
  restrictMs: 600_000,
  infoClearMs: 5_000,
} as const;

export const PAGING = {
  defaultPage: 1,
  defaultPageSize: 50,
  pageSizeOptions: [50, 100],
  clientLibraryProjects: 25,
  shortProjectLists: 10,
  companyAndUserLists: 20,
  invitations: 50,
  monthInvoices: 100,
  paginatorLinks: 5,
} as const;

export const DEBOUNCE = {
  table: 1_000,
  optionsSave: 300,
  cartRecalculation: 300,
} as const;

export const ANIMATION = { rowExpansion: 200, headerTooltipDelay: 500, notification: 200 } as const;

export const NOTIFICATION_DURATION = { short: 3_000, default: 6_000, long: 9_000 } as const;

/** Turnaround values in seconds. */
export const TURNAROUND = {
  sevenDays: 604_800,
  fortyEightHours: 172_800,
  twentyFourHours: 86_400,
  twelveHours: 43_200,
} as const;
export const TURNAROUND_WARNING_MIN_SECONDS = 345_600;
export const CHECKOUT_BY_6PM_LABEL = 'Checkout by 6pm (local time)';

export const ESTIMATED_DELIVERY = {
  extraSeconds: 900,
  refreshMs: 840_000,
  showAfterMs: 3_000,
  updateEveryMs: 5_000,
} as const;

export const SPEAKER_OPTIONS = [
  '1 Speaker',
  '1 (Dictation)',
  '2-3 Speakers',
  '4+ Speakers',
] as const;
export const SPEAKER_ID_OPTIONS = ['Every Speaker', 'Not Required'] as const;
export const SURCHARGE_PERCENTS = [20, 50] as const;

export const SERVICE_CODES = [
  'IVB',
  'NOT',
  'INT',
  'CAP',
  '3BR',
  '3BC',
  '3BD',
  'BSF',
  'MFA',
] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];
export const THREE_B_CODES: readonly ServiceCode[] = ['3BR', '3BC', '3BD'];
export const RESEARCHERS_FAVOURITE: readonly ServiceCode[] = ['NOT', 'INT'];

/** Client spec section 2: these services are marked "Researcher's favourite" wherever one is chosen. */
export const isResearchersFavourite = (service: { shortName: string }): boolean =>
  RESEARCHERS_FAVOURITE.includes(service.shortName as ServiceCode);

export const DOCUMENT_TYPES = [
  'PDF',
  'DOC',
  'DOCX',
  'RTF',
  'XML',
  'SRT',
  'SRT_S',
  'TXT_clean',
  'TXT_headless',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const CURRENCIES = { USD: '$', GBP: '£', EUR: '€', CAD: 'CA$' } as const;
export type Currency = keyof typeof CURRENCIES;
export const DEFAULT_CURRENCY: Currency = 'GBP';
export const FILE_UPLOAD_DEFAULT_CURRENCY: Currency = 'USD';
export const BASE_CURRENCY: Currency = 'GBP';
export const LOCALE = 'en-GB';
export const CAMPAIGN_CURRENCIES: Record<string, Currency> = {
  c_usd: 'USD',
  c_can: 'CAD',
  c_eur: 'EUR',
};

export const PRIORITIES = { High: 3, Medium: 2, Low: 1, 'Not set': 0 } as const;
export const DIFFICULTIES = { Hard: 3, Moderate: 2, Easy: 1, 'Not set': 0 } as const;
export const OFF_LIMIT_SPLIT_RATES = [50, 50] as const;

export const DATE_FORMATS = {
  long: 'HH:mm on ddd, MMM Do',
  table: 'DD.MM.YY, hh:mm a',
  iso: 'YYYY-MM-DD',
  short: 'DD/MM/YYYY',
} as const;

export const LAYOUT = {
  mobileBreakpoint: 599,
  menuHidesLinksBelow: 899,
  sidebarBelow: 950,
  notificationWidth: 690,
  menuHeight: 100,
  contentMaxWidth: 1440,
} as const;

/** Local storage: every key the portal writes starts with this prefix. */
export const STORAGE_PREFIX = 'tn';
export const STORAGE_KEYS = {
  authToken: `${STORAGE_PREFIX}.auth token`,
  sessionId: `${STORAGE_PREFIX}.session id`,
  businessAccount: `${STORAGE_PREFIX}.businessAcc`,
  shortFileBashing: `${STORAGE_PREFIX}.short file bashing`,
  theme: `${STORAGE_PREFIX}.theme`,
  viewMode: `${STORAGE_PREFIX}.view mode`,
  viewModeHintSeen: `${STORAGE_PREFIX}.view mode hint seen`,
  loginAttempts: `${STORAGE_PREFIX}.login attempts`,
  lastInteraction: `${STORAGE_PREFIX}.last interaction`,
  attentionSeekers: `${STORAGE_PREFIX}.attention seekers`,
  ignoredItems: `${STORAGE_PREFIX}.ignored items`,
  /** A live booking started before signing in (client spec section 2, redirect after login). */
  liveBookingIntent: `${STORAGE_PREFIX}.live booking intent`,
  /** Registration completed in this browser: the client is added to the CRM at sign-in. */
  crmContactDue: `${STORAGE_PREFIX}.crm contact due`,
} as const;

export const DEFAULT_FILE_NAMES = {
  discountCodes: 'generated-discount-codes.csv',
  transcripts: 'transcripts.zip',
  contract: 'contract.pdf',
  invoiceSuffix: '_invoice.pdf',
  reportSuffix: '_report.zip',
  reportXlsx: 'report.xslx',
  activityReport: 'activity-report.csv',
} as const;

/** Audio quality thresholds by duration in seconds (staff spec section 9). */
export const AUDIO_QUALITY_BANDS = [
  { longerThan: 2400, poorAbove: 80, moderateAbove: 40 },
  { longerThan: 1200, poorAbove: 22, moderateAbove: 11 },
  { longerThan: 0, poorAbove: 14, moderateAbove: 7 },
] as const;
