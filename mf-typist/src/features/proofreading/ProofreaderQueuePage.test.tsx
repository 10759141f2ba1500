import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, type FeatureFlags } from '@portal/contracts';
import { jobActionsFor } from '@portal/contracts/job/rules';
import type { Job } from '@portal/contracts/job/schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { jobPageOf, testJob } from '@portal/contracts/job/test-job';
import { testUser } from '@portal/contracts/user/test-user';
import { seriousViolations } from '@portal/ui/testing/axe';
import { renderTypist } from '../../testing/render-typist.tsx';

const proofreader = testUser(Role.PROOFREADER);
/** A job the test proofreader (id 16) proofreads, its typist having finished it. */
const proofread = (id: number, overrides: Partial<Job> = {}) =>
  testJob(id, {
    status: 'partial-done',
    proofreaderId: 16,
    proofreaderName: 'Pia Proofreader',
    proofreaderDeadline: testJob(id).deadline! + 3600,
    ...overrides,
  });

const render = (
  jobs: Job[],
  handlers?: (server: FakeServer) => void,
  flags?: Partial<FeatureFlags>,
) =>
  renderTypist('/proofreader', {
    as: Role.PROOFREADER,
    flags,
    handlers: (server) => {
      server.on('GET', '/v1/job', () => json(200, jobPageOf(jobs)));
      handlers?.(server);
    },
  });

const menuOf = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const items = within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  return items;
};

it('lists the jobs the proofreader proofreads, with their typists', async () => {
  const { jobLists } = render([proofread(1)]);
  const row = await screen.findByRole('row', { name: /interview-1\.mp3/ });
  expect(within(row).getByText('Tom Typist')).toBeVisible();
  expect(within(row).getByText('00:00:00–00:15:00')).toBeVisible();
  expect(within(row).getByText('Partially done')).toBeVisible();
  expect(jobLists()[0]?.get('scope')).toBe('proofreading');
});

it('offers exactly the job rules’ actions for the proofreader, by the job’s status', async () => {
  const jobs = [
    proofread(1),
    proofread(2, { status: 'in-progress' }),
    proofread(3, { status: 'done' }),
  ];
  render(jobs);
  expect(jobActionsFor(proofreader, jobs[0]!)).toEqual(
    expect.arrayContaining(['finish', 'reportIssue', 'sendBackToTypist', 'writeReport']),
  );
  expect(await menuOf('interview-1.mp3 00:00:00–00:15:00')).toEqual([
    'Finish proofreading',
    'Send back to typist',
    'Report issue',
    'Proofreader report',
  ]);
  expect(await menuOf('interview-2.mp3 00:00:00–00:15:00')).toEqual([
    'Report issue',
    'Proofreader report',
  ]);
  expect(await menuOf('interview-3.mp3 00:00:00–00:15:00')).toEqual(['Proofreader report']);
});

it('offers no report while the proofreader reports flag is off', async () => {
  render([proofread(1), proofread(3, { status: 'done' })], undefined, {
    proofreaderReports: false,
  });
  expect(await menuOf('interview-1.mp3 00:00:00–00:15:00')).toEqual([
    'Finish proofreading',
    'Send back to typist',
    'Report issue',
  ]);
  expect(
    screen.queryByRole('button', { name: 'Actions for interview-3.mp3 00:00:00–00:15:00' }),
  ).not.toBeInTheDocument();
});

it('writes the report on a proofread job, for the admins to read', async () => {
  const { sent, notifications } = render([proofread(3, { status: 'done' })], (server) =>
    server.on('PUT', '/v1/job/3', () => json(200, proofread(3, { report: 'Well typed.' }))),
  );
  await userEvent.click(
    await screen.findByRole('button', { name: 'Actions for interview-3.mp3 00:00:00–00:15:00' }),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Proofreader report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Proofreader report' });
  expect(dialog).toHaveTextContent('The admins read your report on how Tom Typist typed this job.');
  expect(await seriousViolations()).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save report' }));
  expect(await within(dialog).findByText('Required')).toBeVisible();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Report/ }), 'Well typed.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save report' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await sent('PUT', '/v1/job/3')).toEqual(['report=Well+typed.']);
  expect(notifications()).toEqual([
    ['success', 'Report saved', 'interview-3.mp3 00:00:00–00:15:00'],
  ]);
});

