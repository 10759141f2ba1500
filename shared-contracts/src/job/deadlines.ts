/**
 * Deadlines of a job (staff spec sections 4 and 9): the media's deadline comes from its order
 * and turnaround; a typist's deadline leaves the proofreader time before it, and a typist may
 * extend theirs (typist deadline extension flag) up to that latest moment.
 */
import { TURNAROUND } from '../common/constants.ts';

const SECOND = 1000;

/** When the client is owed the transcript: the order's time plus the chosen turnaround. */
export const mediaDeadline = (orderedAt: Date, turnaroundSeconds: number): Date =>
  new Date(orderedAt.getTime() + turnaroundSeconds * SECOND);

/** The proofreader's share of the turnaround: twelve hours, or a quarter of a shorter one. */
export const proofreadingWindow = (turnaroundSeconds: number): number =>
  Math.min(TURNAROUND.twelveHours, Math.floor(turnaroundSeconds / 4));

/** The latest deadline a typist's job may have (GET /v1/job/max-typist-deadline/{id}). */
export const maxTypistDeadline = (deadline: Date, turnaroundSeconds: number): Date =>
  new Date(deadline.getTime() - proofreadingWindow(turnaroundSeconds) * SECOND);

/** A job's deadline when a typist takes it: a day to type, or less when the media is due sooner. */
export const typistDeadlineFrom = (assignedAt: Date, latest: Date): Date =>
  new Date(Math.min(latest.getTime(), assignedAt.getTime() + TURNAROUND.twentyFourHours * SECOND));
