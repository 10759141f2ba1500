import { clientMayRemoveMedia, mayRemoveMedia } from './removal.ts';
import { mediaProgress, type JobProgressInput } from './progress.ts';
import type { JobStatus, MediaStatus } from '../common/statuses.ts';

const ordered = {
  status: 'ordered' as const,
  onHold: false,
  cancelled: false,
  renditionState: 'done' as const,
  s2tState: 'none' as const,
};
const job = (status: JobStatus, typistId: number | null = 7): JobProgressInput => ({
  status,
  typistId,
  selfAssign: false,
});
/** Whether the client may delete an ordered media once its jobs stand so. */
const withJobs = (...jobs: JobProgressInput[]) =>
  clientMayRemoveMedia(mediaProgress(ordered, jobs));

test('before work starts: not ordered, or ordered with no typist on any job', () => {
  for (const status of ['pending', 'uploaded'] as const)
    expect(clientMayRemoveMedia({ status })).toBe(true);
  expect(withJobs()).toBe(true);
  expect(withJobs(job('available', null))).toBe(true);
  expect(withJobs({ ...job('available', null), selfAssign: true })).toBe(true);
});

test('while a typist holds a job, or the work waits for its return: refused', () => {
  expect(withJobs(job('assigned'))).toBe(false);
  expect(withJobs(job('in-progress'))).toBe(false);
  // One part taken is enough.
  expect(withJobs(job('available', null), job('assigned'))).toBe(false);
  expect(withJobs(job('partial-done'))).toBe(false);
  expect(withJobs(job('done'))).toBe(false);
  expect(withJobs(job('merged'))).toBe(false);
  for (const status of ['assigned', 'in-progress', 'done'] as const)
    expect(clientMayRemoveMedia({ status })).toBe(false);
});

test('after the return, or once deleted', () => {
  for (const status of ['returned', 'archived', 'deleted'] as const)
    expect(clientMayRemoveMedia({ status })).toBe(true);
});

test('staff are not held to the client’s rule', () => {
  const working: { status: MediaStatus } = { status: 'assigned' };
  expect(mayRemoveMedia('staff', working)).toBe(true);
  for (const access of ['owner', 'company', 'full'] as const)
    expect(mayRemoveMedia(access, working)).toBe(false);
  expect(mayRemoveMedia('owner', { status: 'returned' })).toBe(true);
});
