import type { ApiFieldError } from '@portal/contracts/common/errors';
import type { Currency } from '@portal/contracts/common/constants';
import {
  activeChoices,
  activeModifiers,
  type QuoteContact,
  type ServiceOptions,
} from '@portal/contracts/services/rules';
import {
  applyServiceOptionRules,
  billedMinutes,
  estimatePrices,
} from '@portal/contracts/services/pricing';
import type {
  LinePrice,
  PriceEstimate,
  TranscriptionService,
} from '@portal/contracts/services/schema';
import type { Db } from '../../db/index.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import { findService, findServices } from '../services/service.ts';
import {
  optionsFieldErrors,
  toServiceOptions,
  type EstimateOptionsInput,
  type OptionsInput,
} from './options.ts';

/** How long the prices of a quote hold. */
export const QUOTE_VALID_DAYS = 30;
const DAY_MS = 86_400_000;

export interface EstimateRequest {
  duration: number;
  currency: Currency;
  serviceOptions: EstimateOptionsInput;
}

/** GET /v1/media/estimate-price: the line priced at every active turnaround of its service. */
export async function estimatePrice(
  db: Db,
  request: EstimateRequest,
  vatPercent: number,
): Promise<PriceEstimate> {
  const options = toServiceOptions(request.serviceOptions);
  const service = await findService(db, options.id);
  const problems = optionsFieldErrors(service, options, ['service_options']);
  if (!service || problems.length > 0) throw new RequestValidationError(problems);
  return estimatePrices(service, options, request.duration, {
    currency: request.currency,
    vatPercent,
  });
}

export interface QuoteRequest extends QuoteContact {
  currency: Currency;
  estimation: { duration: number; serviceOptions: OptionsInput }[];
}

export interface QuoteLine {
  service: TranscriptionService;
  /** The options as the rules make them (forced add-ons on). */
  options: ServiceOptions;
  durationSeconds: number;
  billedMinutes: number;
  /** Turnaround seconds → prices; the chosen turnaround is one of them. */
  prices: PriceEstimate;
}

export interface Quote {
  date: Date;
  validUntil: Date;
  contact: QuoteContact;
  currency: Currency;
  vatPercent: number;
  /** Every turnaround a line offers, slowest first: the columns of the quote's table. */
  turnarounds: { seconds: number; label: string }[];
  lines: QuoteLine[];
  /** The lines at their chosen turnarounds. */
  total: LinePrice;
}

/** The quote's lines validated and priced by the server; the client's figures play no part. */
export async function prepareQuote(
  db: Db,
  request: QuoteRequest,
  terms: { now: Date; vatPercent: number },
): Promise<Quote> {
  const lines = request.estimation.map((line) => ({
    duration: line.duration,
    options: toServiceOptions(line.serviceOptions),
  }));
  const catalogue = await findServices(
    db,
    lines.map((line) => line.options.id),
  );
  const problems: ApiFieldError[] = lines.flatMap((line, index) =>
    optionsFieldErrors(catalogue.get(line.options.id), line.options, [
      'estimation',
      index,
      'service_options',
    ]),
  );
  if (problems.length > 0) throw new RequestValidationError(problems);

  const priceTerms = { currency: request.currency, vatPercent: terms.vatPercent };
  const quoteLines = lines.map(({ duration, options }): QuoteLine => {
    const service = catalogue.get(options.id) as TranscriptionService;
    return {
      service,
      options: applyServiceOptionRules(service, options),
      durationSeconds: duration,
      billedMinutes: billedMinutes(duration),
      prices: estimatePrices(service, options, duration, priceTerms),
    };
  });
  const total = { fullPrice: 0, price: 0, grossPrice: 0 };
  for (const line of quoteLines) {
    const chosen = line.prices[String(line.options.turnaround)];
    if (!chosen) throw new Error('A validated turnaround was not priced');
    total.fullPrice += chosen.fullPrice;
    total.price += chosen.price;
    total.grossPrice += chosen.grossPrice;
  }
  const { email, firstname, lastname, phone, company } = request;
  return {
    date: terms.now,
    validUntil: new Date(terms.now.getTime() + QUOTE_VALID_DAYS * DAY_MS),
    contact: { email, firstname, lastname, ...(phone && { phone }), ...(company && { company }) },
    currency: request.currency,
    vatPercent: terms.vatPercent,
    turnarounds: turnaroundColumns(quoteLines.map((line) => line.service)),
    lines: quoteLines,
    total,
  };
}

function turnaroundColumns(services: readonly TranscriptionService[]): Quote['turnarounds'] {
  const labels = new Map<number, string>();
  for (const service of services)
    for (const [seconds, { label }] of activeChoices(service.turnaround))
      if (!labels.has(Number(seconds))) labels.set(Number(seconds), label);
  return [...labels].sort(([a], [b]) => b - a).map(([seconds, label]) => ({ seconds, label }));
}

/** "1 h 2 min 5 s", "1 min 30 s", "45 s". */
export function formatDuration(seconds: number): string {
  const parts: [number, string][] = [
    [Math.floor(seconds / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
    [seconds % 60, 's'],
  ];
  const shown = parts.filter(([value]) => value > 0).map(([value, unit]) => `${value} ${unit}`);
  return shown.length > 0 ? shown.join(' ') : '0 s';
}

/** The line's choices in words: "2-3 Speakers, Every 2 minutes, Difficult audio". */
export function optionsSummary(line: QuoteLine): string {
  const { service, options } = line;
  const add = activeModifiers(service)
    .filter(([name]) => options.priceCalculationElements[name])
    .map(([, modifier]) => modifier.label);
  return [
    service.speakers[options.speakers]?.label,
    options.timestamps === undefined ? undefined : service.timestamps[options.timestamps]?.label,
    ...add,
  ]
    .filter((part) => part !== undefined)
    .join(', ');
}
