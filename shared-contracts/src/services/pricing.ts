import type { Currency } from '../common/constants.ts';
import { errorTexts } from '../common/errors.ts';
import {
  NO_TIMESTAMPS_SERVICE,
  SPEAKERS_FOUR_PLUS,
  activeChoices,
  activeModifiers,
  type ServiceOptions,
} from './rules.ts';
import type { LinePrice, PriceAdjustment, PriceEstimate, TranscriptionService } from './schema.ts';

/**
 * The one pricing engine (ARCHITECTURE.md section 5): the API prices with it as the authority and
 * the portal shows its figures at once. Integer minor units throughout; each line is rounded
 * once, at the end.
 */

export const DEFAULT_VAT_PERCENT = 20;

/** Duration is billed in whole minutes, rounded up. */
export const billedMinutes = (durationSeconds: number): number =>
  Math.ceil(Math.max(0, durationSeconds) / 60);

/** Modifier names the rules switch on whatever the client sent. */
function forcedModifiers(service: TranscriptionService, speakers: string): string[] {
  return activeModifiers(service)
    .filter(
      ([, modifier]) =>
        !modifier.optional || (modifier.kind === 'speakerId' && speakers === SPEAKERS_FOUR_PLUS),
    )
    .map(([name]) => name);
}

/** Whether the rules hold a modifier switched on, so the form shows it locked. */
export const isModifierForced = (
  service: TranscriptionService,
  speakers: string,
  name: string,
): boolean => forcedModifiers(service, speakers).includes(name);

/**
 * The options as the rules make them: no timestamps for MFA, the speaker-ID modifier on with
 * four or more speakers, modifiers that are not optional always on, unknown modifiers dropped.
 */
export function applyServiceOptionRules(
  service: TranscriptionService,
  options: ServiceOptions,
): ServiceOptions {
  const { timestamps, ...rest } = options;
  const elements: Record<string, boolean> = {};
  for (const [name] of activeModifiers(service))
    elements[name] = options.priceCalculationElements[name] === true;
  for (const name of forcedModifiers(service, options.speakers)) elements[name] = true;
  const offersTimestamps =
    service.shortName !== NO_TIMESTAMPS_SERVICE && activeChoices(service.timestamps).length > 0;
  return {
    ...rest,
    ...(offersTimestamps && timestamps !== undefined ? { timestamps } : {}),
    priceCalculationElements: elements,
  };
}

export interface OptionProblem {
  field: string;
  message: string;
}

const isActive = (map: TranscriptionService['turnaround'], key: string | undefined): boolean =>
  key !== undefined && map[key]?.status === 'active';

/** What is wrong with a client's options for a service; empty when they can be priced. */
export function serviceOptionsProblems(
  service: TranscriptionService,
  options: Partial<ServiceOptions>,
): OptionProblem[] {
  const problems: OptionProblem[] = [];
  if (options.turnaround === undefined)
    problems.push({ field: 'turnaround', message: errorTexts.required });
  else if (!isActive(service.turnaround, String(options.turnaround)))
    problems.push({ field: 'turnaround', message: 'This turnaround is not available' });
  if (!options.speakers) problems.push({ field: 'speakers', message: errorTexts.required });
  else if (!isActive(service.speakers, options.speakers))
    problems.push({ field: 'speakers', message: 'This speakers option is not available' });
  if (options.timestamps !== undefined && !isActive(service.timestamps, options.timestamps))
    problems.push({ field: 'timestamps', message: 'This timestamps option is not available' });
  for (const [name, on] of Object.entries(options.priceCalculationElements ?? {}))
    if (on && service.priceCalculationElements[name]?.status !== 'active')
      problems.push({
        field: `priceCalculationElements.${name}`,
        message: 'This add-on is not available',
      });
  return problems;
}

/** Percent and per-minute parts of the adjustments, summed. */
function sumAdjustments(adjustments: PriceAdjustment[], currency: Currency) {
  let percent = 0;
  let perMinute = 0;
  for (const adjustment of adjustments)
    if ('percent' in adjustment) percent += adjustment.percent;
    else perMinute += adjustment.perMinute[currency];
  return { percent, perMinute };
}

function adjustmentsOf(service: TranscriptionService, options: ServiceOptions): PriceAdjustment[] {
  const chosen = [
    service.turnaround[String(options.turnaround)],
    service.speakers[options.speakers],
    options.timestamps === undefined ? undefined : service.timestamps[options.timestamps],
  ];
  const modifiers = Object.entries(options.priceCalculationElements)
    .filter(([, on]) => on)
    .map(([name]) => service.priceCalculationElements[name]);
  return [...chosen, ...modifiers]
    .filter((part) => part !== undefined)
    .map((part) => part.adjustment);
}

