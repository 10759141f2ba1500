import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  applyServiceOptionRules,
  billedMinutes,
  linePrice,
} from '@portal/contracts/services/pricing';
import { audioQuality, inaudiblesInRange } from '@portal/contracts/media/audio-quality';
import { jobRateFor, type Grade, type ServiceRates } from '@portal/contracts/user/grades';
import { maxTypistDeadline, typistDeadlineFrom } from '@portal/contracts/job/deadlines';
import { mediaProgress } from '@portal/contracts/media/progress';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import type { Db } from '../db/index.ts';
import { jobs, media } from '../db/schema.ts';
import type { MediaRow } from '../db/rows.ts';
import type { ServiceDeps } from '../lib/service-deps.ts';
import { wavBytes } from '../lib/wav.ts';
import { enqueueRendition } from '../modules/media/rendition-task.ts';
import { saveTranscript } from '../modules/transcript/service.ts';
import { takeSnapshot } from '../modules/transcript/snapshots.ts';
import type { UserRow } from '../modules/user/service.ts';
import type { DemoDraft, DemoJob, DemoRecording } from './demo-recordings.ts';
import { heardDraft, voicedSteps } from './demo-drafts.ts';
import type { DemoScript } from './demo-scripts.ts';

export type DemoWorkDeps = Pick<ServiceDeps, 'db' | 'storage' | 'now' | 'vatPercent'>;

/** The demo typist's grade: the rate of their jobs. */
export const DEMO_TYPIST_GRADE: Grade = 2;

/** Who the demo work is for, and the services it is ordered in. */
export interface Cast {
  client: UserRow;
  typist: UserRow;
  proofreader: UserRow;
  admin: UserRow;
  /** By short name, with what the service pays typists. */
  services: ReadonlyMap<string, { service: TranscriptionService; rates: ServiceRates }>;
}

/** The moments of the story: uploaded, ordered, taken by the typist, typed. */
export interface Timeline {
  uploaded: Date;
  ordered: Date;
  assigned: Date;
  finished: Date;
}

/** One seeding: its transaction, the storage keys it wrote (removed if it fails), its people. */
export interface Seeding {
  deps: DemoWorkDeps;
  tx: Db;
  written: string[];
  cast: Cast;
  times: Timeline;
}

function serviceOf(cast: Cast, recording: DemoRecording) {
  const found = cast.services.get(recording.service);
  if (!found) throw new Error(`No service ${recording.service}`);
  return found;
}

const contentOf = (script: DemoScript): TranscriptContent => ({
  speakers: script.speakers.map((name, index) => ({ id: `speaker-${index + 1}`, name })),
  sections: script.sections.map(([start, speaker, text], index) => ({
    id: `section-${index + 1}`,
    speaker,
    start,
    text,
  })),
});

// A line is spoken inside its voice's tone, a moment after it starts and before it ends.
const BREATH = 0.1;

/**
 * The draft speech-to-text would make of the recording: each voiced tone step a line (the
 * draft's lines in turn), its speaker told by the tone, its words timed inside the step.
 */
export function draftOf(recording: DemoRecording, draft: DemoDraft): TranscriptContent {
  const steps = voicedSteps(recording.pattern, recording.seconds);
  const tones = [...new Set(steps.map((step) => step.hz))];
  const lines = steps.map((step, index) => ({
    start: step.start + BREATH,
    end: step.end - BREATH,
    speaker: `Speaker ${tones.indexOf(step.hz) + 1}`,
    text: draft.lines[index % draft.lines.length]!,
  }));
  return heardDraft(lines, recording.seconds, new Set(draft.unsure));
}

/** The recording's bytes in storage and its media row, processed and priced as an upload is. */
export async function insertRecording(
  { deps, tx, written, cast, times }: Seeding,
  recording: DemoRecording,
  owner: Pick<MediaRow, 'userId' | 'projectId'>,
): Promise<MediaRow> {
  const bytes = wavBytes(recording.seconds, { pattern: recording.pattern });
  const storageKey = `${randomUUID()}.wav`;
  await deps.storage.write(storageKey, bytes, 'audio/wav');
  written.push(storageKey);
  const { service } = serviceOf(cast, recording);
  const serviceOptions = applyServiceOptionRules(service, {
    id: service.id,
    turnaround: recording.turnaround,
    speakers: recording.speakers,
    timestamps: 'none',
    priceCalculationElements: {},
  });
  const [inserted] = await tx
    .insert(media)
    .values({
      ...owner,
      title: recording.title,
      extension: 'wav',
      mime: 'audio/wav',
      size: bytes.length,
      status: 'uploaded',
      duration: recording.seconds,
      billedDuration: billedMinutes(recording.seconds) * 60,
      serviceOptions,
      currency: 'GBP',
      ...linePrice(service, serviceOptions, recording.seconds, {
        currency: 'GBP',
        vatPercent: deps.vatPercent,
      }),
      storageKey,
      createdAt: times.uploaded,
      updatedAt: times.uploaded,
    })
    .returning();
  if (!inserted) throw new Error('The demo media was not created');
  // As an upload has it made: the typists' player.
  await enqueueRendition(tx, inserted.id);
  return inserted;
}

