import { CAMPAIGN_CURRENCIES, CURRENCIES, LOCALE, type Currency } from './constants.ts';

/** Countries whose currency is the euro (the euro area, and the states that use it by agreement). */
export const EUROZONE_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
  'AD',
  'MC',
  'SM',
  'VA',
];

/** The United Kingdom, the Crown Dependencies and the territories that use sterling. */
export const GBP_COUNTRIES: readonly string[] = ['GB', 'GG', 'JE', 'IM', 'GI', 'FK', 'SH', 'GS'];

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && Object.hasOwn(CURRENCIES, value);

/** The currency of a country (ISO 3166 alpha-2), when the portal has one for it. */
export function currencyOfCountry(country: string | undefined): Currency | undefined {
  const code = country?.toUpperCase();
  if (!code) return undefined;
  if (code === 'CA') return 'CAD';
  if (EUROZONE_COUNTRIES.includes(code)) return 'EUR';
  if (GBP_COUNTRIES.includes(code)) return 'GBP';
  return undefined;
}

export interface CurrencyHints {
  /** The signed-in user's own currency wins over every hint. */
  userCurrency?: Currency;
  /** A campaign code from the link the visitor followed (c_usd, c_can, c_eur). */
  campaign?: string | null;
  country?: string;
}

/**
 * The currency a visitor sees (client spec section 9): the user's own, else the campaign's, else
 * their country's, else the page's fallback (GBP, or USD on the upload page).
 */
export function chooseCurrency(hints: CurrencyHints, fallback: Currency): Currency {
  if (hints.userCurrency) return hints.userCurrency;
  const campaign = hints.campaign ? CAMPAIGN_CURRENCIES[hints.campaign] : undefined;
  return campaign ?? currencyOfCountry(hints.country) ?? fallback;
}

/** The region of a browser language tag (en-CA → CA), the portal's hint of a visitor's country. */
export const countryOfLanguage = (tag: string | undefined): string | undefined =>
  tag?.match(/^[a-z]{2,3}[-_]([A-Za-z]{2})\b/)?.[1]?.toUpperCase();

const amount = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Minor units as the portal shows money: the currency's symbol and two decimals (£1,234.50). */
export const formatMoney = (minorUnits: number, currency: Currency): string =>
  `${minorUnits < 0 ? '-' : ''}${CURRENCIES[currency]}${amount.format(Math.abs(minorUnits) / 100)}`;

/** A per-minute price, which the portal always prefixes with From. */
export const formatPerMinute = (minorUnits: number, currency: Currency): string =>
  `From ${formatMoney(minorUnits, currency)}/min`;

/** Minor units as an amount is typed and as files write it (1234 → "12.34"): exact, no float. */
export function majorUnitsOf(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(minorUnits);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount typed in major units, in minor units ("15" → 1500, "1.2" → 120); NaN if it is none. */
export const minorUnitsOf = (major: string): number =>
  /^\s*\d+(\.\d{0,2})?\s*$/.test(major) ? Math.round(Number(major) * 100) : NaN;
