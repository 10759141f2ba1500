import type { Currency } from '../common/constants.ts';
import type { ServiceOptionMap, TranscriptionService } from './schema.ts';

const prices = (GBP: number): Record<Currency, number> => ({
  GBP,
  USD: Math.round(GBP * 1.25),
  EUR: Math.round(GBP * 1.15),
  CAD: Math.round(GBP * 1.7),
});

const options = (entries: [string, string, number][]): ServiceOptionMap =>
  Object.fromEntries(
    entries.map(([key, label, percent], position) => [
      key,
      { label, status: 'active', position, adjustment: { percent } },
    ]),
  );

/**
 * A service shaped like the seeded catalogue's transcription services, as GET
 * /v1/new-service/guest-services answers: four turnarounds, four speakers choices, three
 * timestamps choices, a free speaker-ID add-on and a 20% surcharge.
 */
export function testService(overrides: Partial<TranscriptionService> = {}): TranscriptionService {
  return {
    id: 1,
    name: 'Intelligent Verbatim',
    shortName: 'IVB',
    description: 'Every word that matters.',
    status: 'active',
    streaming: false,
    turnaroundWarning: false,
    meetingDetails: 'none',
    basePrices: prices(100),
    turnaround: options([
      ['604800', '7 days', 0],
      ['172800', '48 hours', 25],
      ['86400', '24 hours', 50],
      ['43200', 'Checkout by 6pm (local time)', 100],
    ]),
    speakers: options([
      ['1', '1 Speaker', 0],
      ['dictation', '1 (Dictation)', 0],
      ['2-3', '2-3 Speakers', 10],
      ['4+', '4+ Speakers', 25],
    ]),
    timestamps: options([
      ['none', 'No timestamps', 0],
      ['every_2_minutes', 'Every 2 minutes', 5],
      ['speaker_change', 'At every speaker change', 10],
    ]),
    priceCalculationElements: {
      speaker_id: {
        label: 'Speaker ID',
        description: 'Every speaker named',
        kind: 'speakerId',
        status: 'active',
        optional: true,
        position: 0,
        adjustment: { percent: 0 },
      },
      difficult_audio: {
        label: 'Difficult audio',
        description: 'Background noise or strong accents',
        kind: 'surcharge',
        status: 'active',
        optional: true,
        position: 1,
        adjustment: { percent: 20 },
      },
    },
    ...overrides,
  };
}
