import { minorUnitsOf } from '@portal/contracts/common/currency';
import type { ServiceOptionMap, TranscriptionService } from '@portal/contracts/services/schema';
import {
  currencies,
  toAdjustment,
  type OptionRowValues,
  type ServiceValues,
} from './service-values.ts';

const optionMap = (rows: OptionRowValues[]): ServiceOptionMap =>
  Object.fromEntries(
    rows
      .filter((row) => row.value.trim() !== '')
      .map((row, position) => [
        row.value.trim(),
        {
          label: row.label || row.value,
          status: row.status,
          position,
          adjustment: toAdjustment(row.adjustment),
        },
      ]),
  );

/**
 * The service as the form stands, for the pricing engine: what the quote would price were it
 * saved. Rows without a value yet are left out.
 */
export const previewService = (values: ServiceValues): TranscriptionService => ({
  id: 0,
  name: values.name,
  shortName: values.shortName,
  description: values.description,
  status: 'active',
  streaming: values.streaming,
  turnaroundWarning: values.turnaroundWarning,
  meetingDetails: values.meetingDetails,
  basePrices: Object.fromEntries(
    currencies.map((currency) => [currency, minorUnitsOf(values.basePrices[currency])]),
  ) as TranscriptionService['basePrices'],
  turnaround: optionMap(values.turnaround),
  speakers: optionMap(values.speakers),
  timestamps: optionMap(values.timestamps),
  priceCalculationElements: Object.fromEntries(
    values.priceCalculationElements
      .filter((row) => row.name.trim() !== '')
      .map((row, position) => [
        row.name.trim(),
        {
          label: row.label || row.name,
          description: row.description,
          kind: row.kind,
          status: row.status,
          optional: row.optional,
          position,
          adjustment: toAdjustment(row.adjustment),
        },
      ]),
  ),
});
