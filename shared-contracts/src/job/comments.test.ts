import { jobCommentsFor } from './comments.ts';
import type { JobState } from './rules.ts';
import { Role } from '../policy/roles.ts';

const job: JobState & { adminComment: string | null; proofreaderComment: string | null } = {
  status: 'partial-done',
  typistId: 7,
  proofreaderId: 9,
  selfAssign: false,
  hasIssue: false,
  adminComment: 'Mind the speaker names.',
  proofreaderComment: 'Check the names against the agenda.',
};
const labels = (user: { id: number; role: Role }, on = job) =>
  jobCommentsFor(user, on).map(({ label, text }) => [label, text]);

test('the typist reads the comment to them, not the one to the proofreader', () => {
  expect(labels({ id: 7, role: Role.TYPIST })).toEqual([
    ['Comment to typist', 'Mind the speaker names.'],
  ]);
});

test("the proofreader reads the comment to them first, then the typist's", () => {
  expect(labels({ id: 9, role: Role.PROOFREADER })).toEqual([
    ['Proofreader comment', 'Check the names against the agenda.'],
    ['Comment to typist', 'Mind the speaker names.'],
  ]);
});

test('only comments written, and none for who has no part in the job', () => {
  expect(labels({ id: 9, role: Role.PROOFREADER }, { ...job, adminComment: null })).toEqual([
    ['Proofreader comment', 'Check the names against the agenda.'],
  ]);
  expect(labels({ id: 10, role: Role.PROOFREADER })).toEqual([]);
  expect(labels({ id: 2, role: Role.CLIENT })).toEqual([]);
});