/** The typist's deadline when they took the job: a day, or less when the proofreader needs it. */
function typistDeadline(item: MediaRow, times: Timeline): Date {
  if (!item.deadline) throw new Error('A job is taken on an ordered media only');
  const latest = maxTypistDeadline(item.deadline, item.serviceOptions?.turnaround ?? 0);
  return typistDeadlineFrom(times.assigned, latest);
}

/** A demo job's columns by the job rules: its typist's rate, deadlines, proofreader, issue. */
function jobValues(
  { cast, times }: Seeding,
  shape: DemoJob,
  range: { start: number; end: number },
  item: MediaRow,
  rate: number,
  script: DemoScript | undefined,
) {
  // An offer pays the rate of the grade it is offered at: the demo typist's.
  if (shape.status === 'available')
    return shape.offered
      ? { status: shape.status, selfAssign: true, rate, updatedAt: times.ordered }
      : { status: shape.status, updatedAt: times.ordered };
  const taken = {
    status: shape.status,
    typistId: cast.typist.id,
    deadline: typistDeadline(item, times),
    rate,
    ...(shape.issue && { hasIssue: true, issueReport: shape.issue, issueStatus: 'Open' as const }),
    updatedAt: shape.status === 'assigned' ? times.assigned : times.finished,
  };
  if (shape.status !== 'partial-done' && shape.status !== 'done') return taken;
  const inaudibles = script ? inaudiblesInRange(contentOf(script), range.start, range.end) : 0;
  return {
    ...taken,
    proofreaderId: cast.proofreader.id,
    proofreaderDeadline: item.deadline,
    proofreaderComment: shape.proofreaderComment ?? null,
    report: shape.report ?? null,
    inaudiblesAmount: inaudibles,
    audioQuality: audioQuality(range.end - range.start, inaudibles),
    finishedAt: times.finished,
  };
}

/**
 * The work on a media as the recording describes it: its one job over the whole duration (as
 * checkout makes it) reshaped, cut at half-way when a second job is split from it; the text
 * typed so far; the media's status and sub-status as its jobs make them. Answers how many jobs.
 */
export async function shapeWork(
  seeding: Seeding,
  recording: DemoRecording,
  item: MediaRow,
  author: UserRow,
): Promise<number> {
  const { tx, cast, times } = seeding;
  const [original] = await tx.select().from(jobs).where(eq(jobs.mediaId, item.id));
  if (!original) throw new Error('The media has no job to shape');
  const rate = jobRateFor(serviceOf(cast, recording).rates, 'default', DEMO_TYPIST_GRADE);
  const [first, second] = recording.jobs;
  const cut = second ? Math.floor(recording.seconds / 2) : recording.seconds;
  const values = (shape: DemoJob, start: number, end: number) =>
    jobValues(seeding, shape, { start, end }, item, rate, recording.script);
  await tx
    .update(jobs)
    .set({ end: cut, ...values(first, 0, cut) })
    .where(eq(jobs.id, original.id));
  if (second)
    await tx.insert(jobs).values({
      mediaId: item.id,
      parentId: original.id,
      start: cut,
      end: recording.seconds,
      createdAt: times.ordered,
      ...values(second, cut, recording.seconds),
    });
  const transcript = recording.script
    ? await saveTranscript(tx, {
        mediaId: item.id,
        kind: 'default',
        content: contentOf(recording.script),
        userId: author.id,
        at: times.finished,
        written: 'whole',
      })
    : undefined;
  // Saved by no one, as speech-to-text saves its draft, and known for a draft by its version.
  const drafted = recording.draft
    ? await saveTranscript(tx, {
        mediaId: item.id,
        kind: 'default',
        content: draftOf(recording, recording.draft),
        userId: null,
        at: times.ordered,
        written: 'whole',
      })
    : undefined;
  const rows = await tx.select().from(jobs).where(eq(jobs.mediaId, item.id));
  // A finished job was submitted: its snapshot is there to see and restore, as a submit keeps.
  if (transcript)
    for (const job of rows.filter((row) => row.finishedAt !== null))
      await takeSnapshot(tx, transcript, 'job', {
        userId: cast.typist.id,
        at: times.finished,
        jobId: job.id,
      });
  await tx
    .update(media)
    .set({
      ...mediaProgress({ ...item, status: 'ordered' }, rows),
      ...(drafted && { s2tState: 'done' as const, s2tDraftVersion: drafted.version }),
      updatedAt: times.finished,
    })
    .where(eq(media.id, item.id));
  return rows.length;
}
