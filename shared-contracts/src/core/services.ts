import type { Currency } from './constants.ts';
import type { MeetingDetailsForm } from './meeting-details.ts';
import type { ServiceOptionStatus, ServiceStatus } from './statuses.ts';

/**
 * How an option or a modifier changes the price per minute: by a whole percentage of the
 * service's base price, or by an amount per minute in each currency (minor units).
 */
export type PriceAdjustment = { percent: number } | { perMinute: Record<Currency, number> };

/** One value of a turnaround, speakers or timestamps option. */
export interface ServiceOptionValue {
  label: string;
  status: ServiceOptionStatus;
  /** Order on screen: the stored maps are JSON objects, whose key order is not kept. */
  position: number;
  adjustment: PriceAdjustment;
}

/** Option value (turnaround seconds, speakers or timestamps key) → its definition. */
export type ServiceOptionMap = Record<string, ServiceOptionValue>;

/** A speaker-ID modifier follows the speakers option; a surcharge is a plain add-on. */
export type ModifierKind = 'speakerId' | 'surcharge';

/** An add-on the client switches on or off (priceCalculationElements). */
export interface PriceModifier {
  label: string;
  description: string;
  kind: ModifierKind;
  status: ServiceOptionStatus;
  /** Not optional: always applied, shown switched on and locked. */
  optional: boolean;
  position: number;
  adjustment: PriceAdjustment;
}

export interface TranscriptionService {
  id: number;
  name: string;
  shortName: string;
  description: string;
  status: ServiceStatus;
  /** Live (streaming) services are booked, not uploaded to. */
  streaming: boolean;
  /** The service asks for the turnaround warning when its fastest turnaround is slow. */
  turnaroundWarning: boolean;
  /** The meeting details each media needs when this service is the first in the cart. */
  meetingDetails: MeetingDetailsForm;
  /** Price per minute before options, in minor units of each currency. */
  basePrices: Record<Currency, number>;
  /** Keyed by turnaround in seconds. */
  turnaround: ServiceOptionMap;
  speakers: ServiceOptionMap;
  /** Empty for a service that offers no timestamps (MFA). */
  timestamps: ServiceOptionMap;
  priceCalculationElements: Record<string, PriceModifier>;
}

/** What a client chose for one media (or one quote line). */
export interface ServiceOptions {
  /** The service's id. */
  id: number;
  /** Turnaround in seconds. */
  turnaround: number;
  speakers: string;
  timestamps?: string;
  clientComments?: string;
  /** Modifier name → switched on. */
  priceCalculationElements: Record<string, boolean>;
  rejectCartReminders?: boolean;
}

/** Prices of one line in minor units: before discounts, after discounts (ex VAT), with VAT. */
export interface LinePrice {
  fullPrice: number;
  price: number;
  grossPrice: number;
}

/** GET /v1/media/estimate-price: the line's price at each of the service's turnarounds. */
export type PriceEstimate = Record<string, LinePrice>;

/** One line of a quote: a recording's length and the options chosen for it. */
export interface EstimationLine {
  duration: number;
  serviceOptions: ServiceOptions;
}

export interface QuoteContact {
  email: string;
  firstname: string;
  lastname: string;
  phone?: string;
  company?: string;
}

export const SPEAKERS_FOUR_PLUS = '4+';
export const NO_TIMESTAMPS = 'none';
/** The service whose transcripts carry no timestamps (client spec section 5). */
export const NO_TIMESTAMPS_SERVICE = 'MFA';
/** Longest recording one quote or media line may have: 100 hours, in seconds. */
export const MAX_DURATION_SECONDS = 360_000;

/** Active values of an option, in screen order. */
export function activeChoices(map: ServiceOptionMap): [string, ServiceOptionValue][] {
  return Object.entries(map)
    .filter(([, value]) => value.status === 'active')
    .sort(([, a], [, b]) => a.position - b.position);
}

export function activeModifiers(service: TranscriptionService): [string, PriceModifier][] {
  return Object.entries(service.priceCalculationElements)
    .filter(([, modifier]) => modifier.status === 'active')
    .sort(([, a], [, b]) => a.position - b.position);
}

/** The fastest turnaround a client can choose, in seconds (Infinity when none is active). */
export const minimumTurnaround = (service: TranscriptionService): number =>
  Math.min(...activeChoices(service.turnaround).map(([seconds]) => Number(seconds)));
