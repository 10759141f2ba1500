import type { z } from 'zod';
import {
  ESTIMATED_DELIVERY,
  TURNAROUND_WARNING_MIN_SECONDS,
  type Currency,
} from '../common/constants.ts';
import { formatMoney } from '../common/currency.ts';
import { formatUnixTime } from '../common/dates.ts';
import { isModifierForced, serviceOptionsProblems } from './pricing.ts';
import type { serviceOptionsFormSchema } from './schema.ts';
import {
  NO_TIMESTAMPS_SERVICE,
  activeChoices,
  activeModifiers,
  minimumTurnaround,
  type ServiceOptions,
} from './rules.ts';
import type {
  PriceAdjustment,
  PriceModifier,
  ServiceOptionMap,
  TranscriptionService,
} from './schema.ts';

/**
 * The rules of the service options form (client spec section 5), shared by the quote, the
 * upload page and the upload-to-project dialog: which fields show, as what, and what they say.
 */

/** The form as GET /v1/new-service/get-form answers it: option fields and add-on modifiers. */
export type ServiceOptionsFormModel = z.output<typeof serviceOptionsFormSchema>;
export type OptionField = ServiceOptionsFormModel['options'][number];
export type OptionName = OptionField['name'];
export type Choice = Extract<OptionField, { control: 'dropdown' }>['choices'][number];
export type ModifierField = ServiceOptionsFormModel['modifiers'][number];

export const INCLUDED_FREE = 'Included FREE';

const optionLabels: Record<OptionName, string> = {
  turnaround: 'Turnaround',
  speakers: 'Speakers',
  timestamps: 'Timestamps',
};

const choicesOf = (map: ServiceOptionMap): Choice[] =>
  activeChoices(map).map(([value, { label }]) => ({ value, label }));

function optionField(name: OptionName, map: ServiceOptionMap, required: boolean): OptionField {
  const choices = choicesOf(map);
  const [off, on] = choices;
  if (!required && choices.length === 2 && off && on)
    return { name, label: optionLabels[name], required, control: 'toggle', off, on };
  return { name, label: optionLabels[name], required, control: 'dropdown', choices };
}

/** What an adjustment adds, as a label; null when it adds nothing. */
export function adjustmentLabel(adjustment: PriceAdjustment, currency: Currency): string | null {
  if ('percent' in adjustment)
    return adjustment.percent === 0
      ? null
      : `${adjustment.percent > 0 ? '+' : ''}${adjustment.percent}%`;
  const perMinute = adjustment.perMinute[currency];
  return perMinute === 0 ? null : `+${formatMoney(perMinute, currency)}/min`;
}

function modifierPriceLabel(modifier: PriceModifier, currency: Currency): string | null {
  const label = adjustmentLabel(modifier.adjustment, currency);
  return label === null && modifier.kind === 'speakerId' ? INCLUDED_FREE : label;
}

/** The form for a service as the client's current speakers choice shapes it. */
export function serviceOptionsForm(
  service: TranscriptionService,
  speakers: string | undefined,
  currency: Currency,
): ServiceOptionsFormModel {
  const options = [
    optionField('turnaround', service.turnaround, true),
    optionField('speakers', service.speakers, true),
  ];
  if (service.shortName !== NO_TIMESTAMPS_SERVICE && choicesOf(service.timestamps).length > 0)
    options.push(optionField('timestamps', service.timestamps, false));
  const modifiers = activeModifiers(service).map(([name, modifier]) => ({
    name,
    label: modifier.label,
    description: modifier.description,
    priceLabel: modifierPriceLabel(modifier, currency),
    locked: isModifierForced(service, speakers ?? '', name),
  }));
  return { options, modifiers };
}

/** Form values as react-final-form holds them: select values are strings. */
export interface ServiceOptionsValues {
  turnaround?: string;
  speakers?: string;
  timestamps?: string;
  priceCalculationElements?: Record<string, boolean>;
  clientComments?: string;
}

/** The form's values as the options a price or a media is given; undefined until complete. */
export function toServiceOptions(
  service: TranscriptionService,
  values: ServiceOptionsValues,
): ServiceOptions | undefined {
  const options: Partial<ServiceOptions> = {
    id: service.id,
    ...(values.turnaround ? { turnaround: Number(values.turnaround) } : {}),
    ...(values.speakers ? { speakers: values.speakers } : {}),
    ...(values.timestamps ? { timestamps: values.timestamps } : {}),
    ...(values.clientComments ? { clientComments: values.clientComments } : {}),
    priceCalculationElements: values.priceCalculationElements ?? {},
  };
  return serviceOptionsProblems(service, options).length === 0
    ? (options as ServiceOptions)
    : undefined;
}

/** Field errors for react-final-form: turnaround and speakers must be selected. */
export function validateServiceOptions(
  service: TranscriptionService,
  values: ServiceOptionsValues,
): Partial<Record<OptionName, string>> {
  const errors: Partial<Record<OptionName, string>> = {};
  const options = {
    ...(values.turnaround ? { turnaround: Number(values.turnaround) } : {}),
    ...(values.speakers ? { speakers: values.speakers } : {}),
    ...(values.timestamps ? { timestamps: values.timestamps } : {}),
  };
  for (const problem of serviceOptionsProblems(service, options))
    errors[problem.field as OptionName] ??= problem.message;
  return errors;
}

export interface QuoteProgress {
  optionsComplete: boolean;
  durationComplete: boolean;
  emailComplete: boolean;
}

/** What the quote's price area says until it can show prices; null once it can. */
export function quotePricePlaceholder(progress: QuoteProgress): string | null {
  if (!progress.optionsComplete) return 'Choose a service and its options to see the price';
  if (!progress.durationComplete) return 'Enter the duration of your recording to see the price';
  if (!progress.emailComplete) return 'Enter your email to see the price';
  return null;
}

/** The upload page's checkout area until files, options and checkout details are all done. */
export const CHECKOUT_PLACEHOLDER = 'Checkout will appear once all 3 steps are completed.';

/**
 * The turnaround warning shows once the client has opened the turnaround dropdown, when the
 * service asks for it and even its fastest turnaround takes four days or more.
 */
export const shouldWarnAboutTurnaround = (
  service: TranscriptionService,
  turnaroundOpened: boolean,
): boolean =>
  turnaroundOpened &&
  service.turnaroundWarning &&
  minimumTurnaround(service) >= TURNAROUND_WARNING_MIN_SECONDS;

export const turnaroundWarningText = (service: TranscriptionService): string =>
  `${service.name} takes at least ${Math.round(minimumTurnaround(service) / 86_400)} days. ` +
  'Please choose another service if you need your transcript sooner.';

/** When a transcript ordered now would arrive: turnaround plus 15 minutes of handling. */
export const estimatedDeliveryAt = (nowMs: number, turnaroundSeconds: number): number =>
  nowMs + (turnaroundSeconds + ESTIMATED_DELIVERY.extraSeconds) * 1000;

/** "14:05 on Tue, Nov 24th", in the visitor's local time. */
export const formatEstimatedDelivery = (ms: number): string => formatUnixTime(ms / 1000, 'long');
