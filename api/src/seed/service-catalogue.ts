import {
  CHECKOUT_BY_6PM_LABEL,
  TURNAROUND,
  type Currency,
} from '@portal/contracts/common/constants';
import type { GradeRates, ServiceRates } from '@portal/contracts/user/grades';
import type {
  PriceModifier,
  ServiceOptionMap,
  ServiceOptionValue,
  TranscriptionService,
} from '@portal/contracts/services/schema';

/**
 * A catalogue entry as it is seeded: everything but the id the database gives it, and what it
 * pays typists.
 */
export type CatalogueService = Omit<TranscriptionService, 'id'> & ServiceRates;

type Availability = ServiceOptionValue['status'];
type OptionSpec = [key: string, label: string, percent: number, status?: Availability];

const optionMap = (specs: OptionSpec[]): ServiceOptionMap =>
  Object.fromEntries(
    specs.map(([key, label, percent, status = 'active'], position) => [
      key,
      { label, status, position, adjustment: { percent } },
    ]),
  );

const prices = (GBP: number, USD: number, EUR: number, CAD: number): Record<Currency, number> => ({
  GBP,
  USD,
  EUR,
  CAD,
});

/** Availability of the 7-day, 48-hour, 24-hour and 12-hour turnarounds, fastest costing most. */
function turnarounds(
  ...availability: [Availability, Availability, Availability, Availability]
): ServiceOptionMap {
  return optionMap([
    [String(TURNAROUND.sevenDays), '7 days', 0, availability[0]],
    [String(TURNAROUND.fortyEightHours), '48 hours', 25, availability[1]],
    [String(TURNAROUND.twentyFourHours), '24 hours', 50, availability[2]],
    [String(TURNAROUND.twelveHours), CHECKOUT_BY_6PM_LABEL, 100, availability[3]],
  ]);
}

/**
 * What a typist earns per minute of recording (GBP pence) at grades 1, 2 and 3; null leaves a
 * grade out, so the service's jobs are never offered to it.
 */
const perGrade = (...rates: [number | null, number | null, number | null]): GradeRates =>
  Object.fromEntries(
    rates.flatMap((rate, index) => (rate === null ? [] : [[String(index + 1), rate]])),
  ) as GradeRates;

const allTurnarounds = turnarounds('active', 'active', 'active', 'active');

const speakers = optionMap([
  ['1', '1 Speaker', 0],
  ['dictation', '1 (Dictation)', 0],
  ['2-3', '2-3 Speakers', 10],
  ['4+', '4+ Speakers', 25],
]);

const transcriptTimestamps = optionMap([
  ['none', 'No timestamps', 0],
  ['every_2_minutes', 'Every 2 minutes', 5],
  ['speaker_change', 'At every speaker change', 10],
]);

const minutesTimestamps = optionMap([
  ['none', 'No timestamps', 0],
  ['agenda_item', 'At each agenda item', 5],
]);

const modifier = (
  position: number,
  kind: PriceModifier['kind'],
  label: string,
  description: string,
  percent: number,
  optional = true,
): PriceModifier => ({
  label,
  description,
  kind,
  status: 'active',
  optional,
  position,
  adjustment: { percent },
});

const speakerId = modifier(
  0,
  'speakerId',
  'Speaker ID',
  'Every speaker named or labelled in the transcript',
  0,
);
const difficultAudio = modifier(
  1,
  'surcharge',
  'Difficult audio',
  'Background noise, strong accents or a poor recording',
  20,
);
const specialistTerms = (optional: boolean) =>
  modifier(
    2,
    'surcharge',
    'Specialist terminology',
    'Medical, legal or technical vocabulary checked by a specialist typist',
    50,
    optional,
  );

const transcriptModifiers = {
  speaker_id: speakerId,
  difficult_audio: difficultAudio,
  specialist_terms: specialistTerms(true),
};
const minutesModifiers = {
  difficult_audio: difficultAudio,
  specialist_terms: specialistTerms(true),
};

const shared = {
  status: 'active',
  streaming: false,
  turnaroundWarning: false,
  meetingDetails: 'none',
  speakers,
} as const;
/** Minutes are written from the meeting's title, date, agenda and attendees. */
const minutes = { ...shared, meetingDetails: 'multiField' } as const;

