import {
  INCLUDED_FREE,
  estimatedDeliveryAt,
  formatEstimatedDelivery,
  quotePricePlaceholder,
  serviceOptionsForm,
  shouldWarnAboutTurnaround,
  toServiceOptions,
  turnaroundWarningText,
  validateServiceOptions,
} from './options-form.ts';
import type { ServiceOptionMap } from './schema.ts';
import { testService } from './test-service.ts';

const service = testService();

describe('serviceOptionsForm', () => {
  it('shows options with more than two choices as dropdowns, two as an Add/Remove toggle', () => {
    const twoTimestamps: ServiceOptionMap = {
      none: { label: 'No timestamps', status: 'active', position: 0, adjustment: { percent: 0 } },
      agenda_item: {
        label: 'At each agenda item',
        status: 'active',
        position: 1,
        adjustment: { percent: 5 },
      },
    };
    const form = serviceOptionsForm(testService({ timestamps: twoTimestamps }), undefined, 'GBP');
    expect(form.options.map((field) => [field.name, field.control])).toEqual([
      ['turnaround', 'dropdown'],
      ['speakers', 'dropdown'],
      ['timestamps', 'toggle'],
    ]);
    expect(form.options[2]).toMatchObject({
      off: { value: 'none' },
      on: { value: 'agenda_item', label: 'At each agenda item' },
    });
  });

  it('lists active choices in their order, labelled', () => {
    const [turnaround] = serviceOptionsForm(service, undefined, 'GBP').options;
    expect(turnaround).toMatchObject({
      required: true,
      choices: [
        { value: '604800', label: '7 days' },
        { value: '172800', label: '48 hours' },
        { value: '86400', label: '24 hours' },
        { value: '43200', label: 'Checkout by 6pm (local time)' },
      ],
    });
  });

  it('offers no timestamps for MFA', () => {
    const form = serviceOptionsForm(testService({ shortName: 'MFA' }), undefined, 'GBP');
    expect(form.options.map((field) => field.name)).toEqual(['turnaround', 'speakers']);
  });

  it('shows a free speaker ID as Included FREE and surcharges by their percentage', () => {
    expect(serviceOptionsForm(service, '1', 'GBP').modifiers).toEqual([
      expect.objectContaining({ name: 'speaker_id', priceLabel: INCLUDED_FREE, locked: false }),
      expect.objectContaining({ name: 'difficult_audio', priceLabel: '+20%', locked: false }),
    ]);
  });

  it('locks Speaker ID on with four or more speakers', () => {
    const [speakerId] = serviceOptionsForm(service, '4+', 'GBP').modifiers;
    expect(speakerId).toMatchObject({ name: 'speaker_id', locked: true });
  });
});

describe('validateServiceOptions and toServiceOptions', () => {
  it('requires turnaround and speakers', () => {
    expect(validateServiceOptions(service, {})).toEqual({
      turnaround: 'Required',
      speakers: 'Required',
    });
    expect(validateServiceOptions(service, { turnaround: '86400', speakers: '1' })).toEqual({});
  });

  it('gives options only once they are complete', () => {
    expect(toServiceOptions(service, { turnaround: '86400' })).toBeUndefined();
    expect(
      toServiceOptions(service, {
        turnaround: '86400',
        speakers: '2-3',
        priceCalculationElements: { difficult_audio: true },
      }),
    ).toEqual({
      id: 1,
      turnaround: 86400,
      speakers: '2-3',
      priceCalculationElements: { difficult_audio: true },
    });
  });
});

describe('quotePricePlaceholder', () => {
  it('asks for options, then the duration, then the email, then shows prices', () => {
    const all = { optionsComplete: true, durationComplete: true, emailComplete: true };
    expect(quotePricePlaceholder({ ...all, optionsComplete: false, emailComplete: false })).toBe(
      'Choose a service and its options to see the price',
    );
    expect(quotePricePlaceholder({ ...all, durationComplete: false })).toBe(
      'Enter the duration of your recording to see the price',
    );
    expect(quotePricePlaceholder({ ...all, emailComplete: false })).toBe(
      'Enter your email to see the price',
    );
    expect(quotePricePlaceholder(all)).toBeNull();
  });
});

describe('turnaround warning', () => {
  const slow = testService({
    name: 'Bespoke Format',
    turnaroundWarning: true,
    turnaround: {
      '604800': { label: '7 days', status: 'active', position: 0, adjustment: { percent: 0 } },
      '86400': { label: '24 hours', status: 'deleted', position: 1, adjustment: { percent: 50 } },
    },
  });

  it('shows once the dropdown was opened, on a service that asks for it and is slow', () => {
    expect(shouldWarnAboutTurnaround(slow, false)).toBe(false);
    expect(shouldWarnAboutTurnaround(slow, true)).toBe(true);
    expect(shouldWarnAboutTurnaround({ ...slow, turnaroundWarning: false }, true)).toBe(false);
    expect(shouldWarnAboutTurnaround({ ...service, turnaroundWarning: true }, true)).toBe(false);
    expect(turnaroundWarningText(slow)).toBe(
      'Bespoke Format takes at least 7 days. Please choose another service if you need your transcript sooner.',
    );
  });
});

describe('estimated delivery', () => {
  it('is now plus the turnaround plus 900 seconds', () => {
    expect(estimatedDeliveryAt(1_000, 86_400)).toBe(1_000 + 87_300_000);
  });

  it('reads as HH:mm on ddd, MMM Do', () => {
    const at = new Date(2026, 10, 24, 14, 5).getTime();
    expect(formatEstimatedDelivery(at)).toBe('14:05 on Tue, Nov 24th');
  });
});
