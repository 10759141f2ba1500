import { TURNAROUND } from '@portal/contracts/common/constants';
import type { JobStatus } from '@portal/contracts/common/statuses';
import type { ToneStep } from '../lib/wav.ts';
import { demoScripts, type DemoScript } from './demo-scripts.ts';

/** What a demo job is doing; the seed fills in who, when and for how much by the job rules. */
export type DemoJob =
  | { status: 'available'; offered: boolean }
  | {
      status: Exclude<JobStatus, 'available' | 'substandard' | 'merged'>;
      issue?: string;
      /** An admin's comment to the proofreader of a typed job. */
      proofreaderComment?: string;
      /** The proofreader's report on a proofread job (proofreader reports flag). */
      report?: string;
    };

/** A short generated recording and the work on it. */
export interface DemoRecording {
  title: string;
  /** Short name of a catalogue service. */
  service: string;
  /** Seconds. */
  turnaround: number;
  speakers: string;
  seconds: number;
  /** Voices as tones: the waveform shows who speaks when. */
  pattern: readonly ToneStep[];
  /** One job over the whole recording, or the original and the job split from it half-way. */
  jobs: readonly [DemoJob] | readonly [DemoJob, DemoJob];
  /** What the typists have typed so far. */
  script?: DemoScript;
  /** Instead: the speech-to-text draft the typists start from, its lines over the voices. */
  draft?: DemoDraft;
}

/**
 * What a speech-to-text engine heard in a recording: a line in each voiced step, in turn (again
 * from the first when there are more steps), and the words it was unsure of.
 */
export interface DemoDraft {
  lines: readonly string[];
  unsure: readonly string[];
}

const standUp: DemoDraft = {
  lines: [
    'Morning, everyone.',
    'Quick round, then.',
    'I finished the export screen.',
    'Reviews are still open.',
    'The Kubernetes upgrade is done.',
    'Any blockers today?',
    'Waiting on design for onboarding.',
    'I can pair on that.',
    'Billing tests are flaky again.',
    'I will look after lunch.',
    'Release notes are drafted.',
    'Send them round, please.',
  ],
  unsure: ['kubernetes', 'flaky', 'onboarding'],
};

const voices = (...hz: number[]): ToneStep[] =>
  hz.flatMap((tone, index) => [
    { hz: tone, seconds: 1.5 + (index % 3) * 0.5 },
    { hz: 0, seconds: 0.5 },
  ]);

const offered: DemoJob = { status: 'available', offered: true };

/** The demo client's order, in the project "Demo recordings". */
export const orderedRecordings: readonly DemoRecording[] = [
  {
    title: 'Quarterly budget meeting.wav',
    service: 'IVB',
    turnaround: TURNAROUND.fortyEightHours,
    speakers: '2-3',
    seconds: 240,
    pattern: voices(220, 330, 220, 262),
    jobs: [offered, offered],
  },
  {
    title: 'Customer interview - Alex.wav',
    service: 'INT',
    turnaround: TURNAROUND.sevenDays,
    speakers: '2-3',
    seconds: 150,
    pattern: voices(196, 294),
    jobs: [{ status: 'available', offered: false }],
  },
  {
    title: 'Product team stand-up.wav',
    service: 'IVB',
    turnaround: TURNAROUND.twentyFourHours,
    speakers: '4+',
    seconds: 180,
    pattern: voices(220, 262, 330, 392),
    jobs: [{ status: 'assigned' }],
    draft: standUp,
  },
  {
    title: 'Site visit interview.wav',
    service: 'INT',
    turnaround: TURNAROUND.fortyEightHours,
    speakers: '2-3',
    seconds: 270,
    pattern: voices(247, 349),
    jobs: [{ status: 'in-progress' }, offered],
    script: demoScripts.siteVisit,
  },
  {
    title: 'Board meeting - March.wav',
    service: '3BD',
    turnaround: TURNAROUND.sevenDays,
    speakers: '4+',
    seconds: 210,
    pattern: voices(196, 262, 311, 392),
    jobs: [
      {
        status: 'partial-done',
        proofreaderComment:
          "The client sent the directors' names with the order: check their spelling in the minutes.",
      },
    ],
    script: demoScripts.boardMeeting,
  },
  {
    title: 'Focus group - packaging.wav',
    service: 'INT',
    turnaround: TURNAROUND.sevenDays,
    speakers: '4+',
    seconds: 120,
    pattern: voices(220, 277, 330, 415),
    jobs: [
      {
        status: 'done',
        report:
          'Well typed. The participants were labelled consistently; one missed word at 01.05 is now filled in.',
      },
    ],
    script: demoScripts.focusGroup,
  },
  {
    title: 'Webinar questions.wav',
    service: 'IVB',
    turnaround: TURNAROUND.fortyEightHours,
    speakers: '2-3',
    seconds: 180,
    pattern: voices(233, 311),
    jobs: [
      {
        status: 'in-progress',
        issue:
          'The recording goes silent from 02.10 to 02.30. Could the client send a fuller copy?',
      },
    ],
    script: demoScripts.webinar,
  },
];

/**
 * The demo client's order of last month, in the project "Earlier recordings": one recording for
 * each demo typist, typed, proofread and done then, so last month has invoices to show.
 */
export const earlierRecordings: readonly [DemoRecording, DemoRecording] = [
  {
    title: 'Supplier review call.wav',
    service: 'INT',
    turnaround: TURNAROUND.sevenDays,
    speakers: '2-3',
    seconds: 60,
    pattern: voices(208, 311),
    jobs: [{ status: 'done' }],
    script: demoScripts.supplierReview,
  },
  {
    title: 'Training debrief.wav',
    service: 'IVB',
    turnaround: TURNAROUND.fortyEightHours,
    speakers: '2-3',
    seconds: 50,
    pattern: voices(233, 294),
    jobs: [{ status: 'done' }],
    script: demoScripts.trainingDebrief,
  },
];
