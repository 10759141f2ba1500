import {
  gridBulkActions,
  jobModals,
  mayUseGridAction,
  mediaRowActions,
} from '../media-assignment/assign-grid-actions.ts';
import { jobActionRule, jobActions, jobRules, type JobState } from '../job/rules.ts';
import { can, policyAudiences, refusalOf, type PolicyAction, type PolicyActor } from './policy.ts';
import { Role, allRoles } from './roles.ts';
import { routeActions } from '../routes/actions.ts';
import { invoiceStatuses, jobStatuses } from '../common/statuses.ts';

const actions = Object.keys(policyAudiences) as PolicyAction[];
const actors: PolicyActor[] = [null, ...allRoles.map((role) => ({ role }))];
const nameOf = (actor: PolicyActor) => (actor ? `role ${actor.role}` : 'a visitor');

test('a visitor may visit, keep a cart, remove their own uploads and chat, nothing else', () => {
  expect(actions.filter((action) => can(null, action as 'portal.visit'))).toEqual([
    'portal.visit',
    'cart.change',
    'media.remove',
    'cart.own',
    'chat.use',
  ]);
});

// The restricted admin's scope, as ARCHITECTURE.md's table writes it.
const dispatcherMay: PolicyAction[] = [
  'account.use',
  'account.seeStaff',
  'liveBooking.read',
  'job.work',
  'media.seeJobs',
  'media.dispatch',
  'job.assign',
  'job.split',
  'job.commentToProofreader',
  'preBooking.read',
  'preBooking.change',
  'shortFileBashing.read',
];

test('the restricted admin dispatches: grids, pre-bookings, assigning and splitting, and no more', () => {
  const restricted = { role: Role.RESTRICTED_ADMIN };
  const allowed = actions.filter((action) => can(restricted, action as 'portal.visit'));
  expect(allowed.filter((action) => action !== 'portal.visit')).toEqual(dispatcherMay);
});

test('admins may do all a restricted admin may, and more', () => {
  const unlike = (role: Role) =>
    dispatcherMay.filter((action) => !can({ role }, action as 'portal.visit'));
  expect(unlike(Role.ADMIN)).toEqual([]);
  expect(unlike(Role.SUPER_ADMIN)).toEqual([]);
});

describe('a job pay on an invoice is frozen for everyone until the invoice is voided', () => {
  const subjects = [null, ...invoiceStatuses.map((status) => ({ number: '1042', status }))];
  const cases = actors.flatMap((actor) =>
    subjects.map((invoice) => ({
      actor,
      invoice,
      who: nameOf(actor),
      on: invoice?.status ?? 'none',
    })),
  );
  test.each(cases)('$who, invoice $on', ({ actor, invoice }) => {
    const refusal = refusalOf(actor, 'job.changePay', { invoice });
    const isAdmin = actor?.role === Role.ADMIN || actor?.role === Role.SUPER_ADMIN;
    if (!isAdmin) expect(refusal).toEqual({ reason: 'role' });
    else if (invoice && invoice.status !== 'void')
      expect(refusal).toEqual({ reason: 'invoiced', invoiceNumber: '1042' });
    else expect(refusal).toBeNull();
  });
});

/** Every state the job rules read, each status with each assignment and flag. */
const jobStates: JobState[] = jobStatuses.flatMap((status) =>
  [null, 7].flatMap((typistId) =>
    [null, 8].flatMap((proofreaderId) =>
      [false, true].flatMap((selfAssign) =>
        [false, true].map((hasIssue) => ({
          status,
          typistId,
          proofreaderId,
          selfAssign,
          hasIssue,
        })),
      ),
    ),
  ),
);

// What only admins and super admins do to a job: its pay, its record, deleting, the typing.
const adminsOnly = [
  'approveRate',
  'edit',
  'delete',
  'finishAsTypist',
  'sendBackToTypist',
  'writeReport',
];

test('every job action × role × job state: the dispatcher takes the admin party’s actions but pay and deletion', () => {
  for (const role of allRoles)
    for (const job of jobStates)
      for (const action of jobActions) {
        const rule = jobActionRule({ id: 99, role }, job, action);
        const adminParty = jobRules[action].parties.includes('admin');
        const expected =
          role === Role.RESTRICTED_ADMIN && adminsOnly.includes(action)
            ? null
            : jobActionRule({ id: 99, role: Role.ADMIN }, job, action);
        if (role === Role.RESTRICTED_ADMIN && adminParty)
          expect([action, rule]).toEqual([action, expected]);
        if (role === Role.CLIENT) expect([action, rule]).toEqual([action, null]);
      }
});

test('the grid shows the restricted admin its dispatch, and never pay, returns or deletion', () => {
  const gridActions = [...mediaRowActions, ...jobModals, ...gridBulkActions];
  const shown = gridActions.filter((action) => mayUseGridAction(Role.RESTRICTED_ADMIN, action));
  expect(shown).toEqual([
    'mediaInfo',
    'staffInfo',
    'adminsChat',
    'onHoldToggle',
    'editMediaDeadline',
    'editMediaPriority',
    'editMediaDifficulty',
    'sendDeadlineChangedNotification',
    'splitAndAssign',
    'assignProofreader',
    'removeProofreader',
    'jobComment',
    'proofreaderComment',
    'reassignForRetyping',
    'issueReport',
    'editJobDeadline',
    'bulkAssign',
  ]);
  expect(gridActions.filter((action) => !mayUseGridAction(Role.ADMIN, action))).toEqual([]);
  expect(gridActions.filter((action) => mayUseGridAction(Role.CLIENT, action))).toEqual([]);
});

test('every route names an action of the policy, and money routes are no dispatcher’s', () => {
  const moneyRoutes = Object.entries(routeActions).filter(([key]) =>
    /\/(invoice|month-invoice|report|ad-hoc-charge|job\/approve\/)|remove-adhoc|media\/return/.test(
      key,
    ),
  );
  expect(moneyRoutes.length).toBeGreaterThan(15);
  for (const [key, action] of moneyRoutes)
    expect([key, can({ role: Role.RESTRICTED_ADMIN }, action as 'portal.visit')]).toEqual([
      key,
      false,
    ]);
  expect(
    Object.values<string>(routeActions).filter((action) => !(action in policyAudiences)),
  ).toEqual([]);
});
