import { screen } from '@testing-library/react';
import { Role } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { jobPageOf } from '@portal/contracts/job/test-job';
import routes from './routes.tsx';
import { renderTypist } from './testing/render-typist.tsx';

const emptyList = {
  handlers: (server: FakeServer) => server.on('GET', '/v1/job', () => json(200, jobPageOf([]))),
};

it("opens the typist's assigned jobs", async () => {
  renderTypist('/typist/library/assigned', emptyList);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Assigned jobs' }),
  ).toBeInTheDocument();
});

it("opens the proofreader's queue as their home", async () => {
  renderTypist('/proofreader', { as: Role.PROOFREADER, ...emptyList });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Proofreading' }),
  ).toBeInTheDocument();
});

it('declares who may enter each screen, and under which feature flag', () => {
  const access = Object.fromEntries(
    routes.map((route) => [route.path, [route.handle?.roles, route.handle?.flag]]),
  );
  expect(access).toEqual({
    'typist/library': [[Role.TYPIST], 'selfAssignOffers'],
    'typist/library/assigned': [[Role.TYPIST], undefined],
    'typist/contracts': [[Role.TYPIST], 'contracts'],
    'typist/shiftbooker': [[Role.TYPIST], 'shifts'],
    'typist/invoices': [[Role.TYPIST], undefined],
    proofreader: [[Role.PROOFREADER], undefined],
    'proofreader/shiftbooker': [[Role.PROOFREADER], 'proofreaderShifts'],
    'proofreader/contracts': [[Role.PROOFREADER], 'contracts'],
    'job-issue-approving/:id': [[Role.TYPIST], undefined],
  });
});

it('sends a typist who logs in on the way back to the typist part, as the spec marks it alone', () => {
  const returning = routes
    .filter((route) => route.handle?.returnAfterLogin)
    .map((route) => route.path);
  expect(returning).toEqual([
    'typist/library',
    'typist/library/assigned',
    'typist/contracts',
    'typist/shiftbooker',
    'typist/invoices',
  ]);
});