// Half-up rounding of numerator / denominator for non-negative integers, exact in integers.
const divideRounded = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Price of `minutes` at a base rate with adjustments, rounded once; never negative. */
function priced(base: number, adjustments: PriceAdjustment[], currency: Currency, minutes: number) {
  const { percent, perMinute } = sumAdjustments(adjustments, currency);
  const hundredths = Math.max(0, base * (100 + percent) + 100 * perMinute);
  return divideRounded(minutes * hundredths, 100);
}

/**
 * A business's discount on one service in one currency (staff spec section 3, Discount /
 * business): a whole percent off its members' lines of that service, on the base price only or,
 * with `additionalFeatures`, on the options and add-ons too.
 */
export interface BusinessDiscount {
  discountPercent: number;
  additionalFeatures: boolean;
}

export interface PriceTerms {
  currency: Currency;
  vatPercent: number;
  /** A discount code's whole percent, off the full price; default none. */
  discountPercent?: number;
  /** The client's business discount on the line's service and currency, if any. */
  business?: BusinessDiscount;
}

/** A line before discounts: its full price, and the part of it that is the base price. */
export interface LineCost {
  fullPrice: number;
  /** The service's base price per minute times the billed minutes, without options or add-ons. */
  basePrice: number;
}

/** The base price of `durationSeconds` of a service, in a currency. */
export const basePriceOf = (
  service: TranscriptionService,
  durationSeconds: number,
  currency: Currency,
): number => service.basePrices[currency] * billedMinutes(durationSeconds);

const percentOf = (amount: number, percent: number): number => divideRounded(amount * percent, 100);

/**
 * What the discounts take off a line: a discount code and a business discount do not add up,
 * the larger of the two applies, so a client is never charged more for typing a code.
 */
export function discountOf(line: LineCost, terms: PriceTerms): number {
  const byCoupon = percentOf(line.fullPrice, terms.discountPercent ?? 0);
  const { business } = terms;
  if (!business) return byCoupon;
  // An option that lowers the price can leave less than the base price to discount.
  const discounted = business.additionalFeatures
    ? line.fullPrice
    : Math.min(line.basePrice, line.fullPrice);
  return Math.max(byCoupon, percentOf(discounted, business.discountPercent));
}

/** VAT and discounts on a line's full price. */
export function withDiscountAndVat(line: LineCost, terms: PriceTerms): LinePrice {
  const price = line.fullPrice - discountOf(line, terms);
  return {
    fullPrice: line.fullPrice,
    price,
    grossPrice: price + percentOf(price, terms.vatPercent),
  };
}

/** One line's prices; the options must have passed `serviceOptionsProblems`. */
export function linePrice(
  service: TranscriptionService,
  options: ServiceOptions,
  durationSeconds: number,
  terms: PriceTerms,
): LinePrice {
  const ruled = applyServiceOptionRules(service, options);
  const fullPrice = priced(
    service.basePrices[terms.currency],
    adjustmentsOf(service, ruled),
    terms.currency,
    billedMinutes(durationSeconds),
  );
  const basePrice = basePriceOf(service, durationSeconds, terms.currency);
  return withDiscountAndVat({ fullPrice, basePrice }, terms);
}

/** The line at every active turnaround of the service, keyed by turnaround seconds. */
export function estimatePrices(
  service: TranscriptionService,
  options: Omit<ServiceOptions, 'turnaround'>,
  durationSeconds: number,
  terms: PriceTerms,
): PriceEstimate {
  const estimate: PriceEstimate = {};
  for (const [turnaround] of activeChoices(service.turnaround))
    estimate[turnaround] = linePrice(
      service,
      { ...options, turnaround: Number(turnaround) },
      durationSeconds,
      terms,
    );
  return estimate;
}

/** The lowest price of one minute, ex VAT, over every choice a client can make ("From …"). */
export function fromPricePerMinute(service: TranscriptionService, currency: Currency): number {
  const timestampChoices = [undefined, ...activeChoices(service.timestamps).map(([key]) => key)];
  let lowest = Infinity;
  for (const [turnaround] of activeChoices(service.turnaround))
    for (const [speakers] of activeChoices(service.speakers))
      for (const timestamps of timestampChoices) {
        const options: ServiceOptions = {
          id: service.id,
          turnaround: Number(turnaround),
          speakers,
          ...(timestamps === undefined ? {} : { timestamps }),
          priceCalculationElements: {},
        };
        const { price } = linePrice(service, options, 60, { currency, vatPercent: 0 });
        lowest = Math.min(lowest, price);
      }
  return Number.isFinite(lowest) ? lowest : service.basePrices[currency];
}
