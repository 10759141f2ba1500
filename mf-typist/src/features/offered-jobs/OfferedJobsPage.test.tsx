import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, decideAccess, featureFlagsFor } from '@portal/contracts';
import { formatUnixTime } from '@portal/contracts';
import type { Job } from '@portal/contracts/job/schema';
import { json } from '@portal/contracts/testing/fake-server';
import { jobPageOf, testJob } from '@portal/contracts/job/test-job';
import routes from '../../routes.tsx';
import { renderTypist } from '../../testing/render-typist.tsx';

/** A job offered to typists: available, no typist yet, self-assignable. */
const offered = (id: number, overrides: Partial<Job> = {}) =>
  testJob(id, {
    status: 'available',
    typistId: null,
    typistName: null,
    selfAssign: true,
    mediaRangeStart: 900,
    mediaRangeEnd: 2700,
    ...overrides,
  });

const render = (jobs: () => Job[], take?: () => Response) =>
  renderTypist('/typist/library', {
    handlers: (server) => {
      server.on('GET', '/v1/job', () => json(200, jobPageOf(jobs())));
      if (take) server.on('PUT', '/v1/job/assign/1', take);
    },
  });

const take = (name: string) =>
  userEvent.click(screen.getByRole('button', { name: `Take job ${name}` }));

it('lists the offers with service, duration, range, deadline, rate and audio quality', async () => {
  const { jobLists } = render(() => [
    offered(1, { audioQuality: 'moderate' }),
    offered(2, { type: 'notes', rate: 120 }),
  ]);
  const first = await screen.findByRole('row', { name: /interview-1\.mp3/ });
  expect(within(first).getByText('Intelligent verbatim')).toBeVisible();
  expect(within(first).getByText('30:00')).toBeVisible();
  expect(within(first).getByText('00:15:00–00:45:00')).toBeVisible();
  expect(within(first).getByText(formatUnixTime(offered(1).deadline!, 'table'))).toBeVisible();
  expect(within(first).getByText('£0.85/min')).toBeVisible();
  expect(within(first).getByText('Moderate')).toHaveClass('ui-status-chip--warning');
  const second = screen.getByRole('row', { name: /interview-2\.mp3/ });
  expect(within(second).getByText('£1.20/min')).toBeVisible();
  expect(within(second).getByText('Not known')).toBeVisible();
  expect(within(second).getByText('· Notes', { exact: false })).toBeVisible();
  expect(Object.fromEntries(jobLists()[0]!)).toEqual({
    scope: 'offered',
    page: '1',
    page_size: '50',
  });
  expect(screen.getByRole('link', { name: 'Available jobs' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

it('offers Take job only where the job rules let this typist take it', async () => {
  render(() => [offered(1), offered(2, { selfAssign: false })]);
  await screen.findByRole('row', { name: /interview-1\.mp3/ });
  expect(
    screen.getByRole('button', { name: 'Take job interview-1.mp3 00:15:00–00:45:00' }),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: /Take job interview-2/ })).not.toBeInTheDocument();
});

it('takes a job and says it is now among the assigned jobs', async () => {
  let taken = false;
  const { notifications, jobLists } = render(
    () => (taken ? [] : [offered(1)]),
    () => {
      taken = true;
      return json(200, offered(1, { status: 'assigned', typistId: 8, selfAssign: false }));
    },
  );
  await screen.findByRole('row', { name: /interview-1\.mp3/ });
  await take('interview-1.mp3 00:15:00–00:45:00');
  await waitFor(() =>
    expect(notifications()).toEqual([
      ['success', 'Job taken', 'interview-1.mp3 00:15:00–00:45:00 is in your assigned jobs now.'],
    ]),
  );
  expect(await screen.findByRole('heading', { name: 'No jobs on offer right now' })).toBeVisible();
  expect(jobLists()).toHaveLength(2);
});

it('tells the typist another typist was quicker, and refreshes the offers', async () => {
  let lost = false;
  const { notifications } = render(
    () => (lost ? [offered(3)] : [offered(1), offered(3)]),
    () => {
      lost = true;
      return json(409, { error: 'Another typist has just taken this job.', message: 'Conflict' });
    },
  );
  await screen.findByRole('row', { name: /interview-1\.mp3/ });
  await take('interview-1.mp3 00:15:00–00:45:00');
  await waitFor(() =>
    expect(notifications()).toEqual([
      ['error', 'This job is no longer available', 'Another typist has just taken this job.'],
    ]),
  );
  await waitFor(() =>
    expect(screen.queryByRole('row', { name: /interview-1\.mp3/ })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('row', { name: /interview-3\.mp3/ })).toBeVisible();
});

it('says when nothing is on offer', async () => {
  render(() => []);
  expect(await screen.findByRole('heading', { name: 'No jobs on offer right now' })).toBeVisible();
});

it('is reached only with self-assign offers on; without, the typist goes to their own jobs', () => {
  const library = routes.find((route) => route.path === 'typist/library')!;
  const context = (selfAssignOffers: boolean) => ({
    signedIn: true,
    role: Role.TYPIST,
    flags: featureFlagsFor('e2e', { selfAssignOffers }),
  });
  const where = { pathname: '/v3/typist/library', search: '' };
  expect(decideAccess(library.handle, context(true), where)).toEqual({ allow: true });
  expect(decideAccess(library.handle, context(false), where)).toEqual({
    allow: false,
    redirect: '/v3/typist/library/assigned',
  });
  expect(decideAccess(library.handle, { ...context(true), role: Role.PROOFREADER }, where)).toEqual(
    { allow: false, redirect: '/v3' },
  );
});
