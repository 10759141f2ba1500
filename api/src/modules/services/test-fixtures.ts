import type { GradeRates } from '@portal/contracts/user/grades';
import type { ManagedService } from '@portal/contracts/services/service-management-schema';
import type { PriceAdjustment, ServiceOptionMap } from '@portal/contracts/services/schema';

/** A new service as a super admin's form sends it (JSON here; the form's wire is tested too). */
export const serviceBody = (changes: Record<string, unknown> = {}) => ({
  name: 'Legal Dictation',
  short_name: 'LGD',
  description: 'Dictated letters and file notes for law firms.',
  status: 'active',
  streaming: false,
  turnaround_warning: false,
  meeting_details: 'none',
  base_prices: { USD: 150, GBP: 120, EUR: 140, CAD: 200 },
  turnaround: [
    {
      value: '604800',
      label: '7 days',
      status: 'active',
      adjustment: { type: 'percent', percent: 0 },
    },
    {
      value: '86400',
      label: '24 hours',
      status: 'active',
      adjustment: { type: 'percent', percent: 50 },
    },
  ],
  speakers: [
    {
      value: '1',
      label: '1 Speaker',
      status: 'active',
      adjustment: { type: 'percent', percent: 0 },
    },
    {
      value: '4+',
      label: '4+ Speakers',
      status: 'active',
      adjustment: { type: 'percent', percent: 25 },
    },
  ],
  price_calculation_elements: [
    {
      name: 'difficult_audio',
      label: 'Difficult audio',
      description: 'Background noise or strong accents',
      kind: 'surcharge',
      status: 'active',
      optional: true,
      adjustment: { type: 'per_minute', per_minute: { USD: 10, GBP: 8, EUR: 9, CAD: 13 } },
    },
  ],
  typist_grade_rates: [
    { grade: 1, rate: 40 },
    { grade: 2, rate: 50 },
  ],
  notes_typist_rates: [{ grade: 3, rate: 70 }],
  ...changes,
});

const adjustmentBody = (adjustment: PriceAdjustment) =>
  'percent' in adjustment
    ? { type: 'percent', percent: adjustment.percent }
    : { type: 'per_minute', per_minute: adjustment.perMinute };

const rowsOf = (map: ServiceOptionMap) =>
  Object.entries(map)
    .sort(([, a], [, b]) => a.position - b.position)
    .map(([value, option]) => ({
      value,
      label: option.label,
      status: option.status,
      adjustment: adjustmentBody(option.adjustment),
    }));

const rateRows = (rates: GradeRates) =>
  Object.entries(rates).map(([grade, rate]) => ({ grade: Number(grade), rate }));

/** A service as PUT takes it back: every field as read, on the version read. */
export const bodyOf = (service: ManagedService, changes: Record<string, unknown> = {}) => ({
  name: service.name,
  short_name: service.shortName,
  description: service.description,
  status: service.status,
  streaming: service.streaming,
  turnaround_warning: service.turnaroundWarning,
  meeting_details: service.meetingDetails,
  base_prices: service.basePrices,
  turnaround: rowsOf(service.turnaround),
  speakers: rowsOf(service.speakers),
  timestamps: rowsOf(service.timestamps),
  price_calculation_elements: Object.entries(service.priceCalculationElements)
    .sort(([, a], [, b]) => a.position - b.position)
    .map(([name, modifier]) => ({
      name,
      label: modifier.label,
      description: modifier.description,
      kind: modifier.kind,
      status: modifier.status,
      optional: modifier.optional,
      adjustment: adjustmentBody(modifier.adjustment),
    })),
  typist_grade_rates: rateRows(service.typistGradeRates),
  notes_typist_rates: rateRows(service.notesTypistRates),
  updated_at: service.updatedAt,
  ...changes,
});