it("shows the admins' comment to the proofreader, and the typist's, on the job's row", async () => {
  render([
    proofread(1, { proofreaderComment: 'Check the names.', adminComment: 'Mind the timecodes.' }),
    proofread(2),
  ]);
  const row = await screen.findByRole('row', { name: /interview-2\.mp3/ });
  expect(within(row).getByText('None')).toBeVisible();
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'View comments on interview-1.mp3 00:00:00–00:15:00',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Comments' });
  expect(
    within(dialog)
      .getAllByRole('definition')
      .map((text) => text.textContent),
  ).toEqual(['Check the names.', 'Mind the timecodes.']);
  expect(
    within(dialog)
      .getAllByRole('term')
      .map((text) => text.textContent),
  ).toEqual(['Proofreader comment', 'Comment to typist']);
  expect(await seriousViolations()).toEqual([]);
});

it('sends a job back to its typist with a comment: the comment first, then the move', async () => {
  const { sent, notifications } = render([proofread(1, { adminComment: 'Mind' })], (server) => {
    server.on('PUT', '/v1/job/comment/1', () =>
      json(200, proofread(1, { adminComment: 'Speaker 2 is Dr Lee.' })),
    );
    server.on('PUT', '/v1/job/1', () => json(200, proofread(1, { status: 'in-progress' })));
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Actions for interview-1.mp3 00:00:00–00:15:00' }),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Send back to typist' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send back to typist' });
  // The comment to the typist there is, to edit: the proofreader's words replace it.
  const comment = within(dialog).getByRole('textbox', { name: /Comment to the typist/ });
  expect(comment).toHaveValue('Mind');
  await userEvent.clear(comment);
  await userEvent.type(comment, 'Speaker 2 is Dr Lee.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await sent('PUT', '/v1/job/comment/1')).toEqual(['comment=Speaker+2+is+Dr+Lee.']);
  expect(await sent('PUT', '/v1/job/1')).toEqual(['send_back=true']);
  expect(notifications()).toEqual([
    ['success', 'Job sent back to the typist', 'interview-1.mp3 00:00:00–00:15:00'],
  ]);
});

it('does not send the job back when its comment is refused', async () => {
  const { sent } = render([proofread(1)], (server) =>
    server.on('PUT', '/v1/job/comment/1', () =>
      json(422, [{ field: 'comment', message: 'This symbol cannot be used here: <' }]),
    ),
  );
  await userEvent.click(
    await screen.findByRole('button', { name: 'Actions for interview-1.mp3 00:00:00–00:15:00' }),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Send back to typist' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send back to typist' });
  await userEvent.type(within(dialog).getByRole('textbox'), 'Fine here');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
  expect(await within(dialog).findByText('This symbol cannot be used here: <')).toBeVisible();
  expect(await sent('PUT', '/v1/job/1')).toEqual([]);
});

it('shows how far every job of the media has come', async () => {
  render([proofread(1)], (server) =>
    server.on('GET', '/v1/media/job-statuses/101', () =>
      json(200, [
        { id: 1, status: 'partial-done', typistName: 'Tom Typist' },
        { id: 9, status: 'available', typistName: null },
      ]),
    ),
  );
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Show every job of interview-1.mp3 00:00:00–00:15:00',
    }),
  );
  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Tom Typist (this job)Partially done',
    'No typist yetAvailable',
  ]);
});

it('says what the queue is for while it is empty', async () => {
  render([]);
  expect(await screen.findByRole('heading', { name: 'No jobs to proofread yet' })).toBeVisible();
});
