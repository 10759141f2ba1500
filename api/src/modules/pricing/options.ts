import type { ApiFieldError } from '@portal/contracts/common/errors';
import {
  applyServiceOptionRules,
  serviceOptionsProblems,
} from '@portal/contracts/services/pricing';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import type { ServiceOptionsInput } from '@portal/contracts/services/schema';
import type { Db } from '../../db/index.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import { fieldName } from '../../lib/validation.ts';
import { findService } from '../services/service.ts';

/** Options as a request gives them (`priceCalculationElements` may be left out). */
export type OptionsInput = DomainInput<ServiceOptionsInput>;
/** Options as the estimate takes them: every turnaround is priced, so it may be left out. */
export type EstimateOptionsInput = Omit<OptionsInput, 'turnaround'> & {
  turnaround?: number;
};
export type EstimateOptions = Omit<ServiceOptions, 'turnaround'> & { turnaround?: number };

export const serviceNotAvailable = 'This service is not available';

/** A request's options as the contracts' `ServiceOptions` the pricing engine takes. */
export function toServiceOptions(input: OptionsInput): ServiceOptions;
export function toServiceOptions(input: EstimateOptionsInput): EstimateOptions;
export function toServiceOptions(input: EstimateOptionsInput): EstimateOptions {
  const { clientComments, priceCalculationElements, ...rest } = input;
  return {
    ...rest,
    ...(clientComments ? { clientComments } : {}),
    priceCalculationElements: priceCalculationElements ?? {},
  };
}

// The engine names fields in camelCase; the client sent them in snake_case.
const wireNames: Record<string, string> = {
  priceCalculationElements: 'price_calculation_elements',
};

const wirePath = (field: string): string[] =>
  field.split('.').map((part) => wireNames[part] ?? part);

/**
 * Why these options cannot be priced for this service (unknown or not active, unavailable
 * option values, add-ons), each named as the client sent the field: `at` is the path of the
 * options, e.g. ['service_options'] or ['estimation', 0, 'service_options'].
 */
export function optionsFieldErrors(
  service: TranscriptionService | undefined,
  options: EstimateOptions,
  at: readonly PropertyKey[],
): ApiFieldError[] {
  if (!service || service.status !== 'active')
    return [{ field: fieldName([...at, 'id']), message: serviceNotAvailable }];
  return (
    serviceOptionsProblems(service, options)
      // An estimate prices every turnaround: one left out is not a problem.
      .filter((problem) => !(problem.field === 'turnaround' && options.turnaround === undefined))
      .map((problem) => ({
        field: fieldName([...at, ...wirePath(problem.field)]),
        message: problem.message,
      }))
  );
}

/**
 * Options checked against their service (422 naming the field) and shaped by its rules: a
 * client's as they choose them, an admin's as they change an ordered media's (editService).
 */
export async function checkedOptions(db: Db, input: OptionsInput | undefined) {
  if (!input) return undefined;
  const options = toServiceOptions(input);
  const service = await findService(db, options.id);
  const problems = optionsFieldErrors(service, options, ['service_options']);
  if (!service || problems.length > 0) throw new RequestValidationError(problems);
  return applyServiceOptionRules(service, options);
}
