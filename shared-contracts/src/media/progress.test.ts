import { mediaProgress, type JobProgressInput } from './progress.ts';

const ordered = {
  status: 'ordered' as const,
  onHold: false,
  cancelled: false,
  renditionState: 'done' as const,
  s2tState: 'none' as const,
};
const job = (over: Partial<JobProgressInput> = {}): JobProgressInput => ({
  status: 'available',
  typistId: null,
  selfAssign: false,
  ...over,
});

test.each([
  [[job()], 'ordered', 'Unassigned'],
  [[job(), job({ selfAssign: true })], 'ordered', 'Self-assignable'],
  [[job({ status: 'assigned', typistId: 1 }), job()], 'assigned', 'Part-assigned'],
  [
    [job({ status: 'assigned', typistId: 1 }), job({ status: 'in-progress', typistId: 2 })],
    'assigned',
    'Assigned',
  ],
  [
    [job({ status: 'partial-done', typistId: 1 }), job({ status: 'done', typistId: 2 })],
    'assigned',
    'Completed',
  ],
  [
    [job({ status: 'done', typistId: 1 }), job({ status: 'substandard', typistId: 2 })],
    'done',
    'Ready for Return',
  ],
  [
    [job({ status: 'done', typistId: 1 }), job({ status: 'merged', typistId: 2 })],
    'done',
    'Ready for Return',
  ],
  [
    [job({ status: 'merged', typistId: 1 }), job({ status: 'merged', typistId: 2 })],
    'done',
    'Merged',
  ],
] as const)('jobs %j make the media %s / %s', (jobs, status, subStatus) => {
  expect(mediaProgress(ordered, jobs)).toEqual({ status, subStatus });
});

test('on hold and cancelled show over the progress the jobs make', () => {
  expect(mediaProgress({ ...ordered, onHold: true }, [job()])).toEqual({
    status: 'ordered',
    subStatus: 'On hold',
  });
  expect(mediaProgress({ ...ordered, cancelled: true, onHold: true }, [job()]).subStatus).toBe(
    'Cancelled',
  );
});

test('the jobs do not move a media before its order or after its return', () => {
  expect(mediaProgress({ ...ordered, status: 'uploaded' }, [])).toEqual({
    status: 'uploaded',
    subStatus: null,
  });
  expect(mediaProgress({ ...ordered, status: 'returned' }, [job({ status: 'done' })])).toEqual({
    status: 'returned',
    subStatus: 'Returned',
  });
});

test('a failed rendition shows over progress and on hold, under a cancellation and a return', () => {
  const failed = { ...ordered, renditionState: 'failed' as const };
  expect(mediaProgress({ ...failed, onHold: true }, [job()])).toEqual({
    status: 'ordered',
    subStatus: 'Rendition generation fail',
  });
  expect(mediaProgress({ ...failed, status: 'uploaded' }, [])).toEqual({
    status: 'uploaded',
    subStatus: 'Rendition generation fail',
  });
  expect(mediaProgress({ ...failed, cancelled: true }, [job()]).subStatus).toBe('Cancelled');
  expect(mediaProgress({ ...failed, status: 'returned' }, [job({ status: 'done' })])).toEqual({
    status: 'returned',
    subStatus: 'Returned',
  });
  expect(mediaProgress({ ...ordered, renditionState: 'in-progress' }, [job()]).subStatus).toBe(
    'Unassigned',
  );
});

test('speech-to-text under way or failed shows over the jobs, under on hold and cancel', () => {
  const assigned = [job({ status: 'assigned', typistId: 1 })];
  expect(mediaProgress({ ...ordered, s2tState: 'in-progress' }, assigned)).toEqual({
    status: 'assigned',
    subStatus: 'Processing S2T',
  });
  expect(mediaProgress({ ...ordered, s2tState: 'failed' }, assigned).subStatus).toBe('S2T Fail');
  expect(mediaProgress({ ...ordered, s2tState: 'done' }, assigned).subStatus).toBe('Assigned');
  expect(mediaProgress({ ...ordered, s2tState: 'failed', onHold: true }, assigned).subStatus).toBe(
    'On hold',
  );
  expect(
    mediaProgress({ ...ordered, s2tState: 'in-progress', cancelled: true }, assigned).subStatus,
  ).toBe('Cancelled');
  expect(
    mediaProgress({ ...ordered, s2tState: 'failed', status: 'returned' }, assigned).subStatus,
  ).toBe('Returned');
});