/** The nine services (client spec section 9), seeded when the catalogue is empty. */
export const serviceCatalogue: readonly CatalogueService[] = [
  {
    ...shared,
    name: 'Intelligent Verbatim',
    shortName: 'IVB',
    typistGradeRates: perGrade(45, 55, 65),
    notesTypistRates: perGrade(50, 60, 70),
    description:
      'Every word that matters, with false starts, fillers and repetitions left out so the transcript reads cleanly.',
    basePrices: prices(110, 140, 130, 190),
    turnaround: allTurnarounds,
    timestamps: transcriptTimestamps,
    priceCalculationElements: transcriptModifiers,
  },
  {
    ...shared,
    name: 'Summary Notes',
    shortName: 'NOT',
    typistGradeRates: perGrade(40, 48, 56),
    notesTypistRates: perGrade(55, 65, 75),
    description:
      'Concise notes of the points made, in the order they were made, for when you need the substance rather than every word.',
    basePrices: prices(90, 115, 105, 155),
    turnaround: allTurnarounds,
    timestamps: transcriptTimestamps,
    priceCalculationElements: transcriptModifiers,
  },
  {
    ...shared,
    meetingDetails: 'simple',
    name: 'Interview Transcription',
    shortName: 'INT',
    typistGradeRates: perGrade(50, 60, 70),
    notesTypistRates: perGrade(55, 65, 75),
    description:
      'Word-for-word transcripts of research interviews and focus groups, ready for coding and analysis.',
    basePrices: prices(120, 150, 140, 205),
    turnaround: allTurnarounds,
    timestamps: transcriptTimestamps,
    priceCalculationElements: transcriptModifiers,
  },
  {
    ...shared,
    name: 'Captions and Subtitles',
    shortName: 'CAP',
    typistGradeRates: perGrade(60, 72, 85),
    notesTypistRates: {},
    description:
      'Captions timed to the picture, delivered as subtitle files for any video player or platform.',
    basePrices: prices(150, 190, 175, 260),
    turnaround: allTurnarounds,
    timestamps: {},
    priceCalculationElements: transcriptModifiers,
  },
  {
    ...minutes,
    name: 'Minutes: Resolutions',
    shortName: '3BR',
    typistGradeRates: perGrade(55, 65, 75),
    notesTypistRates: perGrade(70, 85, 100),
    description:
      'The motions, decisions and votes of a board or committee meeting, and nothing else.',
    basePrices: prices(130, 165, 150, 225),
    turnaround: turnarounds('active', 'active', 'other', 'deleted'),
    timestamps: minutesTimestamps,
    priceCalculationElements: minutesModifiers,
  },
  {
    ...minutes,
    name: 'Minutes: Concise',
    shortName: '3BC',
    typistGradeRates: perGrade(60, 70, 80),
    notesTypistRates: perGrade(80, 95, 110),
    description: 'Short minutes: each agenda item with its key points, decisions and actions.',
    basePrices: prices(160, 200, 185, 275),
    turnaround: turnarounds('active', 'active', 'other', 'deleted'),
    timestamps: minutesTimestamps,
    priceCalculationElements: minutesModifiers,
  },
  {
    ...minutes,
    name: 'Minutes: Detailed',
    shortName: '3BD',
    typistGradeRates: perGrade(70, 82, 95),
    notesTypistRates: perGrade(95, 110, 125),
    description:
      'Full minutes: the discussion of each agenda item attributed to its speakers, with decisions and actions.',
    basePrices: prices(200, 250, 230, 345),
    turnaround: turnarounds('active', 'active', 'other', 'deleted'),
    timestamps: minutesTimestamps,
    priceCalculationElements: minutesModifiers,
  },
  {
    ...shared,
    name: 'Bespoke Format',
    shortName: 'BSF',
    typistGradeRates: perGrade(null, 80, 95),
    notesTypistRates: {},
    description:
      'Transcripts written to your own style guide and template by a dedicated team of specialist typists.',
    turnaroundWarning: true,
    basePrices: prices(180, 230, 210, 310),
    turnaround: turnarounds('active', 'deleted', 'deleted', 'deleted'),
    timestamps: transcriptTimestamps,
    priceCalculationElements: { ...transcriptModifiers, specialist_terms: specialistTerms(false) },
  },
  {
    ...minutes,
    name: 'Minutes with Follow-up Actions',
    shortName: 'MFA',
    typistGradeRates: perGrade(60, 70, 80),
    notesTypistRates: perGrade(85, 100, 115),
    description:
      'Action-focused minutes: every decision with its owner and deadline, ready to circulate.',
    basePrices: prices(170, 215, 195, 290),
    turnaround: turnarounds('active', 'active', 'active', 'deleted'),
    timestamps: {},
    priceCalculationElements: minutesModifiers,
  },
];
