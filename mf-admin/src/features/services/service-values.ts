import {
  CURRENCIES,
  type Currency,
  type ServiceOptionStatus,
  type ServiceStatus,
} from '@portal/contracts';
import { grades } from '@portal/contracts/user/grades';
import { majorUnitsOf, minorUnitsOf } from '@portal/contracts/common/currency';
import type { ManagedService } from '@portal/contracts/services/service-management-schema';
import type { MeetingDetailsForm } from '@portal/contracts/meeting-details/forms';
import type { ServiceCreate } from '@portal/contracts/services/service-management-client';
import type { PriceAdjustment, ServiceOptionMap } from '@portal/contracts/services/schema';

/**
 * The service form's values, named as the API names its fields (camelCase), so a refusal lands
 * on its field. Money is typed in major units (1.20) and sent in minor units (120).
 */
export const currencies = Object.keys(CURRENCIES) as Currency[];
type PerCurrency = Record<Currency, string>;

export interface AdjustmentValues {
  type: 'percent' | 'per_minute';
  percent: string;
  perMinute: PerCurrency;
}
export interface OptionRowValues {
  value: string;
  label: string;
  status: ServiceOptionStatus;
  adjustment: AdjustmentValues;
}
export interface AddOnValues extends Omit<OptionRowValues, 'value'> {
  name: string;
  description: string;
  kind: 'speakerId' | 'surcharge';
  optional: boolean;
}
/** One row per grade, always all three, so a refusal's row index is the grade's. */
export interface RateValues {
  grade: string;
  rate: string;
}
export interface ServiceValues {
  name: string;
  shortName: string;
  description: string;
  status: ServiceStatus;
  streaming: boolean;
  turnaroundWarning: boolean;
  meetingDetails: MeetingDetailsForm;
  basePrices: PerCurrency;
  turnaround: OptionRowValues[];
  speakers: OptionRowValues[];
  timestamps: OptionRowValues[];
  priceCalculationElements: AddOnValues[];
  typistGradeRates: RateValues[];
  notesTypistRates: RateValues[];
}
export type OptionName = 'turnaround' | 'speakers' | 'timestamps';

const perCurrency = (amount: (currency: Currency) => string): PerCurrency =>
  Object.fromEntries(currencies.map((currency) => [currency, amount(currency)])) as PerCurrency;

/** Minor units as typed: 120 → "1.20". */
export const toMajor = (minor: number | undefined): string =>
  minor === undefined ? '' : majorUnitsOf(minor);

export const blankAdjustment = (): AdjustmentValues => ({
  type: 'percent',
  percent: '0',
  perMinute: perCurrency(() => ''),
});
export const blankOptionRow = (): OptionRowValues => ({
  value: '',
  label: '',
  status: 'active',
  adjustment: blankAdjustment(),
});
export const blankAddOn = (): AddOnValues => ({
  name: '',
  label: '',
  description: '',
  kind: 'surcharge',
  status: 'active',
  optional: true,
  adjustment: blankAdjustment(),
});
const rateRows = (rates: Partial<Record<string, number>> = {}): RateValues[] =>
  grades.map((grade) => ({ grade: String(grade), rate: toMajor(rates[String(grade)]) }));

/** The form of a new service ("new" in the route): nothing chosen but the usual defaults. */
export const blankService = (): ServiceValues => ({
  name: '',
  shortName: '',
  description: '',
  status: 'inactive',
  streaming: false,
  turnaroundWarning: false,
  meetingDetails: 'none',
  basePrices: perCurrency(() => ''),
  turnaround: [blankOptionRow()],
  speakers: [blankOptionRow()],
  timestamps: [],
  priceCalculationElements: [],
  typistGradeRates: rateRows(),
  notesTypistRates: rateRows(),
});

const adjustmentValues = (adjustment: PriceAdjustment): AdjustmentValues =>
  'percent' in adjustment
    ? { ...blankAdjustment(), percent: String(adjustment.percent) }
    : {
        type: 'per_minute',
        percent: '0',
        perMinute: perCurrency((currency) => toMajor(adjustment.perMinute[currency])),
      };

