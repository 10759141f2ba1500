import type {
  PriceModifier,
  ServiceOptionMap,
  ServiceOptionValue,
  TranscriptionService,
} from './schema.ts';

// The catalogue's wire types are inferred from its schemas.
export type {
  LinePrice,
  ModifierKind,
  PriceAdjustment,
  PriceEstimate,
  PriceModifier,
  ServiceOptionMap,
  ServiceOptionValue,
  TranscriptionService,
} from './schema.ts';

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
