import { Role } from '../policy/roles.ts';
import {
  approvedStatus,
  jobActionRule,
  jobActionsFor,
  jobPartyOf,
  ruleAllows,
  startWork,
  type JobState,
} from './rules.ts';

const job = (over: Partial<JobState> = {}): JobState => ({
  status: 'available',
  typistId: null,
  proofreaderId: null,
  selfAssign: false,
  hasIssue: false,
  ...over,
});
const typist = { id: 7, role: Role.TYPIST };
const otherTypist = { id: 8, role: Role.TYPIST };
const proofreader = { id: 9, role: Role.PROOFREADER };
const admin = { id: 1, role: Role.ADMIN };
const client = { id: 2, role: Role.CLIENT };

test('a typist takes an available job only while it is offered', () => {
  expect(jobActionsFor(typist, job())).toEqual([]);
  expect(jobActionsFor(typist, job({ selfAssign: true }))).toEqual(['assignSelf']);
});

test("a typist works on their own job and cannot touch another typist's", () => {
  const mine = job({ status: 'in-progress', typistId: 7 });
  expect(jobActionsFor(typist, mine)).toEqual(['drop', 'finish', 'reportIssue', 'changeDeadline']);
  expect(jobPartyOf(otherTypist, mine)).toBeNull();
  expect(jobActionsFor(otherTypist, mine)).toEqual([]);
});

test('the proofreader finishes or sends back a job its typist has finished', () => {
  const typed = job({ status: 'partial-done', typistId: 7, proofreaderId: 9 });
  expect(jobActionsFor(proofreader, typed)).toEqual([
    'finish',
    'reportIssue',
    'sendBackToTypist',
    'comment',
    'writeReport',
  ]);
  expect(jobActionRule(proofreader, typed, 'finish')?.to).toBe('done');
  expect(jobActionRule(typist, typed, 'finish')).toBeNull();
  expect(jobActionsFor({ id: 10, role: Role.PROOFREADER }, typed)).toEqual([]);
});

test('admins assign, offer and delete available jobs, and approve rates of finished ones', () => {
  const edits = ['comment', 'writeReport', 'edit'];
  expect(jobActionsFor(admin, job())).toEqual([
    'assign',
    'offer',
    'assignProofreader',
    'delete',
    'comment',
    'commentToProofreader',
    'writeReport',
    'edit',
  ]);
  expect(jobActionsFor(admin, job({ status: 'done', typistId: 7 }))).toEqual([
    'approveRate',
    ...edits,
  ]);
  expect(jobActionsFor({ id: 3, role: Role.RESTRICTED_ADMIN }, job())).toContain('assign');
});

test('admins comment to the proofreader while the job is still to be proofread; no one else does', () => {
  const typed = job({ status: 'partial-done', typistId: 7, proofreaderId: 9 });
  expect(jobActionRule(admin, typed, 'commentToProofreader')).not.toBeNull();
  expect(
    jobActionRule({ id: 3, role: Role.RESTRICTED_ADMIN }, typed, 'commentToProofreader'),
  ).not.toBeNull();
  expect(jobActionRule(admin, { ...typed, status: 'done' }, 'commentToProofreader')).toBeNull();
  expect(jobActionRule(proofreader, typed, 'commentToProofreader')).toBeNull();
  expect(jobActionRule(typist, typed, 'commentToProofreader')).toBeNull();
});

test('the proofreader reports on the typing of the jobs they proofread, finished ones too', () => {
  const done = job({ status: 'done', typistId: 7, proofreaderId: 9 });
  expect(jobActionRule(proofreader, done, 'writeReport')).not.toBeNull();
  expect(jobActionRule({ id: 10, role: Role.PROOFREADER }, done, 'writeReport')).toBeNull();
  expect(jobActionRule(typist, done, 'writeReport')).toBeNull();
  expect(jobActionRule({ id: 3, role: Role.RESTRICTED_ADMIN }, done, 'writeReport')).toBeNull();
});

test('an issue is reported once and resolved by an admin or the typist who reported it', () => {
  const reported = job({ status: 'in-progress', typistId: 7, hasIssue: true });
  expect(jobActionRule(typist, reported, 'reportIssue')).toBeNull();
  expect(jobActionRule(typist, reported, 'resolveIssue')).not.toBeNull();
  expect(jobActionRule(admin, reported, 'resolveIssue')).not.toBeNull();
});

test('clients have no part in jobs', () => {
  expect(jobPartyOf(client, job({ selfAssign: true }))).toBeNull();
  expect(jobActionsFor(client, job({ selfAssign: true }))).toEqual([]);
});

test('a merged job takes no action from anyone', () => {
  expect(jobActionsFor(admin, job({ status: 'merged', typistId: 7, hasIssue: true }))).toEqual([]);
});

test("a typist's first save starts work on an assigned job, and only then", () => {
  expect(ruleAllows(startWork, 'typist', job({ status: 'assigned', typistId: 7 }))).toBe(true);
  expect(ruleAllows(startWork, 'typist', job({ status: 'in-progress', typistId: 7 }))).toBe(false);
  expect(ruleAllows(startWork, 'admin', job({ status: 'assigned', typistId: 7 }))).toBe(false);
  expect(startWork.to).toBe('in-progress');
});

test('an approved rate below 100% leaves the job substandard', () => {
  expect(approvedStatus(99)).toBe('substandard');
  expect(approvedStatus(100)).toBe('done');
  expect(approvedStatus(120)).toBe('done');
});
