import { Role } from '../policy/roles.ts';
import {
  gridBulkActions,
  jobModals,
  mayUseGridAction,
  mediaRowActions,
} from './assign-grid-actions.ts';

it('lets admins and super admins use every grid action', () => {
  for (const action of [...mediaRowActions, ...jobModals, ...gridBulkActions]) {
    expect(mayUseGridAction(Role.ADMIN, action)).toBe(true);
    expect(mayUseGridAction(Role.SUPER_ADMIN, action)).toBe(true);
  }
});

it('gives restricted admins the running of assignment, not the client-facing steps', () => {
  expect(mayUseGridAction(Role.RESTRICTED_ADMIN, 'onHoldToggle')).toBe(true);
  expect(mayUseGridAction(Role.RESTRICTED_ADMIN, 'editMediaDeadline')).toBe(true);
  expect(mayUseGridAction(Role.RESTRICTED_ADMIN, 'reassignForRetyping')).toBe(true);
  expect(mayUseGridAction(Role.RESTRICTED_ADMIN, 'editJobDeadline')).toBe(true);
  expect(mayUseGridAction(Role.RESTRICTED_ADMIN, 'approveRate')).toBe(false);
  expect(mayUseGridAction(Role.RESTRICTED_ADMIN, 'returnToClient')).toBe(false);
  expect(mayUseGridAction(Role.RESTRICTED_ADMIN, 'cancelToggle')).toBe(false);
  expect(mayUseGridAction(Role.RESTRICTED_ADMIN, 'openTranscript')).toBe(false);
});

it('gives every assigner splitting, bulk assignment and proofreaders', () => {
  expect(mayUseGridAction(Role.RESTRICTED_ADMIN, 'splitAndAssign')).toBe(true);
  expect(mayUseGridAction(Role.RESTRICTED_ADMIN, 'bulkAssign')).toBe(true);
  expect(mayUseGridAction(Role.RESTRICTED_ADMIN, 'assignProofreader')).toBe(true);
  expect(mayUseGridAction(Role.RESTRICTED_ADMIN, 'removeProofreader')).toBe(true);
});

it('gives no grid action to clients, typists or proofreaders', () => {
  for (const role of [Role.CLIENT, Role.TYPIST, Role.PROOFREADER])
    for (const action of [...mediaRowActions, ...jobModals, ...gridBulkActions])
      expect(mayUseGridAction(role, action)).toBe(false);
});