const byPosition = <T extends { position: number }>(map: Record<string, T>): [string, T][] =>
  Object.entries(map).sort(([, a], [, b]) => a.position - b.position);

const optionRows = (map: ServiceOptionMap): OptionRowValues[] =>
  byPosition(map).map(([value, option]) => ({
    value,
    label: option.label,
    status: option.status,
    adjustment: adjustmentValues(option.adjustment),
  }));

/** A service as the form edits it. */
export const serviceValues = (service: ManagedService): ServiceValues => ({
  name: service.name,
  shortName: service.shortName,
  description: service.description,
  status: service.status,
  streaming: service.streaming,
  turnaroundWarning: service.turnaroundWarning,
  meetingDetails: service.meetingDetails,
  basePrices: perCurrency((currency) => toMajor(service.basePrices[currency])),
  turnaround: optionRows(service.turnaround),
  speakers: optionRows(service.speakers),
  timestamps: optionRows(service.timestamps),
  priceCalculationElements: byPosition(service.priceCalculationElements).map(
    ([name, modifier]) => ({
      name,
      label: modifier.label,
      description: modifier.description,
      kind: modifier.kind,
      status: modifier.status,
      optional: modifier.optional,
      adjustment: adjustmentValues(modifier.adjustment),
    }),
  ),
  typistGradeRates: rateRows(service.typistGradeRates),
  notesTypistRates: rateRows(service.notesTypistRates),
});

const minorPerCurrency = (amounts: PerCurrency) =>
  Object.fromEntries(
    currencies.map((currency) => [currency, minorUnitsOf(amounts[currency])]),
  ) as Record<Currency, number>;

type WirePrices = ServiceCreate['basePrices'];
/**
 * Prices keyed by currency code as the wire has them: the request type camel-cases every key
 * (USD → usd), but the encoder renames only camelCase identifiers, so the codes go as they are.
 */
const wirePrices = (amounts: PerCurrency): WirePrices =>
  minorPerCurrency(amounts) as unknown as WirePrices;

/** The adjustment as the engine reads it. */
export const toAdjustment = (values: AdjustmentValues): PriceAdjustment =>
  values.type === 'percent'
    ? { percent: Number(values.percent) }
    : { perMinute: minorPerCurrency(values.perMinute) };

const adjustmentRequest = (values: AdjustmentValues) =>
  values.type === 'percent'
    ? { type: 'percent' as const, percent: Number(values.percent) }
    : { type: 'per_minute' as const, perMinute: wirePrices(values.perMinute) };

const optionRequest = (rows: OptionRowValues[]) =>
  rows.map(({ adjustment, ...row }) => ({ ...row, adjustment: adjustmentRequest(adjustment) }));

// A grade without a rate is sent without one (it earns nothing), keeping its row's place.
const ratesRequest = (rows: RateValues[]) =>
  rows.map((row) => ({
    grade: Number(row.grade),
    ...(row.rate.trim() === '' ? {} : { rate: minorUnitsOf(row.rate) }),
  }));

/** The request a form's values make (POST; PUT adds the id and the version read). */
export const serviceRequest = (values: ServiceValues): ServiceCreate => ({
  name: values.name,
  shortName: values.shortName,
  description: values.description,
  status: values.status,
  streaming: values.streaming,
  turnaroundWarning: values.turnaroundWarning,
  meetingDetails: values.meetingDetails,
  basePrices: wirePrices(values.basePrices),
  turnaround: optionRequest(values.turnaround),
  speakers: optionRequest(values.speakers),
  timestamps: optionRequest(values.timestamps),
  priceCalculationElements: values.priceCalculationElements.map(({ adjustment, ...row }) => ({
    ...row,
    adjustment: adjustmentRequest(adjustment),
  })),
  typistGradeRates: ratesRequest(values.typistGradeRates),
  notesTypistRates: ratesRequest(values.notesTypistRates),
});
